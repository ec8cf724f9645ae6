// A heading at its level, sized for it (h1 xl, h2 lg, h3 md) unless told otherwise, in the text's colour or the
// brand's. It forwards its ref: a screen that changes moves the focus to its heading.
import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import * as styles from './Heading.css';

export type HeadingLevel = 1 | 2 | 3;
export type HeadingSize = keyof typeof styles.size;
export type HeadingTone = keyof typeof styles.tone;

const LEVEL_SIZES: Record<HeadingLevel, HeadingSize> = { 1: 'xl', 2: 'lg', 3: 'md' };

interface HeadingOptions {
  size?: HeadingSize;
  tone?: HeadingTone;
  align?: keyof typeof styles.align;
}

/** The heading's classes, for a heading the caller renders itself. */
export const headingClass = (level: HeadingLevel, { size = LEVEL_SIZES[level], tone, align }: HeadingOptions = {}) =>
  [styles.heading, styles.size[size], tone && styles.tone[tone], align && styles.align[align]].filter(Boolean).join(' ');

interface HeadingProps extends HeadingOptions, Omit<HTMLAttributes<HTMLHeadingElement>, 'className'> {
  level: HeadingLevel;
  className?: string;
  children: ReactNode;
}

// forwardRef, not a ref prop: the Preact build passes refs to function components only through it.
export const Heading = forwardRef<HTMLHeadingElement, HeadingProps>(function Heading({ level, size, tone, align, className, children, ...rest }, ref) {
  const Element = `h${level}` as const;
  const classes = headingClass(level, { size, tone, align });
  return (
    <Element ref={ref} {...rest} className={className ? `${classes} ${className}` : classes}>
      {children}
    </Element>
  );
});
