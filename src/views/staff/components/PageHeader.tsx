// A console page's header: its title and lead sentence, and the page's own action (a button, a link, a badge) beside.
import type { ReactNode } from 'react';
import { Inline } from '../../components/Inline';
import * as section from '../../components/PageSection.css';

interface PageHeaderProps {
  title: string;
  lead?: string;
  /** For a page that names its section by the heading (aria-labelledby). */
  titleId?: string;
  children?: ReactNode;
}

export function PageHeader({ title, lead, titleId, children }: PageHeaderProps) {
  return (
    <Inline as="header" space="md" align="spaceBetween">
      <div>
        <h1 id={titleId} className={section.heading[1]}>
          {title}
        </h1>
        {lead ? <p className={section.lead}>{lead}</p> : null}
      </div>
      {children}
    </Inline>
  );
}
