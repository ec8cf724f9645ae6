import { globalStyle, style } from '@vanilla-extract/css';

export const alert = style({});
// No margin of its own, also as a paragraph, at no specificity (`:where`): a class that places the alert wins.
globalStyle(`:where(${alert})`, { margin: 0 });
