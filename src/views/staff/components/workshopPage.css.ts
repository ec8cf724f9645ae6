// What the console's workshop pages (catalogue, capacity, inbox, staff accounts) share beside consolePage.css: a table
// whose rows become labelled cards on a phone, badges, row actions, forms and the refusal's list of bookings.
import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';
import { pageLead } from '../layout/consolePage.css';

const stacked = 'screen and (max-width: 640px)';

export const lead = style([pageLead, { maxWidth: 720 }]);

/** A table's row; on a phone each row is a card and each cell shows its column's name (`data-label`). */
export const row = style({
  '@media': {
    [stacked]: {
      display: 'grid',
      gap: vars.space.xs,
      padding: vars.space.md,
      marginBottom: vars.space.sm,
      background: vars.color.surface,
      border: `1px solid ${vars.color.border}`,
      borderRadius: vars.radius.md,
    },
  },
});

export const stackedCell = style({
  textAlign: 'start',
  '@media': {
    [stacked]: {
      display: 'grid',
      // minmax(0, …): a long email or name wraps inside the card instead of widening the page.
      gridTemplateColumns: 'minmax(7.5rem, 40%) minmax(0, 1fr)',
      gap: vars.space.sm,
      padding: 0,
      border: 0,
      textAlign: 'start',
      overflowWrap: 'anywhere',
    },
  },
});
globalStyle(`${stackedCell}[data-label]::before`, {
  '@media': { [stacked]: { content: 'attr(data-label)', fontWeight: 700, color: vars.color.textMuted } },
});

/** The header row and the body as plain blocks on a phone (the header is read from each cell's label). */
export const stackedHead = style({ '@media': { [stacked]: { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0, 0, 0, 0)' } } });
export const stackedBody = style({ '@media': { [stacked]: { display: 'block' } } });

export const tableWrap = style({ overflowX: 'auto' });

export const rowActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, '@media': { [stacked]: { paddingTop: vars.space.sm } } });

export const smallButton = style({ minHeight: 40, padding: `${vars.space.xs} ${vars.space.md}`, fontSize: vars.font.sizeSm });

export const status = styleVariants({
  on: { background: vars.color.successSoft, color: vars.color.success },
  off: { background: vars.color.surfaceAlt, color: vars.color.textMuted, border: `1px solid ${vars.color.border}` },
  warn: { background: vars.color.warningSoft, color: vars.color.warning },
  info: { background: vars.color.infoSoft, color: vars.color.info },
});

export const note = style({ margin: 0 });

/** A list's filter chip; the pressed one is the filter shown. */
export const filterChip = style({
  minHeight: 40,
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontWeight: 600,
  cursor: 'pointer',
  selectors: { '&[aria-pressed="true"]': { background: vars.color.brand, borderColor: vars.color.brand, color: vars.color.textOnBrand } },
});

export const sectionTitle = style({ margin: `0 0 ${vars.space.md}`, fontSize: vars.font.sizeLg });

/** A form laid out in columns where there is room. */
export const formGrid = style({ display: 'grid', gap: vars.space.md, gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 220px), 1fr))', alignItems: 'start' });
export const wide = style({ gridColumn: '1 / -1' });
export const formActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });

export const checkboxRow = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, minHeight: 44, fontWeight: 600 });
export const checkbox = style({ width: 20, height: 20, accentColor: vars.color.brand });

export const textarea = style({ minHeight: 96, resize: 'vertical' });

export const refusalList = style({ margin: `${vars.space.sm} 0 0`, paddingInlineStart: vars.space.lg });
export const refusalHeading = style({ margin: `${vars.space.sm} 0 0`, fontWeight: 700 });
