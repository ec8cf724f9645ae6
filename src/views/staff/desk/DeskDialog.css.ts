// What only the desk's dialogs have: the customers a search found, each a row with its Choose button.
import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

export const matches = style({ margin: 0, padding: 0, listStyle: 'none', display: 'grid', gap: vars.space.xs });

export const match = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const who = style({ display: 'grid', gap: 2, minWidth: 0, overflowWrap: 'anywhere' });

export const quiet = style({ color: vars.color.textMuted, fontSize: vars.font.sizeSm });
