import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const shell = style({ flex: 1, display: 'grid', placeItems: 'center', padding: `${vars.space.xxl} 0` });

export const card = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.md,
  width: '100%',
  maxWidth: 560,
  margin: '0 auto',
  padding: `${vars.space.xxl} ${vars.space.lg}`,
  textAlign: 'center',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
});

export const icon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 64,
  height: 64,
  borderRadius: '50%',
  background: vars.color.brandSoft,
  color: vars.color.brand,
});

export const title = style({ margin: 0, fontSize: vars.font.sizeXl, color: vars.color.brand });

export const text = style({ margin: 0, color: vars.color.textMuted });
