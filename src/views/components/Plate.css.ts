import { style } from '@vanilla-extract/css';

/** A plate is one unit: never broken at its hyphen, slash or space ("BKS-/742"), however narrow the line (360 px). */
export const plateRule = { whiteSpace: 'nowrap', unicodeBidi: 'isolate' } as const;

export const plate = style(plateRule);
