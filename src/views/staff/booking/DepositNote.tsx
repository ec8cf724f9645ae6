// A booking's deposit beside its payment (the board card, the booking page): paid online with the balance left, or
// due by when; nothing when it asks for none.
import { depositLine } from '../../../domain/console/depositLine';
import type { BoardBooking } from '../../../domain/staff';
import * as consoleStyles from '../components/console.css';

export function DepositNote({ booking, as: Tag = 'p' }: { booking: Pick<BoardBooking, 'deposit' | 'invoice'>; as?: 'p' | 'span' }) {
  const line = depositLine(booking);
  return line ? <Tag className={consoleStyles.note}>{line}</Tag> : null;
}
