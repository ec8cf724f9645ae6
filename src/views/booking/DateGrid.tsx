// The 14-day grid of days as toggle buttons with their free slots: the wizard's schedule step and the reschedule dialog.
import { isBookableDay, unbookableDayText } from '../../domain/availability';
import { calendarDayLabel } from '../../domain/calendarDay';
import { AVAILABILITY_DAYS } from '../../domain/constants';
import { dateGridContent as text } from '../../domain/dateGridContent';
import type { AvailableDate } from '../../domain/types';
import { Tiles } from '../components/Tiles';
import * as styles from './Pickers.css';

/** A day's cell at its narrowest; the dialog's are narrower, so two weeks fit in a phone's height. */
const DAY_WIDTH = 92;
const COMPACT_DAY_WIDTH = 76;

interface DateGridProps {
  days: readonly AvailableDate[];
  selected: string | null;
  onPick: (date: string) => void;
  /** Nothing can be picked (a request is in flight). */
  disabled?: boolean;
  /** Smaller cells, for a dialog. */
  compact?: boolean;
}

export function DateGrid({ days, selected, onPick, disabled = false, compact = false }: DateGridProps) {
  return (
    <Tiles as="ul" space="sm" minItemWidth={compact ? COMPACT_DAY_WIDTH : DAY_WIDTH} repeat="fill" role="list">
      {days.map((day) => {
        const bookable = isBookableDay(day);
        const label = calendarDayLabel(day.date);
        return (
          <li key={day.date} className={styles.dateCell}>
            <button
              type="button"
              className={`${styles.dateButton} ${compact ? styles.dateButtonCompact : ''}`}
              aria-pressed={day.date === selected}
              disabled={!bookable || disabled}
              onClick={() => onPick(day.date)}
            >
              {/* The name comes from the content: the long date is read, its short visible form is not. */}
              <span className="visually-hidden">{text.spokenDay(label.spoken)}</span>
              <span className={styles.dateWeekday} aria-hidden="true">
                {label.weekday}
              </span>
              <span className={`${styles.dateDay} ${compact ? styles.dateDayCompact : ''}`} aria-hidden="true">
                {label.day}
              </span>
              <span className={styles.dateMonth} aria-hidden="true">
                {label.month}
              </span>
              <span className={styles.dateSlots}>{bookable ? text.slots(day.slots_available) : text[unbookableDayText(day.date)]}</span>
            </button>
          </li>
        );
      })}
    </Tiles>
  );
}

/** The grid's shape while the days load. */
export function DateGridLoading({ compact = false }: { compact?: boolean }) {
  return (
    <Tiles space="sm" minItemWidth={compact ? COMPACT_DAY_WIDTH : DAY_WIDTH} repeat="fill" aria-busy="true">
      <span className="visually-hidden" role="status">
        {text.loadingDates}
      </span>
      {Array.from({ length: AVAILABILITY_DAYS }, (_, index) => (
        <div key={index} className={styles.dateSkeleton} aria-hidden="true" />
      ))}
    </Tiles>
  );
}
