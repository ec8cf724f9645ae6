// A console page's header: its title and lead sentence, and the page's own action (a button, a link, a badge) beside.
import type { ReactNode } from 'react';
import { Inline } from '../../components/Inline';
import * as section from '../../components/PageSection.css';

interface PageHeaderProps {
  title: string;
  lead: string;
  /** For a page that names its section by the heading (aria-labelledby). */
  titleId?: string;
  /** The lead's style when it should not keep the workshop pages' reading width. */
  leadClassName?: string;
  children?: ReactNode;
}

export function PageHeader({ title, lead, titleId, leadClassName = section.lead, children }: PageHeaderProps) {
  return (
    <Inline as="header" space="md" align="spaceBetween">
      <div>
        <h1 id={titleId} className={section.heading[1]}>
          {title}
        </h1>
        <p className={leadClassName}>{lead}</p>
      </div>
      {children}
    </Inline>
  );
}
