// The week of opening hours: a day's periods one under the other, each two time inputs side by side (down to a
// phone's card) and its Remove button, which wraps below them when the row is full.
import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

export const periodRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });
export const timeInput = style({ flex: '1 1 0', minWidth: '6.75rem', maxWidth: '9rem', minHeight: 44, paddingInline: vars.space.sm });
