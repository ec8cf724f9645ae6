// The grey placeholder of a catalogue card: the card's column of parts as bars, breathing while the catalogue loads.
import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { loading } from '../../styles/ui.css';
import { cardStyle } from './layoutStyles';

export const skeleton = style([...cardStyle(), loading, { display: 'flex', flexDirection: 'column', gap: vars.space.md, minHeight: 380 }]);

const bar = style({ borderRadius: vars.radius.sm, background: vars.color.border });
export const line = style([bar, { height: 14 }]);
export const title = style([bar, { height: 22, width: '70%' }]);
export const price = style([bar, { height: 30, width: '40%' }]);
export const button = style([bar, { marginTop: 'auto', height: 44, borderRadius: vars.radius.md }]);
