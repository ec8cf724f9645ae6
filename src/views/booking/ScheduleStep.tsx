// Step 3: the next 14 days as toggle buttons with their free slots; a pick moves on after a short pause.
import { useSelector } from '@xstate/react';
import { AVAILABILITY_DAYS } from '../../domain/constants';
import { bookingContent as text } from '../../domain/bookingContent';
import { isBookableDay, unbookableDayText } from '../../domain/availability';
import type { WizardSnapshot } from '../../machines/bookingWizard';
import { ErrorState } from '../components/ErrorState';
import { selectDate, selectDates, type WizardActor } from './wizardActor';
import * as styles from './BookingPage.css';

const selectLoading = (snapshot: WizardSnapshot) => snapshot.hasTag('loadingDates');
const selectError = (snapshot: WizardSnapshot) => (snapshot.matches({ steps: { schedule: 'failed' } }) ? snapshot.context.datesError : null);

const part = (isoDate: string, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', ...options }).format(new Date(`${isoDate}T00:00:00Z`));

export function ScheduleStep({ actor }: { actor: WizardActor }) {
  const dates = useSelector(actor, selectDates);
  const selected = useSelector(actor, selectDate);
  const loading = useSelector(actor, selectLoading);
  const error = useSelector(actor, selectError);

  if (error) return <ErrorState message={error} onRetry={() => actor.send({ type: 'wizard.retry' })} />;
  if (loading)
    return (
      <div className={styles.dateGrid} aria-busy="true">
        <span className="visually-hidden" role="status">
          {text.loadingDates}
        </span>
        {Array.from({ length: AVAILABILITY_DAYS }, (_, index) => (
          <div key={index} className={styles.dateSkeleton} aria-hidden="true" />
        ))}
      </div>
    );

  return (
    <ul className={`${styles.plainList} ${styles.dateGrid}`} role="list">
      {dates.map((day) => {
        const bookable = isBookableDay(day);
        const longDate = part(day.date, { weekday: 'long', day: 'numeric', month: 'long' });
        return (
          <li key={day.date} className={styles.listItem}>
            <button
              type="button"
              className={styles.dateButton}
              aria-pressed={day.date === selected}
              disabled={!bookable}
              onClick={() => actor.send({ type: 'wizard.selectDate', date: day.date })}
            >
              {/* The name comes from the content: the long date is read, its short visible form is not. */}
              <span className="visually-hidden">{`${longDate}, `}</span>
              <span className={styles.dateWeekday} aria-hidden="true">{part(day.date, { weekday: 'short' })}</span>
              <span className={styles.dateDay} aria-hidden="true">{part(day.date, { day: 'numeric' })}</span>
              <span className={styles.muted} aria-hidden="true">{part(day.date, { month: 'short' })}</span>
              <span className={styles.dateSlots}>{bookable ? text.slots(day.slots_available) : text[unbookableDayText(day.date)]}</span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
