// What only the desk's dialogs have: a customer's name above their phone and e-mail, and a found customer's row with
// its Choose button at the far end.
import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

export const who = style({ display: 'grid', gap: 2, minWidth: 0, overflowWrap: 'anywhere' });

export const quiet = style({ color: vars.color.textMuted, fontSize: vars.font.sizeSm });

