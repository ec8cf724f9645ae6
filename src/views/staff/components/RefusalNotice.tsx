// A refused change as the server put it: its sentence, and the bookings it lists to move first, one line each, each
// a link to its booking's page (a line starts with the booking's number, which the booking page takes as its id).
import { Link } from 'wouter';
import { consoleBookingPathOfLine } from '../../../domain/console/consolePaths';
import { workshopCommon } from '../../../domain/console/workshopContent';
import type { Refusal } from '../../../machines/consoleChange';
import * as ui from '../../../styles/ui.css';
import { Stack } from '../../components/Stack';
import * as styles from './console.css';

export function RefusalNotice({ refusal }: { refusal: Refusal | null }) {
  if (!refusal) return null;
  return (
    <Stack space="sm" className={ui.alert.error} role="alert">
      <p className={styles.note}>{refusal.message}</p>
      {refusal.bookings.length > 0 ? (
        <>
          <p className={styles.note}>
            <strong>{workshopCommon.bookingsToMove}</strong>
          </p>
          <ul className={styles.bulletList}>
            {refusal.bookings.map((line) => (
              <li key={line}>
                <BookingLine line={line} />
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </Stack>
  );
}

function BookingLine({ line }: { line: string }) {
  const path = consoleBookingPathOfLine(line);
  return path ? <Link href={path}>{line}</Link> : <>{line}</>;
}
