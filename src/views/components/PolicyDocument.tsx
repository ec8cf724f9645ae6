// A policy page body (terms, privacy): title, contents list and numbered sections with anchors.
import { useEffect } from 'react';
import type { PolicyPage } from '../../domain/types';
import { policyLabels } from '../../domain/policyContent';
import * as ui from '../../styles/ui.css';
import * as styles from './PolicyDocument.css';
import { useDocumentTitle } from './useDocumentTitle';

export function PolicyDocument({ page }: { page: PolicyPage }) {
  useDocumentTitle(page.title);

  // Opened at an anchor (the footer's refund policy link): bring that section into view.
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (!id) return;
    const target = document.getElementById(id);
    if (target && typeof target.scrollIntoView === 'function') target.scrollIntoView();
  }, []);

  return (
    <div className={ui.page}>
      <div className={ui.container}>
        <article className={styles.article} aria-labelledby="policy-title">
          <h1 id="policy-title" className={styles.title}>
            {page.title}
          </h1>
          <p className={styles.updated}>{page.updated}</p>
          <p className={styles.intro}>{page.intro}</p>
          <nav className={styles.toc} aria-labelledby="policy-contents">
            <h2 id="policy-contents" className={styles.tocTitle}>
              {policyLabels.contents}
            </h2>
            <ol className={styles.tocList}>
              {page.sections.map((section) => (
                <li key={section.id}>
                  <a href={`#${section.id}`}>{section.title}</a>
                </li>
              ))}
            </ol>
          </nav>
          {page.sections.map((section, index) => (
            <section key={section.id} id={section.id} className={styles.section} aria-labelledby={`${section.id}-title`}>
              <h2 id={`${section.id}-title`} className={styles.sectionTitle}>
                {index + 1}. {section.title}
              </h2>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph} className={styles.paragraph}>
                  {paragraph}
                </p>
              ))}
            </section>
          ))}
        </article>
      </div>
    </div>
  );
}
