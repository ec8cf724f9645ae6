import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { desktop } from './breakpoints';
import { menuItem, navItem } from './navItem.css';

export const panel = style({
  position: 'absolute',
  insetInline: 0,
  top: '100%',
  maxHeight: `calc(100vh - ${vars.layout.headerHeight})`,
  overflowY: 'auto',
  background: vars.color.surface,
  borderTop: `1px solid ${vars.color.border}`,
  borderBottom: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.raised,
  padding: `${vars.space.md} 0 ${vars.space.lg}`,
  selectors: { '&[hidden]': { display: 'none' } },
  '@media': { [desktop]: { display: 'none' } },
});

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xs });

export const link = style([
  navItem,
  {
    display: 'flex',
    minHeight: 48,
    selectors: {
      // The accent bar on the start side: left, or right in right-to-left.
      '&[aria-current="page"]': { background: vars.color.brandSoft, color: vars.color.brand, boxShadow: `inset 4px 0 0 ${vars.color.accent}` },
      '[dir="rtl"] &[aria-current="page"]': { boxShadow: `inset -4px 0 0 ${vars.color.accent}` },
    },
  },
]);

export const divider = style({ height: 1, margin: `${vars.space.md} 0`, background: vars.color.border, border: 0 });

export const account = style({ display: 'grid', gap: vars.space.sm });

export const signedInAs = style({ margin: 0, padding: `0 ${vars.space.md}`, color: vars.color.textMuted, fontSize: vars.font.sizeSm });

export const signedInName = style({ color: vars.color.text, fontWeight: 700 });

export const logout = style([
  menuItem,
  { minHeight: 48, borderRadius: vars.radius.md, color: vars.color.danger, fontWeight: 600, selectors: { '&:hover': { background: vars.color.dangerSoft } } },
]);

export const buttons = style({ display: 'grid', gap: vars.space.sm, marginTop: vars.space.md });
