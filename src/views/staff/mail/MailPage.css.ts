import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';
import { badge } from '../../../styles/ui.css';
import { filterChip } from '../components/workshopPage.css';
import type { OpsMail } from '../../../domain/types';

export const filters = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const chip = style([filterChip, { minHeight: 44, fontSize: vars.font.sizeSm }]);

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

export const noticeTitle = style({ fontSize: vars.font.sizeMd, margin: 0 });

/** The notice names a long example address (smtp://…): it may break anywhere rather than widen a phone's page. */
export const notice = style({ overflowWrap: 'anywhere' });
