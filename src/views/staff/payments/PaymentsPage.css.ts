// The Payments page's day field and Show beside it (wrapping on a phone), and its summary sentence.
import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

export const dayForm = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, alignItems: 'flex-end' });
export const dateField = style({ flex: '1 1 160px', maxWidth: 220 });
export const summary = style({ margin: 0, fontWeight: 600 });
export const mismatchSummary = style({ color: vars.color.danger });
