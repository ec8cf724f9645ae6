// A heading's look: its size (a level's usual one unless told), its colour, its alignment. A heading that takes the
// focus when its screen changes shows no outline for a programmatic focus, only for the keyboard's.
import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { below } from '../layout/breakpoints';

export const heading = style({
  overflowWrap: 'break-word',
  selectors: { '&:focus:not(:focus-visible)': { outline: 'none' } },
});

// No margin, at no specificity (`:where`): a class that places the heading wins.
globalStyle(`:where(${heading})`, { margin: 0 });

export const size = styleVariants({
  /** A page's own big title (a hero, a confirmation): one size smaller on a phone. */
  display: { fontSize: vars.font.sizeXxl, lineHeight: 1.15, '@media': { [below.narrow]: { fontSize: vars.font.sizeXl } } },
  xl: { fontSize: vars.font.sizeXl, lineHeight: 1.2 },
  lg: { fontSize: vars.font.sizeLg },
  md: { fontSize: vars.font.sizeMd },
});

export const tone = styleVariants({ brand: { color: vars.color.brand } });

export const align = styleVariants({ center: { textAlign: 'center' } });
