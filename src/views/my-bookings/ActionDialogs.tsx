// The three action dialogs of My Bookings; each reads the page's machine and sends its events.
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { isBookableDay, unbookableDayText } from '../../domain/availability';
import { NOTES_MAX, RATING_MAX, RATING_MIN } from '../../domain/constants';
import { formatTime } from '../../domain/format';
import { messages } from '../../domain/messages';
import { myBookingsContent as content } from '../../domain/myBookingsContent';
import type { MyBookingsMachine, MyBookingsSnapshot } from '../../machines/myBookings';
import * as ui from '../../styles/ui.css';
import { FormField } from '../components/FormField';
import { Dialog } from './Dialog';
import * as styles from './MyBookingsPage.css';

export type MyBookingsActor = ActorRefFrom<MyBookingsMachine>;

const selectSubmitting = (snapshot: MyBookingsSnapshot) => snapshot.hasTag('submitting');
const selectDates = (snapshot: MyBookingsSnapshot) => snapshot.context.dates;
const selectDate = (snapshot: MyBookingsSnapshot) => snapshot.context.date;
const selectDatesError = (snapshot: MyBookingsSnapshot) => (snapshot.matches({ action: { rescheduling: 'datesFailed' } }) ? snapshot.context.datesError : null);
const selectLoadingDates = (snapshot: MyBookingsSnapshot) => snapshot.hasTag('loadingDates');
const selectRatingValues = (snapshot: MyBookingsSnapshot) => snapshot.context.ratingValues;
const selectRatingFieldErrors = (snapshot: MyBookingsSnapshot) => snapshot.context.ratingFieldErrors;

const dayParts = (isoDate: string) => {
  const date = new Date(`${isoDate}T00:00:00Z`);
  const part = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', ...options }).format(date);
  return { weekday: part({ weekday: 'short' }), day: part({ day: 'numeric' }), month: part({ month: 'short' }), full: part({ weekday: 'long', day: 'numeric', month: 'long' }) };
};

export function CancelDialog({ actor }: { actor: MyBookingsActor }) {
  const submitting = useSelector(actor, selectSubmitting);
  const dismiss = () => !submitting && actor.send({ type: 'myBookings.dismiss' });
  return (
    <Dialog title={content.cancelTitle} onClose={dismiss}>
      <p className={styles.dialogText}>{messages.booking.confirmCancel}</p>
      <div className={styles.dialogActions}>
        <button type="button" className={ui.button.secondary} onClick={dismiss} disabled={submitting}>
          {content.keepBooking}
        </button>
        <button type="button" className={ui.button.danger} onClick={() => actor.send({ type: 'myBookings.confirm' })} disabled={submitting}>
          {submitting ? content.cancelling : content.confirmCancel}
        </button>
      </div>
    </Dialog>
  );
}

export function RescheduleDialog({ actor }: { actor: MyBookingsActor }) {
  const submitting = useSelector(actor, selectSubmitting);
  const loading = useSelector(actor, selectLoadingDates);
  const dates = useSelector(actor, selectDates);
  const picked = useSelector(actor, selectDate);
  const datesError = useSelector(actor, selectDatesError);
  const dismiss = () => !submitting && actor.send({ type: 'myBookings.dismiss' });
  return (
    <Dialog title={content.rescheduleTitle} onClose={dismiss}>
      <p className={styles.dialogText}>{content.rescheduleLead}</p>
      {loading ? (
        <p role="status">{content.loadingDates}</p>
      ) : datesError ? (
        <div className={ui.alert.error}>
          <p role="alert" className={styles.dialogText}>
            {datesError}
          </p>
          <button type="button" className={ui.button.secondary} onClick={() => actor.send({ type: 'myBookings.retry' })}>
            {content.retry}
          </button>
        </div>
      ) : (
        <div className={styles.dateGrid} role="group" aria-label={content.rescheduleTitle}>
          {dates.map((day) => {
            const parts = dayParts(day.date);
            const bookable = isBookableDay(day);
            return (
              <button
                key={day.date}
                type="button"
                className={styles.dateOption}
                aria-pressed={picked === day.date}
                aria-label={`${parts.full}, ${bookable ? content.slots(day.slots_available) : content[unbookableDayText(day.date)]}`}
                disabled={!bookable || submitting}
                onClick={() => actor.send({ type: 'myBookings.pickDate', date: day.date })}
              >
                <span>{parts.weekday}</span>
                <span className={styles.dateDay}>{parts.day}</span>
                <span>{parts.month}</span>
                <span>{bookable ? (day.earliest_time ? content.fromTime(formatTime(day.earliest_time)) : content.slots(day.slots_available)) : content[unbookableDayText(day.date)]}</span>
              </button>
            );
          })}
        </div>
      )}
      <div className={styles.dialogActions}>
        <button type="button" className={ui.button.secondary} onClick={dismiss} disabled={submitting}>
          {content.close}
        </button>
        <button type="button" className={ui.button.primary} onClick={() => actor.send({ type: 'myBookings.confirm' })} disabled={submitting || picked === null}>
          {submitting ? content.rescheduling : content.confirm}
        </button>
      </div>
    </Dialog>
  );
}

export function RateDialog({ actor }: { actor: MyBookingsActor }) {
  const submitting = useSelector(actor, selectSubmitting);
  const values = useSelector(actor, selectRatingValues);
  const fieldErrors = useSelector(actor, selectRatingFieldErrors);
  const dismiss = () => !submitting && actor.send({ type: 'myBookings.dismiss' });
  const stars = Array.from({ length: RATING_MAX - RATING_MIN + 1 }, (_, index) => RATING_MIN + index);
  const rating = Number(values.rating);
  return (
    <Dialog title={content.rateTitle} onClose={dismiss}>
      <form
        className={ui.form}
        onSubmit={(event) => {
          event.preventDefault();
          actor.send({ type: 'rating.submit' });
        }}
      >
        <fieldset className={styles.starFieldset} disabled={submitting} aria-describedby={fieldErrors.rating ? 'booking-rating-error' : undefined}>
          <legend className={ui.label}>{content.ratingLegend}</legend>
          <div className={styles.starOptions}>
            {stars.map((value) => (
              <label key={value} className={`${styles.starOption} ${value <= rating ? styles.starOptionOn : ''}`}>
                <input
                  type="radio"
                  name="rating"
                  value={value}
                  className="visually-hidden"
                  checked={rating === value}
                  onChange={() => actor.send({ type: 'rating.change', field: 'rating', value: String(value) })}
                  aria-label={content.stars(value)}
                />
                <span aria-hidden="true">★</span>
              </label>
            ))}
          </div>
          {fieldErrors.rating ? (
            <p id="booking-rating-error" className={ui.fieldError}>
              {fieldErrors.rating}
            </p>
          ) : null}
        </fieldset>
        <FormField id="booking-review" label={content.reviewLabel} hint={content.reviewHint(NOTES_MAX)} error={fieldErrors.review}>
          {(control) => (
            <textarea
              {...control}
              className={`${ui.input} ${styles.textarea}`}
              maxLength={NOTES_MAX}
              value={values.review}
              disabled={submitting}
              onChange={(event) => actor.send({ type: 'rating.change', field: 'review', value: event.target.value })}
            />
          )}
        </FormField>
        <div className={styles.dialogActions}>
          <button type="button" className={ui.button.secondary} onClick={dismiss} disabled={submitting}>
            {content.close}
          </button>
          <button type="submit" className={ui.button.primary} disabled={submitting}>
            {submitting ? content.submittingRating : content.submitRating}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
