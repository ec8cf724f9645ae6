// A card: the surface every boxed part of a page sits on. `tone="panel"` is the console's tighter, squarer panel,
// `tone="inset"` a tinted box set into a card or a dialog; `raised` lifts a card that stands alone on its page.
import type { HTMLAttributes, ReactNode } from 'react';
import { cardClass, type CardPadding, type CardTone } from './cardClass';

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
