// The button's variants: primary, secondary, destructive (solid, to confirm), destructive outline (a destructive
// action shown beside ordinary ones), quiet, accent; and the small size of a table's row actions.
import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  minHeight: 44,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  border: '2px solid transparent',
  fontWeight: 600,
  fontSize: vars.font.sizeMd,
  textDecoration: 'none',
  cursor: 'pointer',
  transition: 'background-color 120ms ease, border-color 120ms ease',
  selectors: { '&:disabled, &[aria-disabled="true"]': { opacity: 0.55, cursor: 'not-allowed' } },
});

export const variant = styleVariants({
  primary: [base, { background: vars.color.brand, color: vars.color.textOnBrand, selectors: { '&:hover:not(:disabled)': { background: vars.color.brandDark } } }],
  accent: [base, { background: vars.color.accent, color: vars.color.text, selectors: { '&:hover:not(:disabled)': { background: '#e0951a' } } }],
  secondary: [base, { background: vars.color.surface, color: vars.color.brand, borderColor: vars.color.brand }],
  quiet: [base, { background: 'transparent', color: vars.color.brand, padding: `${vars.space.sm} ${vars.space.md}` }],
  destructive: [base, { background: vars.color.danger, color: vars.color.textOnBrand }],
  // Red outline and text, so it does not read as a link or a harmless button; its dialog confirms with `destructive`.
  destructiveOutline: [
    base,
    { background: vars.color.surface, color: vars.color.danger, borderColor: vars.color.danger, selectors: { '&:hover:not(:disabled)': { background: vars.color.dangerSoft } } },
  ],
});

export const size = styleVariants({
  standard: {},
  small: { minHeight: 40, padding: `${vars.space.xs} ${vars.space.md}`, fontSize: vars.font.sizeSm },
});

/** As wide as its column: a form's submit, a card's one action. */
export const fullWidth = style({ width: '100%' });
