// A card: the surface every boxed part of a page sits on. `tone="panel"` is the console's tighter, squarer panel,
// `tone="inset"` a tinted box set into a card or a dialog; `raised` lifts a card that stands alone on its page.
import type { HTMLAttributes, ReactNode } from 'react';
import * as styles from './Card.css';

export type CardTone = 'card' | 'panel' | 'inset';
export type CardPadding = keyof typeof styles.padding;

const TONES: Record<CardTone, { surface: string; radius: keyof typeof styles.radius; padding: CardPadding }> = {
  card: { surface: styles.surface, radius: 'lg', padding: 'lg' },
  panel: { surface: styles.surface, radius: 'md', padding: 'md' },
  inset: { surface: styles.inset, radius: 'md', padding: 'md' },
};

/** The card's classes, for an element that cannot be a Card (a list item laid out by Stack, a link). */
export const cardClass = (tone: CardTone = 'card', padding: CardPadding = TONES[tone].padding, raised = false) =>
  `${TONES[tone].surface} ${styles.radius[TONES[tone].radius]} ${styles.padding[padding]}${raised ? ` ${styles.raised}` : ''}`;

interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'className'> {
  tone?: CardTone;
  padding?: CardPadding;
  raised?: boolean;
  as?: 'div' | 'section' | 'article' | 'aside' | 'li' | 'form';
  className?: string;
  children: ReactNode;
}

export function Card({ tone = 'card', padding, raised, as: Element = 'div', className, children, ...rest }: CardProps) {
  const classes = cardClass(tone, padding, raised);
  return (
    <Element {...rest} className={className ? `${classes} ${className}` : classes}>
      {children}
    </Element>
  );
}
