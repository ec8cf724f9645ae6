// A checkbox with its label beside it, the whole label pressable.
import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const checkbox = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.sm, fontSize: vars.font.sizeSm, cursor: 'pointer' });

export const checkboxInput = style({ width: 18, height: 18, accentColor: vars.color.brand, margin: 0 });
