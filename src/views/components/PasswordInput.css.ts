import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const wrapper = style({ position: 'relative', display: 'flex', alignItems: 'center' });

export const input = style({ paddingRight: 52 });

export const toggle = style({
  position: 'absolute',
  right: 4,
  top: '50%',
  transform: 'translateY(-50%)',
  width: 40,
  height: 40,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: {
    '&:hover': { color: vars.color.brand, background: vars.color.brandSoft },
    '&[aria-pressed="true"]': { color: vars.color.brand },
  },
});
