// A column of children with the theme's spacing between them; nothing else gives a page its vertical rhythm.
import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const stack = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', alignContent: 'start' });

/** Only on a list or a fieldset, whose own margins, padding and bullets would show: a card's padding given to a stack
 * as its className is then never undone by whichever stylesheet happens to load last. */
export const listReset = style({ margin: 0, padding: 0, border: 0, minWidth: 0, listStyle: 'none' });

export const space = styleVariants(vars.space, (gap) => ({ gap }));

export const align = styleVariants({
  stretch: { justifyItems: 'stretch' },
  start: { justifyItems: 'start' },
  center: { justifyItems: 'center' },
  end: { justifyItems: 'end' },
});
