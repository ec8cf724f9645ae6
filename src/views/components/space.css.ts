// The gap between the children of a stack, a row or a grid of tiles, one class per step of the theme's scale, shared
// by the three.
import { styleVariants } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const gap = styleVariants(vars.space, (size) => ({ gap: size }));
