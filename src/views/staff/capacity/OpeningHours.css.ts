// The week of opening hours: a day's periods one under the other, each two time inputs and its Remove button on a
// row that wraps on a phone.
import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

export const periodRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });
export const timeInput = style({ width: '8.5rem', minHeight: 44 });
