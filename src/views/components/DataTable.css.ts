// The console's data table: column headings, rows and cells on a wide screen; below its breakpoint a list of cards,
// one per row, each cell giving its column's name first (its `data-label`).
import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { below } from '../layout/breakpoints';

/** The breakpoints a table turns into a list at; `always` for a table in a narrow column (a side panel); `never` for
 * a table of a few short columns that fits a phone as it is. */
const LIST_BELOW = { small: below.small, tablet: below.tablet, always: 'all', never: 'not all' } as const;
export type ListBelow = keyof typeof LIST_BELOW;

export const scroller = style({ width: '100%', overflowX: 'auto' });

export const table = styleVariants(LIST_BELOW, (query) => ({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.font.sizeSm,
  '@media': { [query]: { display: 'block' } },
}));

export const caption = style({ textAlign: 'start', padding: `0 0 ${vars.space.sm}`, color: vars.color.textMuted, fontSize: vars.font.sizeSm });

/** On the list the headings are read from each cell's label; they stay for assistive technology. */
export const head = styleVariants(LIST_BELOW, (query) => ({
  '@media': { [query]: { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0, 0, 0, 0)', whiteSpace: 'nowrap' } },
}));

export const headCell = style({
  textAlign: 'start',
  padding: vars.space.sm,
  borderBottom: `2px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontWeight: 700,
  whiteSpace: 'nowrap',
});

export const sortButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: 32,
  padding: 0,
  border: 0,
  background: 'none',
  color: 'inherit',
  font: 'inherit',
  cursor: 'pointer',
  selectors: { '&:hover': { color: vars.color.brand } },
});

export const body = styleVariants(LIST_BELOW, (query) => ({ '@media': { [query]: { display: 'grid', gap: vars.space.sm } } }));

export const row = styleVariants(LIST_BELOW, (query) => ({
  '@media': {
    [query]: {
      display: 'grid',
      gap: vars.space.xs,
      padding: vars.space.md,
      background: vars.color.surface,
      border: `1px solid ${vars.color.border}`,
      borderRadius: vars.radius.md,
    },
  },
}));

export const cell = styleVariants(LIST_BELOW, (query) => ({
  textAlign: 'start',
  padding: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'top',
  overflowWrap: 'break-word',
  '@media': {
    [query]: {
      display: 'grid',
      // minmax(0, …): a long email or name wraps inside the card instead of widening the page.
      gridTemplateColumns: 'minmax(7.5rem, 40%) minmax(0, 1fr)',
      gap: vars.space.sm,
      padding: 0,
      border: 0,
      overflowWrap: 'anywhere',
      selectors: {
        '&:empty': { display: 'none' },
        // A cell without a label (a row's buttons) takes the card's whole width, a little apart from the fields.
        '&:not([data-label])': { gridTemplateColumns: 'minmax(0, 1fr)', paddingTop: vars.space.sm },
      },
    },
  },
}));

for (const listBelow of Object.keys(LIST_BELOW) as ListBelow[]) {
  globalStyle(`${cell[listBelow]}[data-label]::before`, {
    '@media': { [LIST_BELOW[listBelow]]: { content: 'attr(data-label)', fontWeight: 700, color: vars.color.textMuted } },
  });
}

/** The one cell of the loading or the empty row. */
export const message = style({ padding: vars.space.md, color: vars.color.textMuted, textAlign: 'center' });

/** A date or a time that should not break on a wide screen. */
export const nowrap = style({ whiteSpace: 'nowrap', '@media': { [below.tablet]: { whiteSpace: 'normal' } } });
