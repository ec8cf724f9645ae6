// A console table that becomes one card per row on a tablet or a phone (900 px and narrower, where its columns no
// longer fit): each cell then shows its column's name before it (the cell's data-label).
import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';
import { panel as consolePanel } from './consolePage.css';

const phone = 'screen and (max-width: 900px)';

/** The table's card: a panel on wider screens; on a phone the rows are the cards. */
export const panel = style([
  consolePanel,
  {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: vars.space.md,
    minWidth: 0,
    '@media': { [phone]: { background: 'none', border: 0, boxShadow: 'none', padding: 0 } },
  },
]);

export const scroller = style({ width: '100%', overflowX: 'auto' });

export const stackedTable = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.font.sizeSm,
  '@media': { [phone]: { display: 'block' } },
});

export const caption = style({ textAlign: 'start', padding: `0 0 ${vars.space.sm}`, color: vars.color.textMuted, fontSize: vars.font.sizeSm });

export const head = style({ '@media': { [phone]: { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } } });

export { headCell } from './consolePage.css';

export const body = style({ '@media': { [phone]: { display: 'grid', gap: vars.space.sm } } });

export const row = style({
  '@media': {
    [phone]: {
      display: 'grid',
      gap: vars.space.xs,
      padding: vars.space.md,
      background: vars.color.surface,
      border: `1px solid ${vars.color.border}`,
      borderRadius: vars.radius.md,
    },
  },
});

export const cell = style({
  padding: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'top',
  overflowWrap: 'break-word',
  '@media': {
    [phone]: {
      display: 'grid',
      gridTemplateColumns: '7.5rem minmax(0, 1fr)',
      gap: vars.space.sm,
      padding: 0,
      border: 0,
      overflowWrap: 'anywhere',
      selectors: { '&:empty': { display: 'none' } },
    },
  },
});

globalStyle(`${cell}::before`, {
  '@media': { [phone]: { content: 'attr(data-label)', fontWeight: 700, color: vars.color.textMuted } },
});

export const nowrap = style({ whiteSpace: 'nowrap', '@media': { [phone]: { whiteSpace: 'normal' } } });
