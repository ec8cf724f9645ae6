// The booking's history: one entry a row, when beside what happened and who did it (one below the other on a phone).
import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

export const historyEntry = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(9rem, auto) minmax(0, 1fr)',
  gap: `2px ${vars.space.md}`,
  padding: `${vars.space.sm} 0`,
  borderTop: `1px solid ${vars.color.border}`,
  // An entry may name a long e-mail address (a mail read): it breaks rather than widen a phone's page.
  overflowWrap: 'anywhere',
  '@media': { 'screen and (max-width: 480px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});
export const historyWhen = style({ color: vars.color.textMuted, fontSize: vars.font.sizeSm, whiteSpace: 'nowrap' });
export const historyWho = style({ color: vars.color.textMuted, fontSize: vars.font.sizeSm });
