// The three action dialogs of My Bookings; each reads the page's machine and sends its events.
import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import type { ActorRefFrom } from 'xstate';
import { NOTES_MAX, RATING_MAX, RATING_MIN } from '../../domain/constants';
import { formatBookingDate, formatTime } from '../../domain/format';
import { messages } from '../../domain/messages';
import { myBookingsContent as content } from '../../domain/myBookingsContent';
import type { MyBookingsMachine, MyBookingsSnapshot } from '../../machines/myBookings';
import { dialogBookingOf } from '../../machines/myBookingsList';
import { Button } from '../components/Button';
import { cardClass } from '../components/cardClass';
import * as fieldStyles from '../components/Field.css';
import { DateGrid, DateGridLoading } from '../booking/DateGrid';
import { TimePicker } from '../booking/TimePicker';
import { ErrorState } from '../components/ErrorState';
import { Field } from '../components/Field';
import { Plate } from '../components/Plate';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { Dialog } from '../components/Dialog';
import * as dialogStyles from '../components/Dialog.css';
import { Stack } from '../components/Stack';
import { Text } from '../components/Text';
import { textClass } from '../components/textClass';
import * as styles from './MyBookingsPage.css';

export type MyBookingsActor = ActorRefFrom<MyBookingsMachine>;

/** The small capitals above a value ("MOVING", "NEW DAY"). */
const captionClass = textClass({ size: 'xs', tone: 'muted', weight: 'bold', caps: true });

const selectSubmitting = (snapshot: MyBookingsSnapshot) => snapshot.hasTag('submitting');
const selectDates = (snapshot: MyBookingsSnapshot) => snapshot.context.dates;
const selectDate = (snapshot: MyBookingsSnapshot) => snapshot.context.date;
const selectDatesError = (snapshot: MyBookingsSnapshot) => (snapshot.matches({ action: { rescheduling: 'datesFailed' } }) ? snapshot.context.datesError : null);
const selectLoadingDates = (snapshot: MyBookingsSnapshot) => snapshot.hasTag('loadingDates');
const selectTime = (snapshot: MyBookingsSnapshot) => snapshot.context.time;
/** Rescheduling shows the days, then the picked day's times. */
const selectStage = (snapshot: MyBookingsSnapshot) => (snapshot.matches({ action: { rescheduling: 'pickingTime' } }) ? 'times' : 'dates');
const selectDialogBooking = (snapshot: MyBookingsSnapshot) => dialogBookingOf(snapshot.context);
const selectTimeChoice = (snapshot: MyBookingsSnapshot) => snapshot.children.timeChoice;
const selectRatingValues = (snapshot: MyBookingsSnapshot) => snapshot.context.ratingValues;
const selectRatingFieldErrors = (snapshot: MyBookingsSnapshot) => snapshot.context.ratingFieldErrors;

export function CancelDialog({ actor }: { actor: MyBookingsActor }) {
  const submitting = useSelector(actor, selectSubmitting);
  return (
    <ConfirmDialog
      title={content.cancelTitle}
      text={messages.booking.confirmCancel}
      cancelLabel={content.keepBooking}
      confirmLabel={content.confirmCancel}
      busyLabel={content.cancelling}
      busy={submitting}
      onConfirm={() => actor.send({ type: 'myBookings.confirm' })}
      onDismiss={() => actor.send({ type: 'myBookings.dismiss' })}
    />
  );
}

export function RescheduleDialog({ actor }: { actor: MyBookingsActor }) {
  const submitting = useSelector(actor, selectSubmitting);
  const loading = useSelector(actor, selectLoadingDates);
  const dates = useSelector(actor, selectDates);
  const picked = useSelector(actor, selectDate);
  const time = useSelector(actor, selectTime);
  const datesError = useSelector(actor, selectDatesError);
  const stage = useSelector(actor, selectStage);
  const booking = useSelector(actor, selectDialogBooking);
  const timeChoice = useSelector(actor, selectTimeChoice);
  const stageRef = useRef<HTMLDivElement>(null);
  const shownStage = useRef(stage);
  useEffect(() => {
    // the day's buttons give way to its times (or back): focus goes to the new part, not to the page behind
    if (shownStage.current === stage) return;
    shownStage.current = stage;
    stageRef.current?.focus();
  }, [stage]);
  const dismiss = () => !submitting && actor.send({ type: 'myBookings.dismiss' });
  const changeDate = () => actor.send({ type: 'myBookings.changeDate' });
  const footer = (
    <>
      <Button variant="secondary" onClick={dismiss} disabled={submitting}>
        {content.close}
      </Button>
      <Button variant="primary" onClick={() => actor.send({ type: 'myBookings.confirm' })} disabled={submitting || stage !== 'times' || time === null}>
        {submitting ? content.rescheduling : content.confirm}
      </Button>
    </>
  );
  return (
    <Dialog title={content.rescheduleTitle} onClose={dismiss} footer={footer}>
      {booking ? (
        <div className={`${cardClass('inset')} ${styles.moving}`}>
          <div className={captionClass}>{content.movingLabel}</div>
          <Text as="div" weight="bold">
            {booking.serviceName}
          </Text>
          <Text as="div" size="sm" tone="muted">
            <bdi>{`${booking.carMake} ${booking.carModel}`}</bdi> · <Plate plate={booking.carLicensePlate} />
          </Text>
          <Text as="div" size="sm" tone="muted">
            {content.bookedNow(formatBookingDate(booking.scheduledDate), formatTime(booking.scheduledTime))}
          </Text>
        </div>
      ) : null}
      {stage === 'dates' ? (
        <div ref={stageRef} tabIndex={-1} className={styles.newDay}>
          <p className={dialogStyles.text}>{content.rescheduleLead}</p>
        </div>
      ) : (
        <div ref={stageRef} tabIndex={-1} className={styles.newDay}>
          <p className={styles.newDayText}>
            <span className={captionClass}>{content.newDayLabel}</span> <bdi>{formatBookingDate(picked ?? '')}</bdi>
          </p>
          <Button variant="secondary" onClick={changeDate} disabled={submitting}>
            {content.changeDay}
          </Button>
        </div>
      )}
      {stage === 'times' ? (
        timeChoice ? <TimePicker choice={timeChoice} legend={content.newTimeLegend} disabled={submitting} onChooseAnotherDay={changeDate} /> : null
      ) : loading ? (
        <DateGridLoading compact />
      ) : datesError ? (
        <ErrorState message={datesError} onRetry={() => actor.send({ type: 'myBookings.retry' })} />
      ) : (
        <DateGrid days={dates} selected={picked} compact onPick={(date) => actor.send({ type: 'myBookings.pickDate', date })} />
      )}
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
        onSubmit={(event) => {
          event.preventDefault();
          actor.send({ type: 'rating.submit' });
        }}
      >
        <Stack space="md">
          <fieldset className={styles.starFieldset} disabled={submitting} aria-describedby={fieldErrors.rating ? 'booking-rating-error' : undefined}>
            <legend className={fieldStyles.label}>{content.ratingLegend}</legend>
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
              <p id="booking-rating-error" className={fieldStyles.error}>
                {fieldErrors.rating}
              </p>
            ) : null}
          </fieldset>
          <Field id="booking-review" label={content.reviewLabel} hint={content.reviewHint(NOTES_MAX)} error={fieldErrors.review}>
            {(control) => (
              <textarea
                {...control}
                className={`${fieldStyles.input} ${fieldStyles.textarea}`}
                maxLength={NOTES_MAX}
                value={values.review}
                disabled={submitting}
                onChange={(event) => actor.send({ type: 'rating.change', field: 'review', value: event.target.value })}
              />
            )}
          </Field>
          <div className={dialogStyles.actions}>
            <Button variant="secondary" onClick={dismiss} disabled={submitting}>
              {content.close}
            </Button>
            <Button type="submit" variant="primary" disabled={submitting}>
              {submitting ? content.submittingRating : content.submitRating}
            </Button>
          </div>
        </Stack>
      </form>
    </Dialog>
  );
}
