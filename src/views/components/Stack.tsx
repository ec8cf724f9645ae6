// A vertical stack: its children one below the other, `space` apart (the theme's scale). The list elements keep
// their semantics and lose their bullets.
import type { HTMLAttributes, ReactNode } from 'react';
import type { Space } from './space';
import * as styles from './Stack.css';

export type StackAlign = keyof typeof styles.align;

interface StackProps extends Omit<HTMLAttributes<HTMLElement>, 'className'> {
  space: Space;
  align?: StackAlign;
  as?: 'div' | 'section' | 'article' | 'ul' | 'ol' | 'li' | 'header' | 'footer' | 'fieldset';
  className?: string;
  children: ReactNode;
}

const RESET_ELEMENTS: ReadonlySet<string> = new Set(['ul', 'ol', 'fieldset']);

export function Stack({ space, align = 'stretch', as: Element = 'div', className, children, ...rest }: StackProps) {
  return (
    <Element {...rest} className={[styles.stack, styles.space[space], styles.align[align], RESET_ELEMENTS.has(Element) ? styles.listReset : null, className].filter(Boolean).join(' ')}>
      {children}
    </Element>
  );
}
