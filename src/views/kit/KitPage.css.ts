// The kit page's frame and its samples' boxes (so the spacing between them shows).
import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const page = style({ padding: `${vars.space.xl} 0 ${vars.space.xxl}` });

export const sample = style({ padding: `${vars.space.xs} ${vars.space.sm}`, background: vars.color.brandSoft, borderRadius: vars.radius.sm });

export const flush = style({ margin: 0 });

/** A narrow column, as on a phone, for the table's list layout. */
export const phoneColumn = style({ maxWidth: 360 });
