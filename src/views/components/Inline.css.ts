// A wrapping row of children with the theme's spacing between them, and its column form on narrow screens.
import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { below } from '../layout/breakpoints';

export const inline = style({ display: 'flex', flexWrap: 'wrap', minWidth: 0 });

/** Only on a list, whose own margins, padding and bullets would show (see Stack.css). */
export const listReset = style({ margin: 0, padding: 0, listStyle: 'none' });

export const space = styleVariants(vars.space, (gap) => ({ gap }));

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
