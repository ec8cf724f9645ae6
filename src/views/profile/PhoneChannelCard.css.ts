// The booking-messages section's own look: the 6-digit code in wide, spaced figures, and the "On" badge beside its line.
import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const code = style({ maxWidth: '12em', fontVariantNumeric: 'tabular-nums', letterSpacing: '0.3em', fontSize: vars.font.sizeLg });

export const onRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

/** The masked number stays on one line. */
export const number = style({ whiteSpace: 'nowrap' });

/** Focused from code after a change (tabindex -1): no ring on a sentence that is not a control. */
export const outcome = style({ selectors: { '&:focus': { outline: 'none' } } });
