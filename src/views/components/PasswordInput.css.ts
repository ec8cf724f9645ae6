import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const wrapper = style({ position: 'relative', display: 'flex', alignItems: 'center' });

// The input is always left-to-right (dir="ltr") while the toggle sits on the page's end side, so in a right-to-left
// page the room for it is on the input's left.
export const input = style({ paddingInlineEnd: 52, selectors: { '[dir="rtl"] &': { paddingInlineStart: 52, paddingInlineEnd: vars.space.md } } });

export const toggle = style({
  position: 'absolute',
  insetInlineEnd: 4,
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
