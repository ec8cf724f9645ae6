import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

/** The text part as written: its line breaks kept, long links wrapped. */
export const textPart = style({
  margin: 0,
  padding: vars.space.md,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  fontSize: vars.font.sizeSm,
  background: vars.color.surfaceAlt,
  borderRadius: vars.radius.md,
});

/** The HTML part in a sandbox: the mail's own width, a reading height. */
export const htmlPart = style({ width: '100%', minHeight: '32rem', border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md, background: vars.color.surface });
