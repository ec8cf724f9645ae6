// What the console's pages share beside the kit (src/views/components): muted text, a form's fields in columns, a text
// area that resizes only in height, a plain bulleted list and text that may break anywhere.
import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

/** A paragraph placed by a Stack or an Inline: their gap is its only spacing. */
export const note = style({ margin: 0 });

export const muted = style({ color: vars.color.textMuted });

/** A form's fields in columns where there is room; `wide` takes a whole row. */
export const fieldColumns = style({ display: 'grid', gap: vars.space.md, gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 220px), 1fr))', alignItems: 'start' });
export const wide = style({ gridColumn: '1 / -1' });

/** A text area's height comes from its rows, so no min-height here competes with the field's own. */
export const textarea = style({ resize: 'vertical' });

export const bulletList = style({ margin: 0, paddingInlineStart: vars.space.lg });

/** A long unbroken value (a gateway's reference) wraps rather than pushing a narrow screen sideways. */
export const breakable = style({ overflowWrap: 'anywhere' });
