// A titled part of a console page in its own panel, named for assistive technology by its heading.
import type { ReactNode } from 'react';
import { PageSection } from '../../components/PageSection';

interface PanelSectionProps {
  headingId: string;
  title: string;
  busy?: boolean;
  children: ReactNode;
}

export function PanelSection({ headingId, title, busy, children }: PanelSectionProps) {
  return (
    <PageSection tone="panel" heading={title} headingId={headingId} busy={busy}>
      {children}
    </PageSection>
  );
}
