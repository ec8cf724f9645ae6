// A vertical stack: its children one below the other, `space` apart (the theme's scale). The list elements keep
// their semantics and lose their bullets.
import { createElement, forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import type { Space } from './space';
import * as styles from './Stack.css';

export type StackAlign = keyof typeof styles.align;

interface StackProps extends Omit<HTMLAttributes<HTMLElement>, 'className'> {
  space: Space;
  align?: StackAlign;
  as?: 'div' | 'section' | 'article' | 'aside' | 'nav' | 'ul' | 'ol' | 'li' | 'dl' | 'header' | 'footer' | 'fieldset';
  className?: string;
  children: ReactNode;
}

// forwardRef, not a ref prop: the Preact build passes refs to function components only through it.
export const Stack = forwardRef<HTMLElement, StackProps>(function Stack({ space, align = 'stretch', as: Element = 'div', className, children, ...rest }, ref) {
  // createElement rather than JSX: one ref type for whichever element the stack is.
  return createElement(Element, { ...rest, ref, className: [styles.stack, styles.space[space], align === 'stretch' ? null : styles.align[align], className].filter(Boolean).join(' ') }, children);
});
