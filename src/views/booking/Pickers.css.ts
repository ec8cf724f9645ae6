// The day grid and the start-time picker, one look for the wizard and the reschedule dialog.
import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { choiceTile } from '../components/choiceTile.css';
import { placeholder } from '../components/placeholder.css';

export const dateCell = style({ display: 'flex', minWidth: 0 });

export const dateButton = style([
  choiceTile,
  {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: 2,
    width: '100%',
    minWidth: 0,
    padding: `${vars.space.sm} ${vars.space.xs}`,
    textAlign: 'center',
  },
]);
export const dateButtonCompact = style({ padding: `${vars.space.xs} 2px` });
export const dateWeekday = style({ fontSize: vars.font.sizeXs, fontWeight: 700, textTransform: 'uppercase', letterSpacing: '0.05em' });
export const dateDay = style({ fontSize: vars.font.sizeXl, fontWeight: 800, lineHeight: 1.1 });
export const dateDayCompact = style({ fontSize: vars.font.sizeLg });
export const dateMonth = style({ color: vars.color.textMuted, fontSize: vars.font.sizeSm });
export const dateSlots = style({
  fontSize: vars.font.sizeXs,
  color: vars.color.success,
  fontWeight: 600,
  whiteSpace: 'nowrap',
  selectors: { [`${dateButton}:disabled &`]: { color: vars.color.danger, whiteSpace: 'normal' } },
});

export const dateSkeleton = style([placeholder, { minHeight: 96 }]);
export const timeSkeleton = style([placeholder, { minHeight: 48 }]);

// ---- start times ----
export const timeFieldset = style({ border: 0, margin: 0, padding: 0, minWidth: 0, display: 'grid', gap: vars.space.sm });
export const timeLegend = style({ padding: 0, marginBottom: vars.space.sm, fontWeight: 700 });
/** The radio itself is hidden; the face beside it is what is seen and pressed. */
export const timeInput = style({ position: 'absolute', opacity: 0, width: 1, height: 1, margin: 0 });
export const timeOption = style({ position: 'relative', display: 'flex', minWidth: 0 });
export const timeFace = style([
  choiceTile,
  {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    width: '100%',
    minHeight: 48,
    padding: `${vars.space.xs} ${vars.space.sm}`,
    fontWeight: 700,
    whiteSpace: 'nowrap',
    selectors: {
      [`${timeInput}:checked + &`]: { borderColor: vars.color.brand, background: vars.color.brand, color: vars.color.textOnBrand },
      [`${timeInput}:focus-visible + &`]: { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
      [`${timeInput}:disabled + &`]: { cursor: 'not-allowed', borderColor: vars.color.border, background: vars.color.surfaceAlt, color: vars.color.textMuted, fontWeight: 600 },
    },
  },
]);
export const timeTakenNote = style({ fontSize: vars.font.sizeXs, fontWeight: 600, textDecoration: 'none' });
export const timeTakenTime = style({ textDecoration: 'line-through' });

// The review's add-ons: one row each, the checkbox, the name, then its price and minutes at the row's end.
export const addonList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });
export const addonOption = style([
  choiceTile,
  {
    display: 'grid',
    gridTemplateColumns: 'auto minmax(0, 1fr) auto',
    alignItems: 'center',
    gap: vars.space.sm,
    padding: `${vars.space.sm} ${vars.space.md}`,
    cursor: 'pointer',
    selectors: { '&:has(input:checked)': { borderColor: vars.color.brand }, '&:has(input:disabled)': { cursor: 'not-allowed', opacity: 0.6 } },
  },
]);
export const addonInput = style({ width: 20, height: 20, margin: 0, accentColor: vars.color.brand, selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 } } });
export const addonName = style({ fontWeight: 600, overflowWrap: 'anywhere' });
export const addonFacts = style({ display: 'grid', justifyItems: 'end', gap: 2, fontSize: vars.font.sizeSm, fontWeight: 700, color: vars.color.textMuted, whiteSpace: 'nowrap' });
