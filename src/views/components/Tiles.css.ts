// A grid of equal tiles: as many columns as fit, each at least a given width (set by the component as a custom
// property), or a fixed count of columns; one column below a breakpoint. Gaps from the theme's scale.
import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { below } from '../layout/breakpoints';

export const tiles = style({ display: 'grid', minWidth: 0 });
// Resets at no specificity (`:where`): they undo the browser's margins and bullets, and give way to any class.
globalStyle(`:where(${tiles})`, { margin: 0, padding: 0, listStyle: 'none' });

export { gap as space } from './space.css';

/** The custom property a tile's least width is set in (by the component, or by a class composed on the tiles). */
export const minItemWidthProperty = '--tile-min-width';

const track = `minmax(min(100%, var(${minItemWidthProperty})), 1fr)`;

/** `fit` stretches the tiles over the row when there are fewer than fit; `fill` keeps each at a column's width. */
export const repeat = styleVariants({
  fit: { gridTemplateColumns: `repeat(auto-fit, ${track})` },
  fill: { gridTemplateColumns: `repeat(auto-fill, ${track})` },
});

export const columns = styleVariants({
  2: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  3: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  4: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
});

export const alignY = styleVariants({ stretch: {}, start: { alignItems: 'start' }, center: { alignItems: 'center' } });

// Defined after the columns, so it wins at the same specificity.
export const collapseBelow = styleVariants(below, (query) => ({ '@media': { [query]: { gridTemplateColumns: 'minmax(0, 1fr)' } } }));
