// A wrapping row of children with the theme's spacing between them, and its column form on narrow screens.
import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { below } from '../layout/breakpoints';

export const inline = style({ display: 'flex', flexWrap: 'wrap', minWidth: 0 });
// Resets at no specificity (`:where`): they undo the browser's margins and bullets, and give way to any class.
globalStyle(`:where(${inline})`, { margin: 0, padding: 0, listStyle: 'none' });

export { gap as space } from './space.css';

export const align = styleVariants({
  start: { justifyContent: 'flex-start' },
  center: { justifyContent: 'center' },
  end: { justifyContent: 'flex-end' },
  spaceBetween: { justifyContent: 'space-between' },
});

export const alignY = styleVariants({
  stretch: { alignItems: 'stretch' },
  start: { alignItems: 'flex-start' },
  center: { alignItems: 'center' },
  end: { alignItems: 'flex-end' },
  baseline: { alignItems: 'baseline' },
});

/** Below the breakpoint the children stand one below the other, each the row's full width. */
export const collapseBelow = styleVariants(below, (query) => ({ '@media': { [query]: { flexDirection: 'column', alignItems: 'stretch' } } }));
