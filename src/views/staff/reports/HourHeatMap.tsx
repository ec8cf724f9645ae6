// Bookings by weekday (rows) and starting hour (columns): each cell shaded by how busy it was and showing its count,
// so the shade is never the only signal; one image named by the section's sentence.
import { WEEKDAY_SHORT } from '../../../domain/console/reportsContent';
import { heatLevel, type HourGrid } from '../../../domain/console/reportHourGrid';
import * as styles from './ReportsPage.css';

/** "9a", "12p": an hour short enough for a cell on a phone. */
const shortHour = (hour: number) => `${hour % 12 || 12}${hour < 12 ? 'a' : 'p'}`;

export function HourHeatMap({ grid, label, legend }: { grid: HourGrid; label: string; legend: string }) {
  return (
    <div className={styles.heatMap}>
      <div role="img" aria-label={label}>
        <div className={styles.heat} style={{ gridTemplateColumns: `auto repeat(${grid.hours.length}, minmax(0, 1fr))` }} aria-hidden="true">
          <span />
          {grid.hours.map((hour) => (
            <span key={hour} className={styles.heatHead}>
              {shortHour(hour)}
            </span>
          ))}
          {grid.counts.map((row, index) => (
            <HeatRow key={WEEKDAY_SHORT[index]} day={WEEKDAY_SHORT[index]!} row={row} max={grid.max} />
          ))}
        </div>
      </div>
      <p className={styles.legend}>{legend}</p>
    </div>
  );
}

function HeatRow({ day, row, max }: { day: string; row: number[]; max: number }) {
  return (
    <>
      <span className={styles.heatDay}>{day}</span>
      {row.map((count, index) => (
        <span key={index} className={styles.heatCell[heatLevel(count, max)]}>
          {count}
        </span>
      ))}
    </>
  );
}
