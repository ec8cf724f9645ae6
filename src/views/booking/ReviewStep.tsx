// Step 4: the day's start times to choose from, everything chosen so far, the customer, special instructions and the payment note.
import { useSelector } from '@xstate/react';
import { useId, type ReactNode } from 'react';
import { bookingContent as text } from '../../domain/bookingContent';
import { NOTES_MAX, WORKSHOP } from '../../domain/constants';
import { formatBookingDate, formatMoney, formatTime } from '../../domain/format';
import { messages } from '../../domain/messages';
import { isBookingComplete, selectedCar, selectedService } from '../../machines/bookingChoice';
import type { WizardSnapshot } from '../../machines/bookingWizard';
import * as ui from '../../styles/ui.css';
import * as fieldStyles from '../components/Field.css';
import { EmailAddress } from '../components/EmailAddress';
import { Plate } from '../components/Plate';
import { TimePicker } from './TimePicker';
import type { WizardActor } from './wizardActor';
import * as styles from './BookingPage.css';

const selectComplete = (snapshot: WizardSnapshot) => isBookingComplete(snapshot.context);
const selectService = (snapshot: WizardSnapshot) => selectedService(snapshot.context);
const selectCar = (snapshot: WizardSnapshot) => selectedCar(snapshot.context);
const selectDateValue = (snapshot: WizardSnapshot) => snapshot.context.date;
const selectTime = (snapshot: WizardSnapshot) => snapshot.context.time;
const selectTimeChoice = (snapshot: WizardSnapshot) => snapshot.children.timeChoice;
const selectUser = (snapshot: WizardSnapshot) => snapshot.context.user;
const selectNotes = (snapshot: WizardSnapshot) => snapshot.context.notes;
const selectSubmitting = (snapshot: WizardSnapshot) => snapshot.hasTag('submitting');

function Item({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className={styles.summaryItem}>
      <dt className={styles.summaryTerm}>{term}</dt>
      <dd className={styles.summaryValue}>{children}</dd>
    </div>
  );
}

export function ReviewStep({ actor }: { actor: WizardActor }) {
  const complete = useSelector(actor, selectComplete);
  const service = useSelector(actor, selectService);
  const car = useSelector(actor, selectCar);
  const date = useSelector(actor, selectDateValue);
  const time = useSelector(actor, selectTime);
  const timeChoice = useSelector(actor, selectTimeChoice);
  const user = useSelector(actor, selectUser);
  const notes = useSelector(actor, selectNotes);
  const submitting = useSelector(actor, selectSubmitting);
  const notesId = useId();

  return (
    <>
      {complete ? null : (
        <div className={`${ui.alert.error} ${styles.incomplete}`} role="alert">
          <strong className={styles.incompleteTitle}>{messages.wizard.incompleteTitle}</strong>
          {messages.wizard.incompleteBody}
        </div>
      )}
      {timeChoice && date ? (
        <div className={styles.timeChoice}>
          <TimePicker
            choice={timeChoice}
            legend={text.timeLegend(formatBookingDate(date))}
            disabled={submitting}
            onChooseAnotherDay={() => actor.send({ type: 'wizard.previous' })}
          />
        </div>
      ) : null}
      <dl className={styles.summary}>
        <Item term={text.service}>
          {service ? (
            <>
              <span>{service.name}</span>
              <span className={styles.price}>{formatMoney(service.price)}</span>
            </>
          ) : (
            text.notSelected
          )}
        </Item>
        <Item term={text.vehicle}>
          {car ? (
            <>
              <bdi>{`${car.year} ${car.make} ${car.model}`}</bdi>
              <span className={styles.muted}>
                {text.plate}: <Plate plate={car.license_plate} />
                {car.color ? ` · ${car.color}` : ''}
              </span>
            </>
          ) : (
            text.notSelected
          )}
        </Item>
        <Item term={text.date}>{date ? <bdi>{formatBookingDate(date)}</bdi> : text.notSelected}</Item>
        <Item term={text.time}>{time ? <bdi>{formatTime(time)}</bdi> : text.notSelected}</Item>
        <Item term={text.customer}>
          {user ? (
            <>
              <bdi>{user.name}</bdi>
              <span className={styles.summaryNote}>
                <EmailAddress address={user.email} />
              </span>
            </>
          ) : (
            text.notSelected
          )}
        </Item>
      </dl>

      <div className={`${fieldStyles.field} ${styles.notes}`}>
        <label className={fieldStyles.label} htmlFor={notesId}>
          {text.notesLabel}
        </label>
        <textarea
          id={notesId}
          className={`${fieldStyles.input} ${styles.textarea}`}
          maxLength={NOTES_MAX}
          value={notes}
          disabled={submitting}
          aria-describedby={`${notesId}-hint`}
          onChange={(event) => actor.send({ type: 'wizard.setNotes', notes: event.target.value })}
        />
        <p id={`${notesId}-hint`} className={fieldStyles.hint}>
          {text.notesHint(NOTES_MAX)}
        </p>
      </div>

      <p className={`${ui.alert.info} ${styles.paymentNote}`}>
        <strong>{text.paymentTitle}: </strong>
        {WORKSHOP.paymentNote}
      </p>
    </>
  );
}
