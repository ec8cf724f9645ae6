// The wizard's own look: the progress bar of four steps, the choice tiles (services, vehicles), the summary's
// values, the Previous / Next row and the add-vehicle form's frame.
import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { choiceTile } from '../components/choiceTile.css';
import { placeholder } from '../components/placeholder.css';

export const progressButton = style({
  width: '100%',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `${vars.space.sm} ${vars.space.xs}`,
  background: 'transparent',
  border: 'none',
  borderTop: `4px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  cursor: 'pointer',
  textAlign: 'center',
  fontSize: vars.font.sizeSm,
  selectors: {
    '&[aria-current="step"]': { borderTopColor: vars.color.brand, color: vars.color.brand, fontWeight: 700 },
    '&[data-done="true"]': { borderTopColor: vars.color.success, color: vars.color.text },
    '&:disabled': { cursor: 'default' },
  },
});
export const progressNumber = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 28,
  height: 28,
  borderRadius: '50%',
  background: vars.color.brandSoft,
  color: vars.color.brand,
  fontWeight: 700,
  selectors: {
    [`${progressButton}[aria-current="step"] &`]: { background: vars.color.brand, color: vars.color.textOnBrand },
    [`${progressButton}[data-done="true"] &`]: { background: vars.color.successSoft, color: vars.color.success },
  },
});
export const progressName = style({
  '@media': { 'screen and (max-width: 560px)': { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0, 0, 0, 0)', whiteSpace: 'nowrap' } },
});

/** Previous and Next under a rule; they share one row, even at 360 px. */
export const actions = style({ paddingTop: vars.space.lg, borderTop: `1px solid ${vars.color.border}` });
export const actionButton = style({
  '@media': { 'screen and (max-width: 560px)': { flex: '1 1 0', minWidth: 0, paddingInline: vars.space.sm } },
});

/** A choice's list item: its tile fills it, so the tiles of a row are as tall as the tallest. */
export const choiceItem = style({ display: 'flex', minWidth: 0 });
export const choice = style([
  choiceTile,
  { display: 'flex', flexDirection: 'column', alignItems: 'stretch', gap: vars.space.sm, width: '100%', minWidth: 0, padding: vars.space.md, textAlign: 'start' },
]);
export const choiceTitle = style({ fontWeight: 700, fontSize: vars.font.sizeMd, overflowWrap: 'anywhere' });
export const price = style({ fontWeight: 800, color: vars.color.brand, fontSize: vars.font.sizeLg });
export const muted = style({ color: vars.color.textMuted, fontSize: vars.font.sizeSm, display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });
export const itemList = style({ display: 'grid', gap: 2, fontSize: vars.font.sizeSm, color: vars.color.textMuted });

export const skeleton = style([placeholder, { minHeight: 120 }]);

export const vehicleForm = style({ border: `1px solid ${vars.color.border}` });

// One shrinkable column: a long value (an e-mail address) may not widen its box past the summary's.
export const summaryValue = style({ margin: `${vars.space.xs} 0 0`, fontWeight: 600, overflowWrap: 'anywhere', display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 });
export const incompleteTitle = style({ display: 'block', marginBottom: vars.space.xs });
/** The visit's total and length side by side, wrapping on a narrow screen. */
export const visitSummary = style({ display: 'flex', flexWrap: 'wrap', gap: `${vars.space.sm} ${vars.space.xl}`, margin: 0 });
globalStyle(`${visitSummary} dd`, { margin: 0 });
