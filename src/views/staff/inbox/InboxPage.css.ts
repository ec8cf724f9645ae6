import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';
import { filterChip } from '../components/workshopPage.css';

export const chip = style([filterChip, { selectors: { '&:hover:not([aria-pressed="true"])': { borderColor: vars.color.brand } } }]);

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.md });

export const card = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card,
  minWidth: 0,
});

/** An unread message: a brand bar down its start edge, beside the "Unread" badge. */
export const unreadCard = style({ borderInlineStart: `4px solid ${vars.color.brand}` });

export const cardHead = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const sender = style({ margin: 0, fontSize: vars.font.sizeMd });

export const details = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 200px), 1fr))',
  gap: vars.space.sm,
  margin: 0,
  fontSize: vars.font.sizeSm,
});
globalStyle(`${details} dt`, { color: vars.color.textMuted, fontWeight: 700 });
globalStyle(`${details} dd`, { margin: 0, overflowWrap: 'anywhere' });

export const text = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });

export const paging = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'center', gap: vars.space.md });
