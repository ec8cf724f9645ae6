// My Bookings' own look: the list's bottom room, the error banner, a card's booking number, amount and actions
// row, the rating stars, the reschedule dialog's booking and day, the rating's star buttons, and the cards'
// placeholders while the list loads.
import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { placeholder } from '../components/placeholder.css';
import { below } from '../layout/breakpoints';

/** The booking status badge, under the name the console's booking pages import it by. */
export { status as badge } from '../components/StatusBadge.css';

export const body = style({ paddingBottom: vars.space.xxl });

export const banner = style({
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.danger}`,
  background: vars.color.dangerSoft,
  color: vars.color.danger,
});
export const bannerDetail = style({ color: vars.color.text });

export const bookingNumber = style({ fontFamily: 'ui-monospace, monospace' });

export const amount = style({ fontSize: vars.font.sizeLg, fontWeight: 700, color: vars.color.brand, whiteSpace: 'nowrap' });

export const topEnd = style({ justifyItems: 'end', '@media': { [below.narrow]: { justifyItems: 'start' } } });

/** The vehicle line takes a whole row on a phone so the make and model do not wrap into a narrow column. */
export const factWide = style({ '@media': { [below.narrow]: { gridColumn: '1 / -1' } } });

export const stars = style({ display: 'inline-flex', gap: 2, color: vars.color.accentDark, fontSize: vars.font.sizeLg });
export const starOff = style({ color: vars.color.border });

export const actions = style({ borderTop: `1px solid ${vars.color.border}`, paddingTop: vars.space.md });
/** A link-like button: when it is the only action (a cancelled booking's invoice), its text lines up with the card's. */
export const invoiceLink = style({ selectors: { '&:first-child': { paddingInlineStart: 0 } } });

export const skeletonLine = style([placeholder, { height: 14, borderRadius: vars.radius.sm, background: vars.color.surfaceAlt }]);
export const skeletonWide = style({ width: '60%', height: 20 });
export const skeletonShort = style({ width: '35%' });

/** The booking a reschedule moves, and when it is now. */
export const moving = style({ display: 'grid', gap: 2, overflowWrap: 'anywhere' });
/** The picked day with the way back to the days. */
export const newDay = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: vars.space.sm,
  selectors: { '&:focus': { outline: 'none' }, '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 } },
});
export const newDayText = style({ margin: 0, fontWeight: 700, display: 'grid', gap: 2 });

export const starFieldset = style({ border: 0, padding: 0, margin: 0, display: 'grid', gap: vars.space.sm });
export const starOptions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });
export const starOption = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: 44,
  minHeight: 44,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  fontSize: vars.font.sizeLg,
  color: vars.color.border,
  cursor: 'pointer',
  selectors: { '&:has(input:focus-visible)': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 } },
});
export const starOptionOn = style({ color: vars.color.accentDark });
