// The card's classes, for an element that cannot be a Card (a list item laid out by Stack, a link). A module of its
// own, so a page that only dresses an element as a card does not carry the Card component in its chunk.
import * as styles from './Card.css';

export type CardTone = 'card' | 'panel' | 'inset';
export type CardPadding = keyof typeof styles.padding;

const TONES: Record<CardTone, { surface: string; radius: keyof typeof styles.radius; padding: CardPadding }> = {
  card: { surface: styles.surface, radius: 'lg', padding: 'lg' },
  panel: { surface: styles.surface, radius: 'md', padding: 'md' },
  inset: { surface: styles.inset, radius: 'md', padding: 'md' },
};

export const cardClass = (tone: CardTone = 'card', padding: CardPadding = TONES[tone].padding, raised = false) =>
  `${TONES[tone].surface} ${styles.radius[TONES[tone].radius]} ${styles.padding[padding]}${raised ? ` ${styles.raised}` : ''}`;
