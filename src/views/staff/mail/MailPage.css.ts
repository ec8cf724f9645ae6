// The outbox table's long words and its failed mail's last error.
import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

export const lastError = style({ color: vars.color.danger, display: 'inline-block', maxWidth: '28ch', overflowWrap: 'anywhere' });

/** An address is a long word: it may break anywhere rather than widen the table, but keeps a column of its own. */
export const breakable = style({ display: 'block', overflowWrap: 'anywhere', minWidth: '10ch' });

/** The notice names a long example address (smtp://…): it may break anywhere rather than widen a phone's page. */
export const notice = style({ overflowWrap: 'anywhere' });

/** A WhatsApp or SMS number reads whole: it never breaks between its digits. */
export const phoneNumber = style({ whiteSpace: 'nowrap' });
