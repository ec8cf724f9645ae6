// A list whose points each start with a green tick, the tick centred on the first line of its point.
import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const size = styleVariants({ sm: { fontSize: vars.font.sizeSm }, md: {} });

export const item = style({ display: 'flex', gap: vars.space.sm, alignItems: 'flex-start' });

// The line icon is 18 px high; half of what the line has beyond it puts it on the line's middle.
export const tick = style({ display: 'inline-flex', flexShrink: 0, paddingTop: 'calc((1lh - 18px) / 2)', color: vars.color.success });

/** A line of the list without a tick ("+ 2 more"), its text where the points' text starts. */
export const untickedItem = style({ paddingInlineStart: `calc(18px + ${vars.space.sm})` });
