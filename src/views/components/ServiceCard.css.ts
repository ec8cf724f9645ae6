import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { savingBadge } from '../../styles/ui.css';

export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
  padding: vars.space.lg,
  transition: 'box-shadow 150ms ease, transform 150ms ease',
  selectors: { '&:hover': { boxShadow: vars.shadow.raised } },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const popular = style({
  border: `2px solid ${vars.color.accent}`,
  paddingTop: vars.space.xl,
});

export const popularBadge = style({
  position: 'absolute',
  top: 0,
  // Centred on the card's top edge: half the card from the start side, then back by half its own width.
  insetInlineStart: '50%',
  transform: 'translate(-50%, -50%)',
  selectors: { '[dir="rtl"] &': { transform: 'translate(50%, -50%)' } },
  whiteSpace: 'nowrap',
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  background: vars.color.accent,
  color: vars.color.text,
  fontSize: vars.font.sizeXs,
  fontWeight: 800,
  letterSpacing: '0.08em',
});

export const header = style({ display: 'grid', gap: vars.space.xs });

export const category = style({
  justifySelf: 'start',
  padding: `2px ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  background: vars.color.brandSoft,
  color: vars.color.brand,
  fontSize: vars.font.sizeXs,
  fontWeight: 700,
  letterSpacing: '0.03em',
});

export const title = style({ margin: 0, fontSize: vars.font.sizeLg, lineHeight: 1.3, color: vars.color.text, overflowWrap: 'anywhere' });

export const description = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.sizeSm });

export const priceRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: `${vars.space.xs} ${vars.space.sm}` });

export const price = style({ fontSize: vars.font.sizeXl, fontWeight: 800, color: vars.color.brand, lineHeight: 1.1 });

export const originalPrice = style({ color: vars.color.textMuted, fontSize: vars.font.sizeSm });

export const saving = savingBadge;

export const items = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xs, fontSize: vars.font.sizeSm });

export const item = style({ display: 'flex', gap: vars.space.sm, alignItems: 'flex-start', color: vars.color.text });

export const itemIcon = style({ color: vars.color.success, flexShrink: 0, marginTop: 2, display: 'inline-flex' });

export const moreItems = style({ color: vars.color.textMuted, fontStyle: 'italic', paddingInlineStart: 26, selectors: { 'html[lang="ur"] &': { fontStyle: 'normal' } } });

export const footer = style({ marginTop: 'auto', display: 'grid', gap: vars.space.md });

export const duration = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs, color: vars.color.textMuted, fontSize: vars.font.sizeSm });

export const bookButton = style({ width: '100%' });

const shimmer = keyframes({ '0%': { opacity: 0.55 }, '50%': { opacity: 1 }, '100%': { opacity: 0.55 } });

export const skeleton = style([
  card,
  {
    minHeight: 380,
    animation: `${shimmer} 1.4s ease-in-out infinite`,
    '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
  },
]);

export const skeletonLine = style({ height: 14, borderRadius: vars.radius.sm, background: vars.color.border });
export const skeletonTitle = style({ height: 22, width: '70%', borderRadius: vars.radius.sm, background: vars.color.border });
export const skeletonPrice = style({ height: 30, width: '40%', borderRadius: vars.radius.sm, background: vars.color.border });
export const skeletonButton = style({ marginTop: 'auto', height: 44, borderRadius: vars.radius.md, background: vars.color.border });

export const rating = style({ justifySelf: 'start', display: 'inline-flex', alignItems: 'baseline', gap: vars.space.xs, color: vars.color.textMuted, fontSize: vars.font.sizeSm });

export const ratingAverage = style({ fontWeight: 700, color: vars.color.warning });
