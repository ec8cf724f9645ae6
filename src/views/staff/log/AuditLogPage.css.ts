// An entry's who (the name above the role) and action (as the code names it), and the page count below the log.
import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

export const who = style({ display: 'grid', gap: 2 });

export const whoRole = style({ color: vars.color.textMuted, fontSize: vars.font.sizeXs, fontWeight: 700, textTransform: 'uppercase', letterSpacing: '0.04em' });

export const action = style({ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontSize: vars.font.sizeXs });

export const pageInfo = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.sizeSm });
