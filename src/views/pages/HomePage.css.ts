// The home page's own look: the hero on the brand's gradient with its pill and headline, the stats card pulled up
// over the hero's end, the figures' size, and each reason beside its tick.
import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

const brandGradient = (angle: string) => `linear-gradient(${angle}, ${vars.color.brand} 0%, ${vars.color.brandDark} 100%)`;

/** Lightest at the top corner of the start side: top left, or top right in right-to-left. */
export const hero = style({
  background: brandGradient('135deg'),
  selectors: { '[dir="rtl"] &': { background: brandGradient('225deg') } },
  color: vars.color.textOnBrand,
  padding: `${vars.space.xxxl} 0 calc(${vars.space.xxxl} + ${vars.space.xl})`,
});

export const heroInner = style({ maxWidth: 760 });

export const eyebrow = style({
  justifySelf: 'start',
  margin: 0,
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

export const statsWrap = style({ marginTop: `calc(-1 * ${vars.space.xxxl})` });

export const statValue = style({ fontSize: vars.font.sizeXxl, fontWeight: 800, color: vars.color.brand, lineHeight: 1.1 });

export const whyItem = style({ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: vars.space.md, alignItems: 'start' });
