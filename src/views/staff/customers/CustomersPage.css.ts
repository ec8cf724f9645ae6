// What only the customer pages have: the search box's width beside its button, a name with its account note, long
// e-mail addresses and notes that break instead of widening a phone's page.
import { style } from '@vanilla-extract/css';

export const searchField = style({ flex: '1 1 18rem', minWidth: 0 });

export const name = style({ display: 'grid', gap: 2 });

export const email = style({ overflowWrap: 'anywhere' });

export const notes = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });
