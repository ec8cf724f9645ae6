import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const duration = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs, color: vars.color.textMuted, fontSize: vars.font.sizeSm });
