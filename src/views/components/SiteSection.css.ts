// A full-width section of a public page: room above and below, on the page's background or on a white band.
import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { container, section } from '../../styles/ui.css';
import { headingStyle, stackStyle } from './layoutStyles';

export const tone = styleVariants({
  plain: [section],
  surface: [section, { background: vars.color.surface, borderTop: `1px solid ${vars.color.border}`, borderBottom: `1px solid ${vars.color.border}` }],
});

export const inner = style([container, ...stackStyle('sm', 'center')]);

export const heading = style(headingStyle('xl'));

export const lead = style({ margin: 0, maxWidth: 640, color: vars.color.textMuted });

/** What the section holds: its full width, at the start's alignment, a little further from the lead than the lead from the heading. */
export const content = style([...stackStyle('xl'), { justifySelf: 'stretch', textAlign: 'start', paddingTop: vars.space.lg }]);
