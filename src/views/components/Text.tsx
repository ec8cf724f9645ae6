// A paragraph or a span of text in the theme's sizes and colours, with no margin: where it stands is its Stack's
// business, how it looks is this part's. What is not set is inherited.
import type { HTMLAttributes, ReactNode } from 'react';
import * as styles from './Text.css';

export type TextSize = keyof typeof styles.size;
export type TextTone = keyof typeof styles.tone;

export interface TextOptions {
  size?: TextSize;
  tone?: TextTone;
  weight?: keyof typeof styles.weight;
  align?: keyof typeof styles.align;
  /** Capitals, spaced: the label above a value. */
  caps?: boolean;
  /** Long words break anywhere (addresses, references), so they never widen their box. */
  breakWords?: boolean;
}

/** The text's classes, for an element that carries them itself (a heading, a link, a list item). */
export const textClass = ({ size, tone, weight, align, caps, breakWords }: TextOptions = {}) =>
  [
    styles.text,
    size && styles.size[size],
    tone && styles.tone[tone],
    weight && styles.weight[weight],
    align && styles.align[align],
    caps && styles.caps,
    breakWords && styles.breakWords,
  ]
    .filter(Boolean)
    .join(' ');

interface TextProps extends TextOptions, Omit<HTMLAttributes<HTMLElement>, 'className'> {
  as?: 'p' | 'span' | 'div' | 'strong';
  className?: string;
  children: ReactNode;
}

export function Text({ as: Element = 'p', size, tone, weight, align, caps, breakWords, className, children, ...rest }: TextProps) {
  const classes = textClass({ size, tone, weight, align, caps, breakWords });
  return (
    <Element {...rest} className={className ? `${classes} ${className}` : classes}>
      {children}
    </Element>
  );
}
