import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

export const passwordRow = style({ display: 'grid', gap: vars.space.xs });
export const passwordBox = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
export const passwordInput = style({ flex: '1 1 12rem', fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontSize: vars.font.sizeLg, letterSpacing: '0.04em' });
