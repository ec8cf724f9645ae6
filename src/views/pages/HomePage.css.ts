import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

const brandGradient = (angle: string) => `linear-gradient(${angle}, ${vars.color.brand} 0%, ${vars.color.brandDark} 100%)`;
/** Lightest at the top corner of the start side: top left, or top right in right-to-left. */
const brandBackground = { background: brandGradient('135deg'), selectors: { '[dir="rtl"] &': { background: brandGradient('225deg') } } } as const;

export const hero = style({
  ...brandBackground,
  color: vars.color.textOnBrand,
  padding: `${vars.space.xxxl} 0 calc(${vars.space.xxxl} + ${vars.space.xl})`,
});

export const heroInner = style({ display: 'grid', gap: vars.space.lg, maxWidth: 760 });

export const eyebrow = style({
  justifySelf: 'start',
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  background: vars.color.brandDark,
  border: `1px solid ${vars.color.accent}`,
  color: vars.color.accent,
  fontSize: vars.font.sizeSm,
  fontWeight: 700,
  letterSpacing: '0.04em',
});

export const headline = style({
  margin: 0,
  fontSize: `clamp(${vars.font.sizeXl}, 5.5vw, 3.25rem)`,
  lineHeight: 1.12,
  letterSpacing: '-0.02em',
  overflowWrap: 'break-word',
});

export const lead = style({ margin: 0, fontSize: vars.font.sizeLg, color: vars.color.brandSoft, maxWidth: 640 });

export const heroActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md });

export const statsWrap = style({ marginTop: `calc(-1 * ${vars.space.xxxl})` });

export const stats = style({
  listStyle: 'none',
  margin: 0,
  padding: vars.space.lg,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 120px), 1fr))',
  gap: vars.space.lg,
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.raised,
  textAlign: 'center',
});

export const statValue = style({ display: 'block', fontSize: vars.font.sizeXxl, fontWeight: 800, color: vars.color.brand, lineHeight: 1.1 });

export const statLabel = style({ display: 'block', marginTop: vars.space.xs, color: vars.color.textMuted, fontSize: vars.font.sizeSm, fontWeight: 600 });

export const moreLink = style({ display: 'flex', justifyContent: 'center', marginTop: vars.space.xl });

export const featuredGrid = style({ paddingTop: vars.space.md });

export const whySection = style({ background: vars.color.surface, borderTop: `1px solid ${vars.color.border}`, borderBottom: `1px solid ${vars.color.border}` });

export const whyList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 280px), 1fr))',
});

export const whyItem = style({ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: vars.space.md, alignItems: 'start' });

export const whyIcon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 40,
  height: 40,
  borderRadius: vars.radius.md,
  background: vars.color.brandSoft,
  color: vars.color.brand,
});

export const whyTitle = style({ margin: `0 0 ${vars.space.xs}`, fontSize: vars.font.sizeMd });

export const whyText = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.sizeSm });

export const cta = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.md,
  textAlign: 'center',
  padding: `${vars.space.xxl} ${vars.space.lg}`,
  borderRadius: vars.radius.lg,
  ...brandBackground,
  color: vars.color.textOnBrand,
});

export const ctaTitle = style({ margin: 0, fontSize: vars.font.sizeXl });

export const ctaText = style({ margin: 0, color: vars.color.brandSoft, maxWidth: 560 });

export const ctaActions = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: vars.space.md });
