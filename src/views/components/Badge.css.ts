// A small pill beside a name: "Default", "Selected", a category, a booking's status. Soft tones tint, solid ones fill.
import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { pill, tint } from '../../styles/ui.css';

/** At the start of a row or a column, never stretched, never broken. */
export const badge = style([pill, { alignSelf: 'flex-start', justifySelf: 'start', whiteSpace: 'nowrap' }]);

/** Capitals, spaced: a state rather than a name. */
export const caps = style({ letterSpacing: '0.04em', textTransform: 'uppercase' });

export const tone = {
  ...tint,
  ...styleVariants({
    brandSolid: { background: vars.color.brand, color: vars.color.textOnBrand },
    successSolid: { background: vars.color.success, color: vars.color.textOnBrand },
    /** Off, none, inactive: greyed, with a border so it still reads as a badge. */
    neutral: { background: vars.color.surfaceAlt, color: vars.color.textMuted, border: `1px solid ${vars.color.border}` },
  }),
};
