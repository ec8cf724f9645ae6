// A column of children with the theme's spacing between them; nothing else gives a page its vertical rhythm.
import { globalStyle, style, styleVariants } from '@vanilla-extract/css';

export const stack = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', alignContent: 'start' });
// Resets at no specificity (`:where`): they undo the browser's margins and bullets, and give way to any class.
globalStyle(`:where(${stack})`, { margin: 0, padding: 0, listStyle: 'none' });
globalStyle(`:where(fieldset${stack})`, { border: 0, minWidth: 0 });

export { gap as space } from './space.css';

export const align = styleVariants({
  stretch: { justifyItems: 'stretch' },
  start: { justifyItems: 'start' },
  // A centred column centres its lines of text too.
  center: { justifyItems: 'center', textAlign: 'center' },
  end: { justifyItems: 'end' },
});
