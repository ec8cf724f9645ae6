// A policy page body (terms, privacy): title, contents list and numbered sections with anchors.
import { useEffect } from 'react';
import type { PolicyPage } from '../../domain/types';
import { policyLabels } from '../../domain/policyContent';
import * as ui from '../../styles/ui.css';
import { Card } from './Card';
import { Heading } from './Heading';
import * as styles from './PolicyDocument.css';
import { Stack } from './Stack';
import { Text } from './Text';
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
        <Card as="article" padding="xl" className={styles.article} aria-labelledby="policy-title">
          <Stack space="xl">
            <Stack space="lg">
              <Stack space="xs">
                <Heading level={1} id="policy-title" size="display" tone="brand">
                  {page.title}
                </Heading>
                <Text size="sm" tone="muted">
                  {page.updated}
                </Text>
              </Stack>
              <Text size="lg">{page.intro}</Text>
              <Stack as="nav" space="sm" className={styles.toc} aria-labelledby="policy-contents">
                <Heading level={2} id="policy-contents" size="md">
                  {policyLabels.contents}
                </Heading>
                <ol className={styles.tocList}>
                  {page.sections.map((section) => (
                    <li key={section.id}>
                      <a href={`#${section.id}`}>{section.title}</a>
                    </li>
                  ))}
                </ol>
              </Stack>
            </Stack>
            {page.sections.map((section, index) => (
              <Stack as="section" key={section.id} id={section.id} space="sm" className={styles.section} aria-labelledby={`${section.id}-title`}>
                <Heading level={2} id={`${section.id}-title`} tone="brand">
                  {index + 1}. {section.title}
                </Heading>
                <Stack space="md">
                  {section.paragraphs.map((paragraph) => (
                    <Text key={paragraph}>{paragraph}</Text>
                  ))}
                </Stack>
              </Stack>
            ))}
          </Stack>
        </Card>
      </div>
    </div>
  );
}
