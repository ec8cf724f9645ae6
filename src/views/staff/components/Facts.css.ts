// A record's facts in as many columns as fit: the label small and muted above its value, long values wrapping.
import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

export const facts = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 200px), 1fr))', gap: vars.space.md, margin: 0 });
export const fact = style({ display: 'grid', gap: 2, minWidth: 0, alignContent: 'start' });
export const label = style({ fontSize: vars.font.sizeXs, fontWeight: 700, textTransform: 'uppercase', letterSpacing: '0.04em', color: vars.color.textMuted });
export const value = style({ margin: 0, overflowWrap: 'anywhere', display: 'grid', gap: 2 });
