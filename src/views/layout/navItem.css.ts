// What the header's links, the mobile menu's and the account menu's items share: a tall, padded, rounded row that
// tints on hover.
import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

/** A navigation link: tinted with the brand on hover. */
export const navItem = style({
  alignItems: 'center',
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  fontWeight: 600,
  textDecoration: 'none',
  selectors: { '&:hover': { color: vars.color.brand, background: vars.color.brandSoft } },
});

/** An item of a menu (a link or a button) across the menu's width, its text at the start. */
export const menuItem = style({
  display: 'flex',
  alignItems: 'center',
  width: '100%',
  padding: `0 ${vars.space.md}`,
  border: 0,
  background: 'transparent',
  textAlign: 'start',
  textDecoration: 'none',
  cursor: 'pointer',
});
