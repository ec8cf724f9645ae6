// A customer page's opening band: its title (the page's h1), a subtitle, the lead sentence and anything the page adds
// below (a note), inside the page's width.
import type { ReactNode } from 'react';
import * as ui from '../../styles/ui.css';
import { Heading } from './Heading';
import * as styles from './PageHero.css';
import { Stack } from './Stack';
import { Text } from './Text';

interface PageHeroProps {
  title: ReactNode;
  /** The title's id; a `section` hero is labelled by it. */
  titleId?: string;
  /** A line between the title and the lead (a welcome). */
  subtitle?: ReactNode;
  lead?: ReactNode;
  tone: keyof typeof styles.tone;
  /** A header, or a section named by its title. */
  as?: 'header' | 'section';
  children?: ReactNode;
}

export function PageHero({ title, titleId, subtitle, lead, tone, as: Element = 'header', children }: PageHeroProps) {
  const onBrand = tone === 'brand';
  return (
    <Element className={styles.tone[tone]} aria-labelledby={Element === 'section' ? titleId : undefined}>
      <Stack space={onBrand ? 'xs' : 'sm'} className={ui.container}>
        <Heading level={1} id={titleId} size="display" tone={onBrand ? undefined : 'brand'}>
          {title}
        </Heading>
        {subtitle}
        {lead ? (
          <Text size={tone === 'plain' ? 'lg' : undefined} tone={onBrand ? 'onBrand' : 'muted'} className={styles.lead}>
            {lead}
          </Text>
        ) : null}
        {children}
      </Stack>
    </Element>
  );
}
