import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

/** The refusal takes the keyboard: a ring shows where it is. */
export const refusal = style({ margin: 0, selectors: { '&:focus': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 } } });

export const subject = style({
  display: 'grid',
  gap: 2,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceAlt,
  fontSize: vars.font.sizeSm,
});
export const subjectTitle = style({ fontWeight: 700, fontSize: vars.font.sizeMd });
