import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';
import { badge } from '../../../styles/ui.css';
import type { OpsMail } from '../../../domain/types';

export const lead = style({ margin: 0, color: vars.color.textMuted });

export const filters = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const chip = style({
  minHeight: 44,
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontWeight: 600,
  fontSize: vars.font.sizeSm,
  cursor: 'pointer',
  selectors: { '&[aria-pressed="true"]': { background: vars.color.brand, borderColor: vars.color.brand, color: vars.color.textOnBrand } },
});

const statusBase = style([badge, { whiteSpace: 'nowrap' }]);

export const statusBadge = styleVariants({
  queued: [statusBase, { background: vars.color.infoSoft, color: vars.color.info }],
  sending: [statusBase, { background: vars.color.warningSoft, color: vars.color.warning }],
  sent: [statusBase, { background: vars.color.successSoft, color: vars.color.success }],
  failed: [statusBase, { background: vars.color.dangerSoft, color: vars.color.danger }],
} satisfies Record<OpsMail['status'], unknown>);

export const lastError = style({ color: vars.color.danger, display: 'inline-block', maxWidth: '28ch', overflowWrap: 'anywhere' });

/** Addresses and kinds are long words: they may break anywhere rather than widen the table. */
export const breakable = style({ overflowWrap: 'anywhere', minWidth: '10ch' });

export const resendButton = style({ minHeight: 40, padding: `${vars.space.xs} ${vars.space.md}`, fontSize: vars.font.sizeSm, whiteSpace: 'nowrap' });
