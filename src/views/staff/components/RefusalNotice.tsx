// A refused change as the server put it: its sentence, and the bookings it lists to move first, one line each.
import { workshopCommon } from '../../../domain/console/workshopContent';
import type { Refusal } from '../../../machines/consoleChange';
import * as ui from '../../../styles/ui.css';
import * as styles from './workshopPage.css';

export function RefusalNotice({ refusal }: { refusal: Refusal | null }) {
  if (!refusal) return null;
  return (
    <div className={ui.alert.error} role="alert">
      <p className={styles.note}>{refusal.message}</p>
      {refusal.bookings.length > 0 ? (
        <>
          <p className={styles.refusalHeading}>{workshopCommon.bookingsToMove}</p>
          <ul className={styles.refusalList}>
            {refusal.bookings.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}
