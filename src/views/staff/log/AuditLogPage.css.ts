import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

export const who = style({ display: 'grid', gap: 2 });

export const whoRole = style({ color: vars.color.textMuted, fontSize: vars.font.sizeXs, fontWeight: 700, textTransform: 'uppercase', letterSpacing: '0.04em' });

export const action = style({ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontSize: vars.font.sizeXs });

export const pagination = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm });

export const pageInfo = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.sizeSm });
