// A section of a page, named by its heading (aria-labelledby): the heading at its level, an optional lead sentence,
// the section's own actions beside them, then its content `md` apart; plain, or on a card or a console panel.
import { useId, type ReactNode } from 'react';
import { cardClass, type CardTone } from './cardClass';
import { Heading, type HeadingLevel, type HeadingTone } from './Heading';
import { Inline } from './Inline';
import * as styles from './PageSection.css';
import { Stack } from './Stack';

export type { HeadingLevel } from './Heading';

interface PageSectionProps {
  heading: ReactNode;
  level?: HeadingLevel;
  /** The heading's id, when something else on the page points at it too. */
  headingId?: string;
  /** The customer app's card headings are in the brand's colour. */
  headingTone?: HeadingTone;
  lead?: ReactNode;
  /** Buttons or links acting on the whole section, beside its heading (below it on a narrow screen). */
  actions?: ReactNode;
  tone?: 'plain' | CardTone;
  busy?: boolean;
  children?: ReactNode;
}

export function PageSection({ heading, level = 2, headingId, headingTone, lead, actions, tone = 'plain', busy, children }: PageSectionProps) {
  const ownId = useId();
  const id = headingId ?? ownId;
  const title = (
    <Heading level={level} id={id} tone={headingTone}>
      {heading}
    </Heading>
  );
  const content = (
    <>
      {lead || actions ? (
        <Inline space="md" align="spaceBetween">
          <div>
            {title}
            {lead ? <p className={styles.lead}>{lead}</p> : null}
          </div>
          {actions}
        </Inline>
      ) : (
        title
      )}
      {children}
    </>
  );
  if (tone === 'plain') {
    return (
      <Stack as="section" space="md" aria-labelledby={id} aria-busy={busy}>
        {content}
      </Stack>
    );
  }
  // The card is its own element: on one element the stack's reset padding could win over the card's, by stylesheet order.
  return (
    <section aria-labelledby={id} aria-busy={busy} className={cardClass(tone)}>
      <Stack space="md">{content}</Stack>
    </section>
  );
}
