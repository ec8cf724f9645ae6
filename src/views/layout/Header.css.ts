import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { desktop, mobile, narrow } from './breakpoints';
import { navItem } from './navItem.css';

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: 20,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.card,
});

export const bar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  minHeight: vars.layout.headerHeight,
});

export const brand = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: 44,
  color: vars.color.brand,
  fontWeight: 800,
  fontSize: vars.font.sizeLg,
  letterSpacing: '-0.01em',
  textDecoration: 'none',
  whiteSpace: 'nowrap',
});

export const brandMark = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 34,
  height: 34,
  borderRadius: vars.radius.md,
  background: vars.color.brand,
  color: vars.color.accent,
});

export const nav = style({
  display: 'none',
  '@media': { [desktop]: { display: 'block', marginInlineStart: vars.space.lg } },
});

export const navList = style({ display: 'flex', gap: vars.space.xs, listStyle: 'none', margin: 0, padding: 0 });

export const navLink = style([
  navItem,
  { display: 'inline-flex', minHeight: 44, selectors: { '&[aria-current="page"]': { color: vars.color.brand, boxShadow: `inset 0 -3px 0 ${vars.color.accent}` } } },
]);

export const actions = style({ marginInlineStart: 'auto', display: 'flex', alignItems: 'center', gap: vars.space.sm });

export const bookButton = style({
  '@media': {
    [mobile]: { padding: `${vars.space.sm} ${vars.space.md}` },
    [narrow]: { display: 'none' },
  },
});

export const desktopOnly = style({ display: 'none', '@media': { [desktop]: { display: 'flex', alignItems: 'center' } } });

export const authPlaceholder = style({ display: 'inline-block', width: 140, height: 44 });

export const menuToggle = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 44,
  height: 44,
  padding: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.brand,
  cursor: 'pointer',
  '@media': { [desktop]: { display: 'none' } },
});
