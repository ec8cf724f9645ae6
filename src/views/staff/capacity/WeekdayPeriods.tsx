// One weekday's opening periods: for each, its opening and closing time (labelled "Friday opens", …) and Remove when
// the day has more than one; then "Add break", and the schema's sentence when the day's hours are refused.
import type { OpeningPeriod, WeekdayOpening } from '../../../domain/staff';
import { capacityContent } from '../../../domain/console/workshopContent';
import { MINUTE_STEP } from '../../../domain/workshopSchemas';
import type { HoursEdit } from '../../../machines/openingWeek';
import { canAddBreak } from '../../../machines/openingWeek';
import { Button } from '../../components/Button';
import * as fieldStyles from '../../components/Field.css';
import { Stack } from '../../components/Stack';
import * as styles from '../components/console.css';
import * as hoursStyles from './OpeningHours.css';

const content = capacityContent.hours;
const SECONDS_PER_STEP = MINUTE_STEP * 60;

interface WeekdayPeriodsProps {
  day: WeekdayOpening;
  name: string;
  error: string | undefined;
  send: (edit: HoursEdit) => void;
}

export function WeekdayPeriods({ day, name, error, send }: WeekdayPeriodsProps) {
  const { weekday, periods } = day;
  const errorId = error ? `hours-${weekday}-error` : undefined;
  if (periods.length === 0) return <span className={styles.muted}>{content.closedAllDay}</span>;

  const timeInput = (period: number, edge: keyof OpeningPeriod, label: string) => {
    const id = `hours-${weekday}-${period}-${edge}`;
    return (
      <>
        <label htmlFor={id} className="visually-hidden">
          {label}
        </label>
        <input
          id={id}
          type="time"
          step={SECONDS_PER_STEP}
          className={`${fieldStyles.input} ${hoursStyles.timeInput}`}
          value={periods[period]![edge]}
          aria-invalid={error ? true : undefined}
          aria-describedby={errorId}
          onChange={(event) => send({ type: 'hours.setTime', weekday, period, edge, value: event.target.value })}
        />
      </>
    );
  };

  return (
    <Stack space="sm">
      {periods.map((_, period) => (
        <div key={period} className={hoursStyles.periodRow}>
          {timeInput(period, 'opens', content.opensLabel(name, period))}
          <span aria-hidden="true">{content.until}</span>
          {timeInput(period, 'closes', content.closesLabel(name, period))}
          {periods.length > 1 ? (
            <Button variant="quiet" size="small" aria-label={content.removeLabel(name, period)} onClick={() => send({ type: 'hours.removePeriod', weekday, period })}>
              {content.remove}
            </Button>
          ) : null}
        </div>
      ))}
      <div>
        <Button variant="secondary" size="small" aria-label={content.addBreakLabel(name)} disabled={!canAddBreak(day)} onClick={() => send({ type: 'hours.addBreak', weekday })}>
          {content.addBreak}
        </Button>
      </div>
      {error ? (
        <p id={errorId} className={fieldStyles.error}>
          {error}
        </p>
      ) : null}
    </Stack>
  );
}
