import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { badge as badgeRecipe } from '../../styles/ui.css';

export const hero = style({
  background: `linear-gradient(135deg, ${vars.color.brand}, ${vars.color.brandDark})`,
  color: vars.color.textOnBrand,
  padding: `${vars.space.xl} 0`,
  marginBottom: vars.space.lg,
  selectors: { '[dir="rtl"] &': { background: `linear-gradient(225deg, ${vars.color.brand}, ${vars.color.brandDark})` } },
});

export const heroInner = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const title = style({ margin: 0, fontSize: vars.font.sizeXxl, lineHeight: 1.15, '@media': { '(max-width: 480px)': { fontSize: vars.font.sizeXl } } });
export const welcome = style({ margin: `${vars.space.xs} 0 0`, fontSize: vars.font.sizeLg, fontWeight: 600 });
export const lead = style({ margin: `${vars.space.xs} 0 0`, opacity: 0.9 });

export const body = style({ paddingBottom: vars.space.xxl, display: 'grid', gap: vars.space.lg });

export const filters = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, '@media': { '(max-width: 480px)': { columnGap: vars.space.xs } } });

export const chip = style({
  minHeight: 40,
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontWeight: 600,
  fontSize: vars.font.sizeSm,
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': { background: vars.color.brand, borderColor: vars.color.brand, color: vars.color.textOnBrand },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
  // seven chips: smaller on a phone, so they take three rows instead of four
  '@media': { '(max-width: 480px)': { paddingInline: 12, fontSize: vars.font.sizeXs } },
});

export const list = style({ display: 'grid', gap: vars.space.md, listStyle: 'none', margin: 0, padding: 0 });

export const card = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
  padding: vars.space.lg,
  display: 'grid',
  gap: vars.space.md,
  minWidth: 0,
  '@media': { '(max-width: 480px)': { padding: vars.space.md } },
});

export const cardTop = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', alignItems: 'flex-start', gap: vars.space.sm });

export const serviceName = style({ margin: 0, fontSize: vars.font.sizeLg, overflowWrap: 'anywhere' });

export const bookingNumber = style({ margin: `${vars.space.xs} 0 0`, color: vars.color.textMuted, fontSize: vars.font.sizeSm, fontFamily: 'ui-monospace, monospace' });

export const amount = style({ fontSize: vars.font.sizeLg, fontWeight: 700, color: vars.color.brand, whiteSpace: 'nowrap' });

export const paymentNote = style({ fontSize: vars.font.sizeSm, color: vars.color.textMuted });

export const topEnd = style({ display: 'grid', justifyItems: 'end', gap: vars.space.xs, '@media': { '(max-width: 480px)': { justifyItems: 'start' } } });

const badgeBase = badgeRecipe;

export const badge = styleVariants({
  pending: [badgeBase, { background: vars.color.warningSoft, color: vars.color.warning }],
  rescheduled: [badgeBase, { background: vars.color.violetSoft, color: vars.color.violet }],
  confirmed: [badgeBase, { background: vars.color.infoSoft, color: vars.color.info }],
  progress: [badgeBase, { background: vars.color.brandSoft, color: vars.color.brand }],
  completed: [badgeBase, { background: vars.color.successSoft, color: vars.color.success }],
  cancelled: [badgeBase, { background: vars.color.dangerSoft, color: vars.color.danger }],
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 130px), 1fr))',
  gap: vars.space.md,
  margin: 0,
});

export const fact = style({ display: 'grid', gap: 2, minWidth: 0, alignContent: 'start' });
/** The vehicle line takes a whole row on a phone so the make and model do not wrap into a narrow column. */
export const factWide = style({ '@media': { '(max-width: 480px)': { gridColumn: '1 / -1' } } });
export const factLabel = style({ fontSize: vars.font.sizeXs, fontWeight: 700, textTransform: 'uppercase', letterSpacing: '0.04em', color: vars.color.textMuted });
export const factValue = style({ margin: 0, overflowWrap: 'anywhere' });

export const stars = style({ display: 'inline-flex', gap: 2, color: vars.color.accentDark, fontSize: vars.font.sizeLg });
export const starOff = style({ color: vars.color.border });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, borderTop: `1px solid ${vars.color.border}`, paddingTop: vars.space.md });
/** A link-like button: when it is the only action (a cancelled booking's invoice), its text lines up with the card's. */
export const invoiceLink = style({ selectors: { '&:first-child': { paddingInlineStart: 0 } } });

export const footer = style({ display: 'flex', justifyContent: 'center' });

const pulse = keyframes({ '50%': { opacity: 0.5 } });
export const skeletonLine = style({
  height: 14,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceAlt,
  animation: `${pulse} 1.4s ease-in-out infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});
export const skeletonWide = style({ width: '60%', height: 20 });
export const skeletonShort = style({ width: '35%' });

export const banner = style({
  display: 'grid',
  gap: vars.space.sm,
  justifyItems: 'start',
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.danger}`,
  background: vars.color.dangerSoft,
  color: vars.color.danger,
});
export const bannerTitle = style({ margin: 0, fontSize: vars.font.sizeLg });
export const bannerDetail = style({ margin: 0, color: vars.color.text });

/** The booking a reschedule moves, and when it is now. */
export const moving = style({
  display: 'grid',
  gap: 2,
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceAlt,
  overflowWrap: 'anywhere',
});
export const movingLabel = style({ fontSize: vars.font.sizeXs, fontWeight: 700, textTransform: 'uppercase', letterSpacing: '0.04em', color: vars.color.textMuted });
export const movingService = style({ fontWeight: 700 });
export const movingDetail = style({ fontSize: vars.font.sizeSm, color: vars.color.textMuted });
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
export const textarea = style({ minHeight: 96, resize: 'vertical' });
