// The card (the customer app's larger, rounder one) and the panel (the console's): a white surface with a border and
// a soft shadow, or the raised shadow of a card that stands alone on its page; the inset box inside either. Padding
// from the theme's scale, a step tighter on a phone.
import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { below } from '../layout/breakpoints';

export const surface = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.card,
  minWidth: 0,
});

/** A box set into a card or a dialog (a summary's item, a form that opened inside a card): tinted, flat. */
export const inset = style({ background: vars.color.surfaceAlt, minWidth: 0 });

export const raised = style({ boxShadow: vars.shadow.raised });

export const radius = styleVariants({ md: { borderRadius: vars.radius.md }, lg: { borderRadius: vars.radius.lg } });

export const padding = styleVariants({
  none: { padding: 0 },
  md: { padding: vars.space.md },
  lg: { padding: vars.space.lg, '@media': { [below.narrow]: { padding: vars.space.md } } },
  xl: { padding: vars.space.xl, '@media': { [below.narrow]: { padding: `${vars.space.lg} ${vars.space.md}` } } },
});

/** The console's panel, for a style that builds on it (a table's panel that dissolves on a phone). */
export const panel = style([surface, radius.md, padding.md]);
