import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { control } from '../../styles/ui.css';
import { menuItem, navItem } from './navItem.css';

export const wrapper = style({ position: 'relative' });

export const trigger = style([
  control,
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.sm,
    maxWidth: 220,
    padding: vars.space.xs,
    paddingInlineEnd: vars.space.sm,
    borderRadius: vars.radius.pill,
    fontWeight: 600,
    cursor: 'pointer',
    selectors: { '&:hover, &[aria-expanded="true"]': { background: vars.color.brandSoft, borderColor: vars.color.brand } },
  },
]);

export const avatar = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: 32,
  height: 32,
  borderRadius: '50%',
  background: vars.color.brand,
  color: vars.color.textOnBrand,
  fontSize: vars.font.sizeSm,
  fontWeight: 700,
});

export const name = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const menu = style({
  position: 'absolute',
  insetInlineEnd: 0,
  top: `calc(100% + ${vars.space.sm})`,
  minWidth: 200,
  margin: 0,
  padding: vars.space.xs,
  listStyle: 'none',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.raised,
  selectors: { '&[hidden]': { display: 'none' } },
});

export const item = style([
  menuItem,
  navItem,
  { minHeight: 44, borderRadius: vars.radius.sm, fontWeight: 500, selectors: { '&:focus-visible': { background: vars.color.brandSoft, color: vars.color.brand, outlineOffset: '-3px' } } },
]);

export const dangerItem = style({ color: vars.color.danger, selectors: { '&:hover, &:focus-visible': { background: vars.color.dangerSoft, color: vars.color.danger } } });
