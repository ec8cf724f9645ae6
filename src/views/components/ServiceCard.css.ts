// A catalogue card's own look: its column with the action at the foot, the lift on hover, the most popular one's
// accent border and badge, the price and the rating.
import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  transition: 'box-shadow 150ms ease, transform 150ms ease',
  selectors: { '&:hover': { boxShadow: vars.shadow.raised } },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const popular = style({ border: `2px solid ${vars.color.accent}`, paddingTop: vars.space.xl });

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

export const title = style({ lineHeight: 1.3, overflowWrap: 'anywhere' });

export const price = style({ fontSize: vars.font.sizeXl, fontWeight: 800, color: vars.color.brand, lineHeight: 1.1 });

export const moreItems = style({ color: vars.color.textMuted, fontStyle: 'italic', selectors: { 'html[lang="ur"] &': { fontStyle: 'normal' } } });

/** The duration and the Book button stay at the card's foot, however long its description. */
export const footer = style({ marginTop: 'auto' });

export const rating = style({ justifySelf: 'start', display: 'inline-flex', alignItems: 'baseline', gap: vars.space.xs, color: vars.color.textMuted, fontSize: vars.font.sizeSm });

export const ratingAverage = style({ fontWeight: 700, color: vars.color.warning });
