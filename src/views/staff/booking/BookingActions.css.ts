// A booking's action buttons (compact, so a bays grid cell holds them) and the payment dialog's method tiles.
import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

const actionBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: 36,
  padding: `2px ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  border: '1px solid',
  fontSize: vars.font.sizeSm,
  fontWeight: 600,
  cursor: 'pointer',
  background: vars.color.surface,
  selectors: {
    '&[aria-disabled="true"]': { opacity: 0.6, cursor: 'progress' },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 1 },
  },
});

export const actionButton = styleVariants({
  forward: [actionBase, { color: vars.color.brand, borderColor: vars.color.brand, selectors: { '&:hover:not([aria-disabled="true"])': { background: vars.color.brandSoft } } }],
  danger: [actionBase, { color: vars.color.danger, borderColor: vars.color.danger, selectors: { '&:hover:not([aria-disabled="true"])': { background: vars.color.dangerSoft } } }],
});

export const legend = style({ fontWeight: 600, fontSize: vars.font.sizeSm, marginBottom: vars.space.xs, padding: 0 });
export const methodOption = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: 44,
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  cursor: 'pointer',
  selectors: { '&:has(input:checked)': { borderColor: vars.color.brand, background: vars.color.brandSoft } },
});
