// The home page's own look: the hero on the brand's gradient with its pill and headline, the stats card pulled up
// over the hero's end, the figures' size, and each reason beside its tick. The page is part of the first load: it is
// laid out with the kit's compositions rather than its components.
import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { tint } from '../../styles/ui.css';
import * as iconBadge from '../components/IconBadge.css';
import { cardStyle, headingStyle, inlineStyle, stackStyle, textStyle, tilesStyle } from '../components/layoutStyles';

const brandGradient = (angle: string) => `linear-gradient(${angle}, ${vars.color.brand} 0%, ${vars.color.brandDark} 100%)`;

/** Lightest at the top corner of the start side: top left, or top right in right-to-left. */
export const hero = style({
  background: brandGradient('135deg'),
  selectors: { '[dir="rtl"] &': { background: brandGradient('225deg') } },
  color: vars.color.textOnBrand,
  padding: `${vars.space.xxxl} 0 calc(${vars.space.xxxl} + ${vars.space.xl})`,
});

export const heroInner = style([...stackStyle('lg'), { maxWidth: 760 }]);

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

export const actions = style(inlineStyle('md'));

export const statsWrap = style({ marginTop: `calc(-1 * ${vars.space.xxxl})` });

export const stats = style([...tilesStyle('lg', 120), ...cardStyle('lg', true)]);

export const stat = style(stackStyle('xs', 'center'));

export const statLabel = style(textStyle({ size: 'sm', tone: 'muted', weight: 'semibold' }));

export const statValue = style({ fontSize: vars.font.sizeXxl, fontWeight: 800, color: vars.color.brand, lineHeight: 1.1 });

/** The featured cards, and their grey placeholders while the catalogue loads. */
export const cards = style(tilesStyle('lg', 300, 'fill'));

export const moreServices = style(inlineStyle('md', 'center'));

export const reasons = style(tilesStyle('lg', 280));

export const whyItem = style({ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: vars.space.md, alignItems: 'start' });

export const whyTick = style([iconBadge.badge, iconBadge.size.sm, tint.brand]);

export const whyText = style(stackStyle('xs'));

export const whyTitle = style(headingStyle('md'));

export const whyBody = style(textStyle({ size: 'sm', tone: 'muted' }));
