import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { choiceTile } from '../../styles/ui.css';

export const header = style({ marginBottom: vars.space.lg });
export const title = style({ fontSize: vars.font.sizeXl, margin: 0 });
export const lead = style({ color: vars.color.textMuted, margin: `${vars.space.xs} 0 0` });

export const progress = style({ marginBottom: vars.space.lg });
export const progressList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
  gap: vars.space.sm,
});
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
export const stepCount = style({ margin: `${vars.space.sm} 0 0`, color: vars.color.textMuted, fontSize: vars.font.sizeSm, textAlign: 'center' });

export const panel = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
  padding: vars.space.lg,
  '@media': { 'screen and (max-width: 560px)': { padding: vars.space.md } },
});
export const stepHeading = style({ fontSize: vars.font.sizeLg, margin: 0, selectors: { '&:focus': { outline: 'none' }, '&:focus-visible': { outline: `3px solid ${vars.color.focus}` } } });
export const stepLead = style({ color: vars.color.textMuted, margin: `${vars.space.xs} 0 ${vars.space.lg}` });

export const actions = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.md,
  marginTop: vars.space.lg,
  paddingTop: vars.space.lg,
  borderTop: `1px solid ${vars.color.border}`,
});
export const actionEnd = style({ marginInlineStart: 'auto' });

export const choiceGrid = style({ display: 'grid', gap: vars.space.md, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 260px), 1fr))' });
export const choice = style([
  choiceTile,
  { display: 'flex', flexDirection: 'column', alignItems: 'stretch', gap: vars.space.sm, width: '100%', minWidth: 0, padding: vars.space.md, textAlign: 'start' },
]);
export const choiceTitle = style({ fontWeight: 700, fontSize: vars.font.sizeMd, overflowWrap: 'anywhere' });
export const choiceRow = style({ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: vars.space.sm, flexWrap: 'wrap' });
export const price = style({ fontWeight: 800, color: vars.color.brand, fontSize: vars.font.sizeLg });
export const muted = style({ color: vars.color.textMuted, fontSize: vars.font.sizeSm, display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });
export const itemList = style({ display: 'grid', gap: 2, fontSize: vars.font.sizeSm, color: vars.color.textMuted });
export const selectedBadge = style({
  alignSelf: 'flex-start',
  padding: `2px ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  background: vars.color.brand,
  color: vars.color.textOnBrand,
  fontSize: vars.font.sizeXs,
  fontWeight: 700,
});
export const defaultBadge = style([selectedBadge, { background: vars.color.successSoft, color: vars.color.success }]);

const shimmer = keyframes({ '0%': { opacity: 0.55 }, '50%': { opacity: 1 }, '100%': { opacity: 0.55 } });
export const skeleton = style({
  minHeight: 120,
  borderRadius: vars.radius.md,
  background: vars.color.border,
  animation: `${shimmer} 1.4s ease-in-out infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const vehicleActions = style({ marginTop: vars.space.lg });
export const vehicleForm = style({
  marginTop: vars.space.lg,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceAlt,
  '@media': { 'screen and (max-width: 560px)': { padding: vars.space.md } },
});
export const formTitle = style({ fontSize: vars.font.sizeMd, margin: `0 0 ${vars.space.md}` });
export const formGrid = style({ display: 'grid', gap: vars.space.md, gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 200px), 1fr))' });
export const formActions = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap', marginTop: vars.space.md });

export const summary = style({ display: 'grid', gap: vars.space.md, gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 240px), 1fr))', margin: 0 });
export const summaryItem = style({ padding: vars.space.md, borderRadius: vars.radius.md, background: vars.color.surfaceAlt, minWidth: 0 });
export const summaryTerm = style({ fontSize: vars.font.sizeXs, fontWeight: 700, textTransform: 'uppercase', letterSpacing: '0.05em', color: vars.color.textMuted });
// One shrinkable column: a long value (an e-mail address) may not widen its box past the summary's.
export const summaryValue = style({ margin: `${vars.space.xs} 0 0`, fontWeight: 600, overflowWrap: 'anywhere', display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 });
/** A secondary line of a summary value (the customer's e-mail address). */
export const summaryNote = style({ minWidth: 0, color: vars.color.textMuted, fontSize: vars.font.sizeSm });
export const notes = style({ marginTop: vars.space.lg });
export const textarea = style({ minHeight: 110, resize: 'vertical' });
export const timeChoice = style({ marginBottom: vars.space.lg });
export const paymentNote = style({ marginTop: vars.space.lg });
export const incomplete = style({ marginBottom: vars.space.lg });
export const incompleteTitle = style({ display: 'block', marginBottom: vars.space.xs });
export const plainList = style([choiceGrid, { listStyle: 'none', margin: 0, padding: 0 }]);
export const listItem = style({ display: 'flex', minWidth: 0 });
export const formError = style({ marginTop: vars.space.md, marginBottom: 0 });
/** Previous and Next share one row, even at 360 px. */
export const actionButton = style({
  '@media': { 'screen and (max-width: 560px)': { flex: '1 1 0', minWidth: 0, paddingInline: vars.space.sm } },
});
export const notice = style({ marginBottom: vars.space.lg });
