// A choice shown as a pressable tile: the wizard's services and vehicles, the days and start times, the payment methods.
import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

/** Outlined, brand border on hover, brand-tinted when chosen (`aria-pressed="true"`), greyed when disabled; its layout is the caller's. */
export const choiceTile = style({
  background: vars.color.surface,
  color: vars.color.text,
  border: `2px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  cursor: 'pointer',
  transition: 'border-color 120ms ease, background-color 120ms ease',
  selectors: {
    '&:hover:not(:disabled)': { borderColor: vars.color.brand },
    '&[aria-pressed="true"]': { borderColor: vars.color.brand, background: vars.color.brandSoft },
    '&:disabled': { cursor: 'not-allowed', background: vars.color.surfaceAlt, color: vars.color.textMuted },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});
