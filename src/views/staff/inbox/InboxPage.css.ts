// A message of the inbox: an unread one's brand bar, and its text as the sender wrote it.
import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

/** An unread message: a brand bar down its start edge, beside the "Unread" badge. */
export const unread = style({ borderInlineStart: `4px solid ${vars.color.brand}` });

/** The sender's line breaks kept, a long link wrapped. */
export const text = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });
