// A message of the inbox: an unread one's brand bar, its text as the sender wrote it, the answers sent, the filters.
import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

/** An unread message: a brand bar down its start edge, beside the "Unread" badge. */
export const unread = style({ borderInlineStart: `4px solid ${vars.color.brand}` });

/** The sender's line breaks kept, a long link wrapped. */
export const text = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });

/** The answers already sent: set off from the customer's text by a rule. */
export const answers = style({ borderTop: `1px solid ${vars.color.border}`, paddingTop: vars.space.sm });

export const answersHeading = style({ margin: 0, fontSize: vars.font.sizeSm, fontWeight: 700, color: vars.color.textMuted });

/** One answer: a tinted block, like a sent message bubble. */
export const answer = style({ display: 'grid', gap: vars.space.xs, padding: vars.space.sm, borderRadius: vars.radius.md, background: vars.color.surfaceAlt });

export const answerTime = style({ fontSize: vars.font.sizeSm, color: vars.color.textMuted });

/** The channel chips sit beside the read/unread ones, wrapping under them on a narrow screen. */
export const filters = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md });

/** Why a sender's customer file is tagged Unverified: a quiet line under the facts. */
export const unverifiedNote = style({ margin: 0, fontSize: vars.font.sizeSm, color: vars.color.textMuted });
