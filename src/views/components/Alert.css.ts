import { style } from '@vanilla-extract/css';

/** No margin of its own, also as a paragraph: where it stands is its Stack's business. */
export const alert = style({ margin: 0 });
