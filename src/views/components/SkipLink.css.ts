// The skip link: out of sight above the page until the keyboard reaches it, then a tab hanging from the top edge.
import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const link = style({
  position: 'absolute',
  insetInlineStart: vars.space.md,
  top: 0,
  zIndex: 50,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: `0 0 ${vars.radius.md} ${vars.radius.md}`,
  background: vars.color.brand,
  color: vars.color.textOnBrand,
  fontWeight: 700,
  transform: 'translateY(-120%)',
  selectors: { '&:focus, &:focus-visible': { transform: 'translateY(0)' } },
});

/** In the accent colour, which stands out on a dark header (the console's). */
export const onDark = style([link, { background: vars.color.accent, color: vars.color.text }]);
