// A run of text's look: its size, colour, weight and alignment, and no margin of its own (spacing is the Stack's).
// What is not set is inherited.
import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const text = style({ minWidth: 0 });
// No margin, at no specificity (`:where`): a class that places the text wins.
globalStyle(`:where(${text})`, { margin: 0 });

export const size = styleVariants({
  xs: { fontSize: vars.font.sizeXs },
  sm: { fontSize: vars.font.sizeSm },
  lg: { fontSize: vars.font.sizeLg },
});

export const tone = styleVariants({
  muted: { color: vars.color.textMuted },
  brand: { color: vars.color.brand },
  success: { color: vars.color.success },
  danger: { color: vars.color.danger },
  /** On the brand's dark background: white, a little softened. */
  onBrand: { color: vars.color.textOnBrand, opacity: 0.9 },
});

export const weight = styleVariants({ semibold: { fontWeight: 600 }, bold: { fontWeight: 700 } });

export const align = styleVariants({ center: { textAlign: 'center' } });

/** Small capitals, spaced: the label above a value ("DATE", "SERVICE"). */
export const caps = style({ textTransform: 'uppercase', letterSpacing: '0.04em' });

/** A long word (an e-mail address, a reference) breaks rather than widening its box. */
export const breakWords = style({ overflowWrap: 'anywhere' });
