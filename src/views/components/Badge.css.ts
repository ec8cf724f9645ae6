// A small pill beside a name: a booking's status, "Default", "Selected", a category. Soft tones tint, solid ones fill.
import { style, styleVariants } from '@vanilla-extract/css';
import type { StatusTone } from '../../domain/booking-status';
import { vars } from '../../styles/theme.css';

export const badge = style({
  display: 'inline-block',
  alignSelf: 'flex-start',
  justifySelf: 'start',
  padding: `2px ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  fontSize: vars.font.sizeXs,
  fontWeight: 700,
  whiteSpace: 'nowrap',
});

/** Capitals, spaced: a state rather than a name. */
export const caps = style({ letterSpacing: '0.04em', textTransform: 'uppercase' });

export const tone = styleVariants({
  brand: { background: vars.color.brandSoft, color: vars.color.brand },
  success: { background: vars.color.successSoft, color: vars.color.success },
  warning: { background: vars.color.warningSoft, color: vars.color.warning },
  danger: { background: vars.color.dangerSoft, color: vars.color.danger },
  info: { background: vars.color.infoSoft, color: vars.color.info },
  violet: { background: vars.color.violetSoft, color: vars.color.violet },
  brandSolid: { background: vars.color.brand, color: vars.color.textOnBrand },
  successSolid: { background: vars.color.success, color: vars.color.textOnBrand },
});

/** A booking status's badge, in both apps: rescheduled has its own colour, apart from pending. */
export const status: Record<StatusTone, string> = {
  pending: `${badge} ${caps} ${tone.warning}`,
  rescheduled: `${badge} ${caps} ${tone.violet}`,
  confirmed: `${badge} ${caps} ${tone.info}`,
  progress: `${badge} ${caps} ${tone.brand}`,
  completed: `${badge} ${caps} ${tone.success}`,
  cancelled: `${badge} ${caps} ${tone.danger}`,
};
