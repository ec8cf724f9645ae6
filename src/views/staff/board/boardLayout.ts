// Where each booking sits in the bays grid: the row of the slot it starts in and how many slots it spans, in its
// bay's column. Cancelled and no-show bookings (their slots are free again), and any booking that does not fit the
// grid, are listed apart instead of overlapping another.
import { freesSlots } from '../../../domain/booking-status';
import type { Board, BoardBooking } from '../../../domain/staff';

export interface PlacedBooking {
  booking: BoardBooking;
  /** Slots it covers, from its first. */
  span: number;
}

export interface GridLayout {
  /** The booking starting at `${row}:${bay}`. */
  starts: Map<string, PlacedBooking>;
  /** Cells another booking's span already covers. */
  covered: Set<string>;
  offGrid: BoardBooking[];
}

const minutesOf = (time: string) => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
};

export const cellKey = (row: number, bay: number) => `${row}:${bay}`;

export const inTimeOrder = (bookings: readonly BoardBooking[]) =>
  [...bookings].sort((a, b) => a.start_time.localeCompare(b.start_time) || a.bay - b.bay);

export function layOutBoard(board: Board): GridLayout {
  const starts = new Map<string, PlacedBooking>();
  const covered = new Set<string>();
  const offGrid: BoardBooking[] = [];
  const first = board.slots[0] ? minutesOf(board.slots[0]) : 0;
  for (const booking of inTimeOrder(board.bookings)) {
    const row = Math.floor((minutesOf(booking.start_time) - first) / board.slot_minutes);
    const rowStart = first + row * board.slot_minutes;
    const span = Math.min(Math.max(1, Math.ceil((minutesOf(booking.end_time) - rowStart) / board.slot_minutes)), board.slots.length - row);
    const cells = Array.from({ length: span }, (_, index) => cellKey(row + index, booking.bay));
    const fits = row >= 0 && row < board.slots.length && booking.bay >= 1 && booking.bay <= board.bays;
    if (freesSlots(booking.status) || !fits || cells.some((cell) => covered.has(cell))) {
      offGrid.push(booking);
      continue;
    }
    starts.set(cellKey(row, booking.bay), { booking, span });
    cells.forEach((cell) => covered.add(cell));
  }
  return { starts, covered, offGrid };
}
