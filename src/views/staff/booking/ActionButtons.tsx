// The actions the server allows on one booking (its allowed_actions, nothing else), as compact buttons. While an
// action is on its way they stay focusable but inert (aria-disabled), so the keyboard does not lose its place.
import { useSelector } from '@xstate/react';
import { BOARD_ACTION_LABELS, boardContent } from '../../../domain/console/boardContent';
import type { BoardBooking, BookingAction } from '../../../domain/staff';
import { selectActionBooking, selectBusy, type BookingActionsActor } from '../../../machines/bookingActions';
import { Inline } from '../../components/Inline';
import * as styles from './BookingActions.css';

/** Actions that undo or end a booking read in red. */
export const DANGER_ACTIONS: ReadonlySet<BookingAction> = new Set(['cancel', 'no_show', 'refund']);

interface ActionButtonsProps {
  booking: BoardBooking;
  actor: BookingActionsActor;
}

export function ActionButtons({ booking, actor }: ActionButtonsProps) {
  const busy = useSelector(actor, selectBusy);
  const busyBookingId = useSelector(actor, (snapshot) => selectActionBooking(snapshot)?.id ?? null);
  if (booking.allowed_actions.length === 0) return null;
  const inert = busy && busyBookingId === booking.id;
  return (
    <Inline as="ul" space="xs" aria-label={boardContent.actionsLabel(booking.customer.name)}>
      {booking.allowed_actions.map((action) => (
        <li key={action}>
          <button
            type="button"
            className={styles.actionButton[DANGER_ACTIONS.has(action) ? 'danger' : 'forward']}
            aria-disabled={inert || undefined}
            onClick={() => actor.send({ type: 'bookingActions.open', booking, action })}
          >
            {BOARD_ACTION_LABELS[action]}
          </button>
        </li>
      ))}
    </Inline>
  );
}
