// The console's booking page: its heading with the status, the facts, the actions, and the history.
import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

export const headingRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });
export const backLink = style({ color: vars.color.brand, fontWeight: 600, display: 'inline-flex', alignItems: 'center', minHeight: 44 });

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 220px), 1fr))',
  gap: vars.space.md,
  margin: 0,
});
export const fact = style({ display: 'grid', gap: 2, minWidth: 0, alignContent: 'start' });
export const factLabel = style({ fontSize: vars.font.sizeXs, fontWeight: 700, textTransform: 'uppercase', letterSpacing: '0.04em', color: vars.color.textMuted });
export const factValue = style({ margin: 0, overflowWrap: 'anywhere', display: 'grid', gap: 2 });

export const sectionTitle = style({ margin: `0 0 ${vars.space.sm}`, fontSize: vars.font.sizeLg });

export const history = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 0 });
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
