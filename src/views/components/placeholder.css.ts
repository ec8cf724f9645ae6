import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { loading } from '../../styles/ui.css';

/** A grey block holding the place of what is loading; its size is the caller's. */
export const placeholder = style([loading, { borderRadius: vars.radius.md, background: vars.color.border }]);
