// The checkout: header, the payment panel beside the order summary (stacked on narrow screens).
import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

const stacked = 'screen and (max-width: 900px)';
const narrow = 'screen and (max-width: 480px)';

export const header = style({ marginBottom: vars.space.lg });
export const title = style({ fontSize: vars.font.sizeXl, margin: 0 });
export const subtitle = style({ color: vars.color.textMuted, margin: `${vars.space.xs} 0 0` });

export const columns = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)',
  // The summary comes first in the page: beside the form on wide screens, above it (and its Pay button) on narrow ones.
  gridTemplateAreas: '"panel summary"',
  alignItems: 'start',
  '@media': { [stacked]: { gridTemplateColumns: 'minmax(0, 1fr)', gridTemplateAreas: '"summary" "panel"' } },
});

export const panel = style({
  gridArea: 'panel',
  minWidth: 0,
  display: 'grid',
  gap: vars.space.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
  padding: vars.space.xl,
  '@media': { [narrow]: { padding: `${vars.space.lg} ${vars.space.md}` } },
});

export const fieldset = style({ border: 'none', margin: 0, padding: 0, minWidth: 0, display: 'grid', gap: vars.space.sm });
export const legend = style({ fontWeight: 700, fontSize: vars.font.sizeMd, marginBottom: vars.space.sm, padding: 0 });
export const sectionHeading = style({ fontSize: vars.font.sizeLg, margin: 0, color: vars.color.brand });

export const choiceGrid = style({
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 160px), 1fr))',
});

export const walletGrid = style({
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 120px), 1fr))',
});

/** A radio shown as a card: the native input stays (keyboard, screen readers); the label is the card. */
export const choice = style({
  position: 'relative',
  display: 'grid',
  gap: 2,
  alignContent: 'start',
  minHeight: 44,
  paddingBlock: vars.space.sm,
  paddingInlineStart: 44,
  paddingInlineEnd: vars.space.md,
  border: `2px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  cursor: 'pointer',
  selectors: {
    '&:has(input:checked)': { borderColor: vars.color.brand, background: vars.color.brandSoft },
    '&:has(input:focus-visible)': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});
export const choiceInput = style({ position: 'absolute', insetInlineStart: vars.space.md, top: '50%', transform: 'translateY(-50%)', width: 18, height: 18, margin: 0, accentColor: vars.color.brand });
export const choiceName = style({ fontWeight: 600 });
export const choiceDescription = style({ color: vars.color.textMuted, fontSize: vars.font.sizeSm });

export const form = style({ display: 'grid', gap: vars.space.md, minWidth: 0 });
export const pair = style({
  display: 'grid',
  gap: vars.space.md,
  alignItems: 'start',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  '@media': { [narrow]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});
export const monospace = style({ fontVariantNumeric: 'tabular-nums', letterSpacing: '0.04em' });

export const suffixRow = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
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
  selectors: { '&:hover': { background: vars.color.brandSoft }, '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 } },
});
export const note = style({ margin: 0, padding: vars.space.md, borderRadius: vars.radius.md, background: vars.color.infoSoft, color: vars.color.info, fontSize: vars.font.sizeSm });
export const secureNote = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.sizeSm, textAlign: 'center' });
export const submit = style({ width: '100%' });

export const summary = style({
  gridArea: 'summary',
  minWidth: 0,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
  padding: vars.space.lg,
  display: 'grid',
  gap: vars.space.md,
});
export const summaryList = style({ margin: 0, display: 'grid', gap: vars.space.sm });
export const summaryRow = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.md, minWidth: 0 });
export const summaryLabel = style({ color: vars.color.textMuted, fontSize: vars.font.sizeSm, flexShrink: 0 });
export const summaryValue = style({ margin: 0, textAlign: 'end', fontWeight: 600, overflowWrap: 'anywhere' });
export const divider = style({ border: 'none', borderTop: `1px solid ${vars.color.border}`, margin: 0 });
export const discount = style({ color: vars.color.success });
export const total = style({ fontSize: vars.font.sizeLg, color: vars.color.brand });

export const screen = style({ display: 'grid', justifyItems: 'center', gap: vars.space.md, textAlign: 'center', padding: `${vars.space.xl} 0` });
export const screenTitle = style({ margin: 0, fontSize: vars.font.sizeXl, selectors: { '&:focus': { outline: 'none' } } });
export const screenText = style({ margin: 0, maxWidth: 420, color: vars.color.textMuted });

const badgeBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 64,
  height: 64,
  borderRadius: vars.radius.pill,
  fontSize: vars.font.sizeXl,
  fontWeight: 700,
});
export const screenBadge = styleVariants({
  success: [badgeBase, { background: vars.color.successSoft, color: vars.color.success }],
  error: [badgeBase, { background: vars.color.dangerSoft, color: vars.color.danger }],
  info: [badgeBase, { background: vars.color.infoSoft, color: vars.color.info }],
});

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });
export const spinner = style({
  width: 56,
  height: 56,
  border: `4px solid ${vars.color.brandSoft}`,
  borderTopColor: vars.color.brand,
  borderRadius: vars.radius.pill,
  animation: `${spin} 800ms linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});
