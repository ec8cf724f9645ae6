// An inline row: its children side by side, `space` apart, wrapping when the row is full; with `collapseBelow` they
// stand in a column on screens narrower than that breakpoint.
import type { HTMLAttributes, ReactNode } from 'react';
import type { Breakpoint } from '../layout/breakpoints';
import * as styles from './Inline.css';
import type { Space } from './space';

export type InlineAlign = keyof typeof styles.align;
export type InlineAlignY = keyof typeof styles.alignY;

interface InlineProps extends Omit<HTMLAttributes<HTMLElement>, 'className'> {
  space: Space;
  align?: InlineAlign;
  alignY?: InlineAlignY;
  collapseBelow?: Breakpoint;
  as?: 'div' | 'span' | 'ul' | 'ol' | 'li' | 'header' | 'footer' | 'nav';
  className?: string;
  children: ReactNode;
}

export function Inline({ space, align = 'start', alignY = 'center', collapseBelow, as: Element = 'div', className, children, ...rest }: InlineProps) {
  const classes = [styles.inline, styles.space[space], styles.align[align], styles.alignY[alignY], collapseBelow ? styles.collapseBelow[collapseBelow] : null, className];
  return (
    <Element {...rest} className={classes.filter(Boolean).join(' ')}>
      {children}
    </Element>
  );
}
