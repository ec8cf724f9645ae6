import { style } from '@vanilla-extract/css';

/** An icon or arrow that points along the line ("back", "next", "opens elsewhere"): it points the other way in right-to-left. */
export const mirroredInRtl = style({ display: 'inline-block', selectors: { '[dir="rtl"] &': { transform: 'scaleX(-1)' } } });
