import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';

export const shell = style({
  flex: 1,
  display: 'grid',
  placeItems: 'center',
  padding: `${vars.space.xxl} ${vars.space.md}`,
});

export const card = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.md,
  width: '100%',
  maxWidth: 480,
  padding: vars.space.xl,
  textAlign: 'center',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.raised,
});

export const icon = style({ color: vars.color.danger, display: 'inline-flex' });

export const eyebrow = style({
  margin: 0,
  fontSize: vars.font.sizeSm,
  fontWeight: 600,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
  color: vars.color.textMuted,
});

export const title = style({ margin: 0, fontSize: vars.font.sizeXl, color: vars.color.text });

export const detail = style({ margin: 0, color: vars.color.textMuted });
