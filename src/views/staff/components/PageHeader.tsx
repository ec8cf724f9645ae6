// A console page's header: its title and lead sentence, and the page's own action (a button, a link, a badge) beside.
import type { ReactNode } from 'react';
import * as page from '../layout/consolePage.css';
import * as styles from './workshopPage.css';

interface PageHeaderProps {
  title: string;
  lead: string;
  /** For a page that names its section by the heading (aria-labelledby). */
  titleId?: string;
  /** The lead's style when it should not keep the workshop pages' reading width. */
  leadClassName?: string;
  children?: ReactNode;
}

export function PageHeader({ title, lead, titleId, leadClassName = styles.lead, children }: PageHeaderProps) {
  return (
    <header className={page.pageHeader}>
      <div>
        <h1 id={titleId} className={page.pageTitle}>
          {title}
        </h1>
        <p className={leadClassName}>{lead}</p>
      </div>
      {children}
    </header>
  );
}
