// A form field's parts: its label, hint and error under the control, the required mark, and the text control itself.
import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { control } from '../../styles/ui.css';

export const field = style({ display: 'grid', gap: vars.space.xs });

export const label = style({ fontWeight: 600, fontSize: vars.font.sizeSm });

/** The asterisk of a required field's label. */
export const requiredMark = style({ color: vars.color.danger });

export const hint = style({ color: vars.color.textMuted, fontSize: vars.font.sizeSm, margin: 0 });

export const error = style({ color: vars.color.danger, fontSize: vars.font.sizeSm, margin: 0 });

export const input = style([
  control,
  {
    width: '100%',
    padding: `${vars.space.sm} ${vars.space.md}`,
    borderRadius: vars.radius.md,
    selectors: {
      // Two pixels of red, so a field to fix stands out from the grey ones at a glance.
      '&[aria-invalid="true"]': { borderColor: vars.color.danger, boxShadow: `inset 0 0 0 1px ${vars.color.danger}` },
      '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 0 },
    },
  },
]);

/** A text area grows downwards only, from a few lines' height. */
export const textarea = style({ minHeight: 110, resize: 'vertical' });

/** A field shown but not for this person to change: it reads as such, not as one that ignores their typing. */
// With its attribute, so it outweighs the control's own background whatever order the stylesheets load in.
export const locked = style({ selectors: { '&[readonly]': { background: vars.color.surfaceAlt, color: vars.color.textMuted, cursor: 'not-allowed' } } });
