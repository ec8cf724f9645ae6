// The card (the customer app's larger, rounder one) and the panel (the console's): a white surface with a border and
// a soft shadow; its padding from the theme's scale.
import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const surface = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.card,
  minWidth: 0,
});

export const radius = styleVariants({ md: { borderRadius: vars.radius.md }, lg: { borderRadius: vars.radius.lg } });

export const padding = styleVariants({ none: { padding: 0 }, md: { padding: vars.space.md }, lg: { padding: vars.space.lg }, xl: { padding: vars.space.xl } });

/** The console's panel, for a style that builds on it (a table's panel that dissolves on a phone). */
export const panel = style([surface, radius.md, padding.md]);
