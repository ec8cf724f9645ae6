// A card: the surface every boxed part of a page sits on. `tone="panel"` is the console's tighter, squarer panel.
import type { HTMLAttributes, ReactNode } from 'react';
import * as styles from './Card.css';

export type CardTone = 'card' | 'panel';
export type CardPadding = keyof typeof styles.padding;

const TONES: Record<CardTone, { radius: keyof typeof styles.radius; padding: CardPadding }> = {
  card: { radius: 'lg', padding: 'lg' },
  panel: { radius: 'md', padding: 'md' },
};

/** The card's classes, for an element that cannot be a Card (a form, a link). */
export const cardClass = (tone: CardTone = 'card', padding: CardPadding = TONES[tone].padding) =>
  `${styles.surface} ${styles.radius[TONES[tone].radius]} ${styles.padding[padding]}`;

interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'className'> {
  tone?: CardTone;
  padding?: CardPadding;
  as?: 'div' | 'section' | 'article' | 'aside' | 'li' | 'form';
  className?: string;
  children: ReactNode;
}

export function Card({ tone = 'card', padding, as: Element = 'div', className, children, ...rest }: CardProps) {
  return (
    <Element {...rest} className={className ? `${cardClass(tone, padding)} ${className}` : cardClass(tone, padding)}>
      {children}
    </Element>
  );
}
