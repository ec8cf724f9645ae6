// A booking status's badge, in both apps: rescheduled has its own colour, apart from pending.
import type { StatusTone } from '../../domain/booking-status';
import { tint } from '../../styles/ui.css';
import { badge, caps } from './Badge.css';

export const status: Record<StatusTone, string> = {
  pending: `${badge} ${caps} ${tint.warning}`,
  rescheduled: `${badge} ${caps} ${tint.violet}`,
  confirmed: `${badge} ${caps} ${tint.info}`,
  progress: `${badge} ${caps} ${tint.brand}`,
  completed: `${badge} ${caps} ${tint.success}`,
  cancelled: `${badge} ${caps} ${tint.danger}`,
};
