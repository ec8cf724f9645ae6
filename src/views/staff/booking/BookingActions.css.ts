// A booking's action buttons (compact, wrapping), its status and payment tags, and the action dialog's parts.
import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';
import { badge as badgeRecipe } from '../../../styles/ui.css';

export const actionRow = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none' });

const actionBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: 36,
  padding: `2px ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  border: '1px solid',
  fontSize: vars.font.sizeSm,
  fontWeight: 600,
  cursor: 'pointer',
  background: vars.color.surface,
  selectors: {
    '&[aria-disabled="true"]': { opacity: 0.6, cursor: 'progress' },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 1 },
  },
});

export const actionButton = styleVariants({
  forward: [actionBase, { color: vars.color.brand, borderColor: vars.color.brand, selectors: { '&:hover:not([aria-disabled="true"])': { background: vars.color.brandSoft } } }],
  danger: [actionBase, { color: vars.color.danger, borderColor: vars.color.danger, selectors: { '&:hover:not([aria-disabled="true"])': { background: vars.color.dangerSoft } } }],
});

/** A booking's status reads in the console as it does in the customer's My Bookings. */
export { badge as statusBadge } from '../../my-bookings/MyBookingsPage.css';

export const paymentTag = styleVariants({
  paid: [badgeRecipe, { background: vars.color.successSoft, color: vars.color.success }],
  unpaid: [badgeRecipe, { background: vars.color.surfaceAlt, color: vars.color.text, border: `1px solid ${vars.color.border}` }],
});

/** A refund request waiting for an admin stands out; a decided one reads quietly. */
export const refundMarker = styleVariants({
  open: [badgeRecipe, { background: vars.color.warningSoft, color: vars.color.warning }],
  decided: [badgeRecipe, { background: vars.color.surfaceAlt, color: vars.color.textMuted, border: `1px solid ${vars.color.border}` }],
});

export const tags = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, alignItems: 'center' });

export const dialogContent = style({ display: 'grid', gap: vars.space.md });
export const dialogButtons = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: vars.space.sm });
export const textarea = style({ minHeight: 110, resize: 'vertical', fontFamily: 'inherit' });

export const subject = style({
  display: 'grid',
  gap: 2,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceAlt,
  fontSize: vars.font.sizeSm,
});
export const subjectTitle = style({ fontWeight: 700, fontSize: vars.font.sizeMd });

export const methods = style({ border: 0, margin: 0, padding: 0, minWidth: 0, display: 'grid', gap: vars.space.sm });
export const legend = style({ fontWeight: 600, fontSize: vars.font.sizeSm, marginBottom: vars.space.xs, padding: 0 });
export const methodOption = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: 44,
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  cursor: 'pointer',
  selectors: { '&:has(input:checked)': { borderColor: vars.color.brand, background: vars.color.brandSoft } },
});

export const refusal = style({ margin: 0, selectors: { '&:focus': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 } } });
