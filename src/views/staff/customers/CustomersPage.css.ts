// What only the customer pages have: the search box's width beside its button, a name with its account note, long
// e-mail addresses and notes that break instead of widening a phone's page, and the conversation's bubbles.
import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

export const searchField = style({ flex: '1 1 18rem', minWidth: 0 });

export const name = style({ display: 'grid', gap: 2 });

export const email = style({ overflowWrap: 'anywhere' });

export const notes = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });

/** The conversation: the customer's messages at the start edge, the workshop's tinted at the end, like a chat. */
export const conversation = style({ listStyle: 'none', margin: 0, padding: 0 });

const bubble = { display: 'grid', gap: vars.space.xs, padding: vars.space.sm, borderRadius: vars.radius.md, maxWidth: '42rem' } as const;

export const incoming = style({ ...bubble, background: vars.color.surfaceAlt, marginInlineEnd: 'auto' });

export const outgoing = style({ ...bubble, background: vars.color.brandSoft, marginInlineStart: 'auto' });

export const messageText = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });
