// The day's bookings in time order, one card each: the board on a phone or a tablet, and the list view anywhere.
import { boardContent as content } from '../../../domain/console/boardContent';
import { formatLongDate } from '../../../domain/format';
import type { Board } from '../../../domain/staff';
import type { BookingActionsActor } from '../../../machines/bookingActions';
import { BoardBookingCard } from './BoardBookingCard';
import * as styles from './BoardPage.css';
import { inTimeOrder } from './boardLayout';

interface BoardListProps {
  board: Board;
  actions: BookingActionsActor;
  /** Shown only where the grid is hidden (the bays view on a narrow screen). */
  narrowOnly: boolean;
}

export function BoardList({ board, actions, narrowOnly }: BoardListProps) {
  return (
    <ol className={narrowOnly ? `${styles.list} ${styles.listOnNarrowOnly}` : styles.list} aria-label={content.listLabel(formatLongDate(board.date))}>
      {inTimeOrder(board.bookings).map((booking) => (
        <li key={booking.id}>
          <BoardBookingCard booking={booking} actions={actions} variant="row" showBay />
        </li>
      ))}
    </ol>
  );
}
