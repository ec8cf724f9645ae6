import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 2, fontSize: vars.font.sizeSm });
export const item = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.sm, minWidth: 0 });
export const name = style({ overflowWrap: 'anywhere' });
export const price = style({ fontWeight: 700, whiteSpace: 'nowrap' });
