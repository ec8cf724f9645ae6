// Each bay's share of its open hours that was booked, as a bar with its percentage; one image named by the section's
// sentence.
import { reportsContent as copy } from '../../../domain/console/reportsContent';
import { formatPercent } from '../../../domain/console/consoleFormat';
import type { ReportBay } from '../../../domain/reportsWire';
import * as styles from './ReportsPage.css';

export function BayBars({ bays, label }: { bays: readonly ReportBay[]; label: string }) {
  return (
    <div role="img" aria-label={label}>
      <ul className={styles.bays} aria-hidden="true">
        {bays.map((bay) => (
          <li key={bay.bay} className={styles.bayRow}>
            <span>{copy.bays.bay(bay.bay)}</span>
            <span className={styles.bayTrack}>
              <span className={styles.bayFill} style={{ width: `${Math.min(100, bay.utilisation * 100)}%` }} />
            </span>
            <span className={styles.bayValue}>{formatPercent(bay.utilisation)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
