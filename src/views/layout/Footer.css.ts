// The footer's look on the brand's dark blue: its columns' room, headings, links and contact lines, and the bottom row.
// Part of the first load: laid out with the kit's compositions rather than its components.
import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { inlineStyle, tilesStyle } from '../components/layoutStyles';

export const footer = style({ marginTop: 'auto', background: vars.color.brandDark, color: vars.color.textOnBrand });

export const columns = style([...tilesStyle('xl', 200), { padding: `${vars.space.xxl} 0 ${vars.space.xl}` }]);

export const brand = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.sm, fontSize: vars.font.sizeLg, fontWeight: 800, marginBottom: vars.space.sm });

export const brandMark = style({ color: vars.color.accent, display: 'inline-flex' });

export const tagline = style({ margin: 0, color: vars.color.brandSoft, fontSize: vars.font.sizeSm, maxWidth: 320 });

export const heading = style({
  margin: `0 0 ${vars.space.md}`,
  fontSize: vars.font.sizeSm,
  fontWeight: 700,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  color: vars.color.accent,
});

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xs });

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: 32,
  color: vars.color.textOnBrand,
  textDecoration: 'none',
  overflowWrap: 'anywhere',
  selectors: { '&:hover': { textDecoration: 'underline', color: vars.color.accent } },
});

export const contactItem = style({ display: 'flex', gap: vars.space.sm, alignItems: 'flex-start', color: vars.color.textOnBrand, fontSize: vars.font.sizeSm, minWidth: 0 });

export const contactIcon = style({ color: vars.color.accent, flexShrink: 0, marginTop: 3, display: 'inline-flex' });

export const address = style({ fontStyle: 'normal', display: 'grid', gap: vars.space.sm });

export const bottom = style([
  ...inlineStyle('md', 'spaceBetween'),
  { padding: `${vars.space.lg} 0`, borderTop: `1px solid rgba(255, 255, 255, 0.18)`, fontSize: vars.font.sizeSm },
]);

export const copyright = style({ margin: 0, color: vars.color.brandSoft });

export const policies = style({ display: 'flex', flexWrap: 'wrap', gap: `${vars.space.xs} ${vars.space.lg}`, listStyle: 'none', margin: 0, padding: 0 });
