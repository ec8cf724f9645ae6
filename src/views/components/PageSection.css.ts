// A section's heading by level, and its lead sentence.
import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const heading = styleVariants({
  1: { margin: 0, fontSize: vars.font.sizeXl, lineHeight: 1.2 },
  2: { margin: 0, fontSize: vars.font.sizeLg },
  3: { margin: 0, fontSize: vars.font.sizeMd },
});

export const lead = style({ margin: 0, color: vars.color.textMuted, maxWidth: 720 });
