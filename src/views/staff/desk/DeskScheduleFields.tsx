// The service and its add-ons, and for a booking the day, one of its free start times for the whole visit, where the
// booking came from and notes; the confirmation mail when the customer has an e-mail address.
import { useSelector } from '@xstate/react';
import { DESK_BOOKING_SOURCES } from '../../../domain/constants';
import { BOOKING_SOURCE_LABELS, deskBookingContent as content } from '../../../domain/console/deskContent';
import { todayInKarachi } from '../../../domain/format';
import type { DeskBookingActor, DeskBookingSnapshot } from '../../../machines/deskBooking';
import { confirmationAddressOf } from '../../../machines/deskBookingForm';
import { TimePicker } from '../../booking/TimePicker';
import { DeskAddonsField } from './DeskAddonsField';
import * as fieldStyles from '../../components/Field.css';
import { Field } from '../../components/Field';
import * as consoleStyles from '../components/console.css';
import { Stack } from '../../components/Stack';
import * as choices from '../booking/BookingActions.css';
import * as styles from './DeskDialog.css';

const selectWalkIn = (snapshot: DeskBookingSnapshot) => snapshot.context.mode === 'walkIn';

export function DeskScheduleFields({ actor }: { actor: DeskBookingActor }) {
  const walkIn = useSelector(actor, selectWalkIn);
  return (
    <>
      <ServiceField actor={actor} />
      <DeskAddonsField actor={actor} />
      {walkIn ? null : (
        <>
          <DayAndTime actor={actor} />
          <SourceField actor={actor} />
          <NotesField actor={actor} />
        </>
      )}
      <NotifyField actor={actor} />
    </>
  );
}

function ServiceField({ actor }: { actor: DeskBookingActor }) {
  const services = useSelector(actor, (snapshot) => snapshot.context.services);
  const serviceId = useSelector(actor, (snapshot) => snapshot.context.serviceId);
  const error = useSelector(actor, (snapshot) => snapshot.context.fieldErrors.service);
  return (
    <Field id="desk-service" label={content.serviceLabel} required error={error}>
      {(control) => (
        <select {...control} className={fieldStyles.input} value={serviceId} aria-required="true" onChange={(event) => actor.send({ type: 'desk.pickService', serviceId: event.target.value })}>
          <option value="">{content.choosePrompt}</option>
          {services.map((service) => (
            <option key={service.id} value={service.id}>
              {content.serviceOption(service.name, service.duration_minutes)}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

function DayAndTime({ actor }: { actor: DeskBookingActor }) {
  const date = useSelector(actor, (snapshot) => snapshot.context.date);
  const dateError = useSelector(actor, (snapshot) => snapshot.context.fieldErrors.booking_date);
  const timeError = useSelector(actor, (snapshot) => snapshot.context.fieldErrors.time);
  const noService = useSelector(actor, (snapshot) => snapshot.matches({ open: { schedule: 'noService' } }));
  const timeChoice = useSelector(actor, (snapshot) => snapshot.children.timeChoice);
  const focusDay = () => document.getElementById('desk-day')?.focus();
  return (
    <>
      <Field id="desk-day" label={content.dayLabel} required error={dateError}>
        {(control) => (
          <input
            {...control}
            type="date"
            className={fieldStyles.input}
            min={todayInKarachi()}
            value={date}
            aria-required="true"
            onChange={(event) => actor.send({ type: 'desk.pickDate', date: event.target.value })}
          />
        )}
      </Field>
      {noService ? <p className={styles.quiet}>{content.chooseServiceFirst}</p> : null}
      {timeChoice ? <TimePicker choice={timeChoice} legend={content.timeLegend} onChooseAnotherDay={focusDay} freeOnly /> : null}
      {timeError ? (
        <p className={fieldStyles.error} role="alert">
          {timeError}
        </p>
      ) : null}
    </>
  );
}

function SourceField({ actor }: { actor: DeskBookingActor }) {
  const source = useSelector(actor, (snapshot) => snapshot.context.source);
  return (
    <Stack as="fieldset" space="sm">
      <legend className={choices.legend}>{content.sourceLegend}</legend>
      {DESK_BOOKING_SOURCES.map((value) => (
        <label key={value} className={choices.methodOption}>
          <input type="radio" name="desk-source" value={value} checked={source === value} onChange={() => actor.send({ type: 'desk.pickSource', source: value })} />
          {BOOKING_SOURCE_LABELS[value]}
        </label>
      ))}
    </Stack>
  );
}

function NotesField({ actor }: { actor: DeskBookingActor }) {
  const notes = useSelector(actor, (snapshot) => snapshot.context.notes);
  const error = useSelector(actor, (snapshot) => snapshot.context.fieldErrors.customer_notes);
  return (
    <Field id="desk-notes" label={content.notesLabel} error={error}>
      {(control) => <textarea {...control} className={`${fieldStyles.input} ${consoleStyles.textarea}`} value={notes} onChange={(event) => actor.send({ type: 'desk.changeNotes', notes: event.target.value })} />}
    </Field>
  );
}

function NotifyField({ actor }: { actor: DeskBookingActor }) {
  const address = useSelector(actor, (snapshot) => confirmationAddressOf(snapshot.context));
  const notify = useSelector(actor, (snapshot) => snapshot.context.notify);
  if (!address) return null;
  return (
    <div>
      <label className={choices.methodOption}>
        <input type="checkbox" checked={notify} aria-describedby="desk-notify-hint" onChange={(event) => actor.send({ type: 'desk.setNotify', notify: event.target.checked })} />
        {content.notify}
      </label>
      <p id="desk-notify-hint" className={fieldStyles.hint}>
        {content.notifyHint(address)}
      </p>
    </div>
  );
}
