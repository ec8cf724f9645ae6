// A paragraph or a span of text in the theme's sizes and colours, with no margin: where it stands is its Stack's
// business, how it looks is this part's. What is not set is inherited.
import type { HTMLAttributes, ReactNode } from 'react';
import { textClass, type TextOptions } from './textClass';

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
