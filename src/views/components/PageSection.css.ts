// A section's heading by level (the Heading part's look), and its lead sentence.
import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import * as headingStyles from './Heading.css';

export const heading = {
  1: `${headingStyles.heading} ${headingStyles.size.xl}`,
  2: `${headingStyles.heading} ${headingStyles.size.lg}`,
  3: `${headingStyles.heading} ${headingStyles.size.md}`,
} as const;

export const lead = style({ margin: 0, color: vars.color.textMuted, maxWidth: 720 });
