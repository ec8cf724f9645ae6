// Where each booking sits in the bays grid: the row of the slot it starts in and how many slots it spans, in its
// bay's column. Cancelled and no-show bookings (their slots are free again), and any booking that does not fit the
// grid, are listed apart instead of overlapping another. A bay's block covers the slots its time overlaps.
import { freesSlots } from '../../../domain/booking-status';
import { minutesOfDay } from '../../../domain/clockTime';
import type { BayBlock, Board, BoardBooking } from '../../../domain/staff';

export interface PlacedBooking {
  booking: BoardBooking;
  /** Slots it covers, from its first. */
  span: number;
}

export interface PlacedBlock {
  block: BayBlock;
  span: number;
}

export interface GridLayout {
  /** The booking starting at `${row}:${bay}`. */
  starts: Map<string, PlacedBooking>;
  /** The block starting at `${row}:${bay}`. */
  blockStarts: Map<string, PlacedBlock>;
  /** Cells another booking's span already covers. */
  covered: Set<string>;
  offGrid: BoardBooking[];
}

export const cellKey = (row: number, bay: number) => `${row}:${bay}`;

export const inTimeOrder = (bookings: readonly BoardBooking[]) =>
  [...bookings].sort((a, b) => a.start_time.localeCompare(b.start_time) || a.bay - b.bay);

/** The rows a time range in a bay covers, from the slot it starts in; null when it is off the grid. */
function rowsOf(board: Board, bay: number, start: string, end: string): { row: number; span: number; cells: string[] } | null {
  const first = board.slots[0] ? minutesOfDay(board.slots[0]) : 0;
  const row = Math.floor((minutesOfDay(start) - first) / board.slot_minutes);
  if (row < 0 || row >= board.slots.length || bay < 1 || bay > board.bays) return null;
  const rowStart = first + row * board.slot_minutes;
  const span = Math.min(Math.max(1, Math.ceil((minutesOfDay(end) - rowStart) / board.slot_minutes)), board.slots.length - row);
  return { row, span, cells: Array.from({ length: span }, (_, index) => cellKey(row + index, bay)) };
}

export function layOutBoard(board: Board): GridLayout {
  const starts = new Map<string, PlacedBooking>();
  const blockStarts = new Map<string, PlacedBlock>();
  const covered = new Set<string>();
  const offGrid: BoardBooking[] = [];
  for (const booking of inTimeOrder(board.bookings)) {
    const placed = rowsOf(board, booking.bay, booking.start_time, booking.end_time);
    if (freesSlots(booking.status) || !placed || placed.cells.some((cell) => covered.has(cell))) {
      offGrid.push(booking);
      continue;
    }
    starts.set(cellKey(placed.row, booking.bay), { booking, span: placed.span });
    placed.cells.forEach((cell) => covered.add(cell));
  }
  for (const block of board.blocks) {
    const placed = rowsOf(board, block.bay, block.start, block.end);
    // a block the grid cannot show whole is still in the list of the day's blocks
    if (!placed || placed.cells.some((cell) => covered.has(cell))) continue;
    blockStarts.set(cellKey(placed.row, block.bay), { block, span: placed.span });
    placed.cells.forEach((cell) => covered.add(cell));
  }
  return { starts, blockStarts, covered, offGrid };
}
