// A bar per day of the period (revenue or bookings): the bars in an SVG stretched to its box, each with its date and
// value as a tooltip, the day the sentence names in the accent colour; the scale and the first, middle and last dates
// written beside it in HTML, so they keep their size. The whole is one image named by the section's sentence.
import type { ReportDay } from '../../../domain/reportsWire';
import { formatConsoleDay, formatShortDate } from '../../../domain/console/consoleFormat';
import * as styles from './ReportsPage.css';

interface DayBarsProps {
  days: readonly ReportDay[];
  value: (day: ReportDay) => number;
  format: (value: number) => string;
  label: string;
  /** The date of the day the section's sentence names (the best or busiest), drawn in the accent colour. */
  highlight: string | null;
}

const WIDTH = 1000;
const HEIGHT = 100;

export function DayBars({ days, value, format, label, highlight }: DayBarsProps) {
  const highest = Math.max(0, ...days.map(value));
  const top = Math.max(1, highest);
  // an empty period's axis reads 0 alone; a small top keeps its middle only when it is a whole value (not "1, 1, 0")
  const middleValue = highest > 0 && (top >= 10 || top % 2 === 0) ? Math.round(top / 2) : null;
  const slot = WIDTH / Math.max(1, days.length);
  const gap = days.length > 60 ? 0 : slot * 0.2;
  const middle = days[Math.floor((days.length - 1) / 2)];
  return (
    <div className={styles.chart} role="img" aria-label={label}>
      <div className={styles.yAxis} aria-hidden="true">
        <span>{highest > 0 ? format(top) : null}</span>
        <span>{middleValue === null ? null : format(middleValue)}</span>
        <span>0</span>
      </div>
      <svg className={styles.plot} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} preserveAspectRatio="none" aria-hidden="true" focusable="false">
        <line className={styles.gridLine} x1={0} x2={WIDTH} y1={1} y2={1} vectorEffect="non-scaling-stroke" />
        <line className={styles.gridLine} x1={0} x2={WIDTH} y1={HEIGHT / 2} y2={HEIGHT / 2} vectorEffect="non-scaling-stroke" />
        {days.map((day, index) => {
          const height = (value(day) / top) * HEIGHT;
          return (
            <rect key={day.date} className={day.date === highlight ? styles.barBest : styles.bar} x={index * slot + gap / 2} y={HEIGHT - height} width={slot - gap} height={height}>
              <title>{`${formatConsoleDay(day.date)}: ${format(value(day))}`}</title>
            </rect>
          );
        })}
      </svg>
      {days.length > 0 ? (
        <div className={styles.xAxis} aria-hidden="true">
          <span>{formatShortDate(days[0]!.date)}</span>
          {days.length > 2 && middle ? <span>{formatShortDate(middle.date)}</span> : null}
          {days.length > 1 ? <span>{formatShortDate(days[days.length - 1]!.date)}</span> : null}
        </div>
      ) : null}
    </div>
  );
}
