// What every console page shares: the page frame, its header with actions, toolbars, and the data table that
// turns into stacked cards on a phone.
import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

export const consolePage = style({ display: 'grid', gap: vars.space.lg, padding: `${vars.space.lg} 0 ${vars.space.xxl}` });

export const pageHeader = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.md });

export const pageTitle = style({ margin: 0, fontSize: vars.font.sizeXl, lineHeight: 1.2 });

export const pageLead = style({ margin: 0, color: vars.color.textMuted });

export const toolbar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const panel = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card,
  padding: vars.space.md,
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.font.sizeSm,
  '@media': {
    'screen and (max-width: 640px)': { display: 'block' },
  },
});

export const headCell = style({
  textAlign: 'start',
  padding: `${vars.space.sm} ${vars.space.sm}`,
  borderBottom: `2px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontWeight: 700,
  whiteSpace: 'nowrap',
});

export const cell = style({ padding: `${vars.space.sm} ${vars.space.sm}`, borderBottom: `1px solid ${vars.color.border}`, verticalAlign: 'top' });

export const muted = style({ color: vars.color.textMuted });
