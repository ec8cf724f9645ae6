import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const group = style({
  display: 'inline-flex',
  padding: 2,
  gap: 2,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
});

export const option = style({
  minHeight: 40,
  minWidth: 44,
  padding: `0 ${vars.space.sm}`,
  border: 0,
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontWeight: 600,
  lineHeight: 1,
  cursor: 'pointer',
  selectors: {
    '&:hover': { color: vars.color.brand, background: vars.color.brandSoft },
    '&[aria-pressed="true"]': { background: vars.color.brand, color: vars.color.surface, cursor: 'default' },
    '&:focus-visible': { outline: `3px solid ${vars.color.accent}`, outlineOffset: 1 },
  },
});

/** Urdu in its own script, large enough to read beside Latin letters. */
export const urduName = style({ fontSize: '1.05em' });
