// The day board: its toolbar (day, view, freshness), the bays grid (a table whose bookings span their slots; hidden at
// 768 px and narrower, where the list shows instead), the list, the search box and its results.
import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

/** At this width and narrower the bays grid gives way to the list. */
const narrow = 'screen and (max-width: 768px)';
const wide = 'screen and (min-width: 768.02px)';

/** On a phone: previous and next side by side, the picker above them. */
const phone = 'screen and (max-width: 480px)';

export const dayNav = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.sm,
  '@media': { [phone]: { display: 'grid', gridTemplateColumns: '1fr 1fr', width: '100%' } },
});
export const dayField = style({ minWidth: 0, '@media': { [phone]: { gridColumn: '1 / -1', gridRow: 1 } } });
export const dayInput = style({ width: 'auto', minWidth: 170 });
export const dayHeading = style({ margin: 0, fontSize: vars.font.sizeLg, flexBasis: '100%' });

export const viewToggle = style({ display: 'inline-flex', gap: 0, '@media': { [narrow]: { display: 'none' } } });
export const viewButton = style({
  minHeight: 44,
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.color.brand}`,
  background: vars.color.surface,
  color: vars.color.brand,
  fontWeight: 600,
  cursor: 'pointer',
  selectors: {
    '&:first-child': { borderRadius: `${vars.radius.md} 0 0 ${vars.radius.md}` },
    '&:last-child': { borderRadius: `0 ${vars.radius.md} ${vars.radius.md} 0`, borderLeft: 0 },
    '&[aria-pressed="true"]': { background: vars.color.brand, color: vars.color.textOnBrand },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2, position: 'relative' },
  },
});

export const freshness = style({ fontSize: vars.font.sizeSm, color: vars.color.textMuted });
export const reconnecting = style({ color: vars.color.warning, fontWeight: 600 });

export const summary = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.sizeSm });

// ---- The bays grid ----

export const gridScroller = style({
  overflowX: 'auto',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card,
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 } },
  '@media': { [narrow]: { display: 'none' } },
});

export const grid = style({ width: '100%', borderCollapse: 'collapse', tableLayout: 'fixed', fontSize: vars.font.sizeSm, minWidth: 640 });
export const caption = style({ textAlign: 'start', padding: `${vars.space.sm} ${vars.space.md}`, fontWeight: 600, color: vars.color.textMuted });
export const timeColumn = style({ width: '6.5rem' });
export const bayHeading = style({
  padding: vars.space.sm,
  textAlign: 'start',
  background: vars.color.surfaceAlt,
  borderBottom: `2px solid ${vars.color.border}`,
  borderLeft: `1px solid ${vars.color.border}`,
  position: 'sticky',
  top: 0,
});
export const slotHeading = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  textAlign: 'start',
  verticalAlign: 'top',
  fontWeight: 600,
  color: vars.color.textMuted,
  whiteSpace: 'nowrap',
  borderTop: `1px solid ${vars.color.border}`,
});
export const freeCell = style({ height: '3.25rem', borderTop: `1px solid ${vars.color.border}`, borderLeft: `1px solid ${vars.color.border}` });
export const bookingCell = style({ padding: 3, verticalAlign: 'top', borderTop: `1px solid ${vars.color.border}`, borderLeft: `1px solid ${vars.color.border}` });

// ---- A booking, in a grid cell or in the list ----

export const booking = style({
  height: '100%',
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  background: vars.color.brandSoft,
  borderLeft: `4px solid ${vars.color.brand}`,
  overflowWrap: 'anywhere',
});
/** A booking in the list: a panel with the grid cell's brand bar. */
export const listBooking = style({ borderLeft: `4px solid ${vars.color.brand}`, overflowWrap: 'anywhere' });
/** Cancelled and no-show bookings: greyed, their slots free again. */
export const dimmed = style({ background: vars.color.surfaceAlt, borderLeftColor: vars.color.border, color: vars.color.textMuted });

export const bookingTime = style({ fontWeight: 700 });
export const customerLink = style({ fontWeight: 700, color: vars.color.brand, selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 1 } } });
export const phoneLink = style({ color: 'inherit' });
export const notes = style({ margin: 0, fontStyle: 'italic' });
export const shortId = style({ fontFamily: 'ui-monospace, monospace', fontSize: vars.font.sizeXs, color: vars.color.textMuted });

// ---- The list ----

export const list = style({ display: 'grid', gap: vars.space.sm, listStyle: 'none', margin: 0, padding: 0 });
/** In bays view the list is what a narrow screen shows instead of the grid. */
export const listOnNarrowOnly = style({ '@media': { [wide]: { display: 'none' } } });
export const offGrid = style({ display: 'grid', gap: vars.space.sm, '@media': { [narrow]: { display: 'none' } } });

// ---- The search box ----

export const searchInput = style({ flex: '1 1 16rem', minWidth: 0 });
// ---- The front desk: free cells to book, blocked bays ----

/** A free slot: the whole cell is the New booking button for its time. */
export const freeCellButton = style({
  display: 'block',
  width: '100%',
  height: '100%',
  minHeight: '3.25rem',
  border: 0,
  background: 'transparent',
  color: vars.color.textMuted,
  fontSize: vars.font.sizeXs,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.brandSoft, color: vars.color.brand },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: -3 },
  },
});
export const freeCellWithButton = style({ padding: 0, borderTop: `1px solid ${vars.color.border}`, borderLeft: `1px solid ${vars.color.border}` });

/** A bay taken out of service: striped, so it never reads as a booking. */
export const block = style({
  display: 'grid',
  gap: 4,
  height: '100%',
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  background: `repeating-linear-gradient(135deg, ${vars.color.surfaceAlt}, ${vars.color.surfaceAlt} 8px, ${vars.color.surface} 8px, ${vars.color.surface} 16px)`,
  border: `1px dashed ${vars.color.border}`,
  borderLeft: `4px solid ${vars.color.textMuted}`,
  overflowWrap: 'anywhere',
});
/** The day's blocks below the grid and in the list, at every width. */
export const offGridAlways = style({ display: 'grid', gap: vars.space.sm });
