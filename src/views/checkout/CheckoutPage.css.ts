// The checkout's own layout and controls: the payment panel beside the order summary (the summary first on narrow
// screens), the radio cards of the methods and wallets, the UPI suffix pills, and the summary's rows.
import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { choiceTile } from '../components/choiceTile.css';
import { below } from '../layout/breakpoints';

export const columns = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)',
  // The summary comes first in the page: beside the form on wide screens, above it (and its Pay button) on narrow ones.
  gridTemplateAreas: '"panel summary"',
  alignItems: 'start',
  '@media': { [below.tablet]: { gridTemplateColumns: 'minmax(0, 1fr)', gridTemplateAreas: '"summary" "panel"' } },
});
export const panel = style({ gridArea: 'panel' });
export const summary = style({ gridArea: 'summary' });

export const fieldset = style({ border: 'none', margin: 0, padding: 0, minWidth: 0 });
export const legend = style({ fontWeight: 700, fontSize: vars.font.sizeMd, marginBottom: vars.space.sm, padding: 0 });
/** A legend that is the form's heading. */
export const headingLegend = style({ padding: 0 });

/** A radio shown as a card: the native input stays (keyboard, screen readers); the label is the card. */
export const choice = style([
  choiceTile,
  {
    position: 'relative',
    display: 'grid',
    gap: 2,
    alignContent: 'start',
    minHeight: 44,
    paddingBlock: vars.space.sm,
    paddingInlineStart: 44,
    paddingInlineEnd: vars.space.md,
    selectors: {
      '&:has(input:checked)': { borderColor: vars.color.brand, background: vars.color.brandSoft },
      '&:has(input:focus-visible)': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
    },
  },
]);
export const choiceInput = style({ position: 'absolute', insetInlineStart: vars.space.md, top: '50%', transform: 'translateY(-50%)', width: 18, height: 18, margin: 0, accentColor: vars.color.brand });
export const choiceName = style({ fontWeight: 600 });
export const choiceDescription = style({ color: vars.color.textMuted, fontSize: vars.font.sizeSm });

export const monospace = style({ fontVariantNumeric: 'tabular-nums', letterSpacing: '0.04em' });

export const suffixButton = style({
  minHeight: 44,
  padding: `${vars.space.xs} ${vars.space.md}`,
  border: `1px solid ${vars.color.brand}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  color: vars.color.brand,
  fontWeight: 600,
  fontSize: vars.font.sizeSm,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.brandSoft } },
});
export const note = style({ fontSize: vars.font.sizeSm });

export const summaryList = style({ margin: 0, display: 'grid', gap: vars.space.sm });
export const summaryRow = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.md, minWidth: 0 });
export const summaryLabel = style({ color: vars.color.textMuted, fontSize: vars.font.sizeSm, flexShrink: 0 });
export const summaryValue = style({ margin: 0, textAlign: 'end', fontWeight: 600, overflowWrap: 'anywhere' });
export const divider = style({ border: 'none', borderTop: `1px solid ${vars.color.border}`, margin: 0 });
export const discount = style({ color: vars.color.success });
export const total = style({ fontSize: vars.font.sizeLg, color: vars.color.brand });
