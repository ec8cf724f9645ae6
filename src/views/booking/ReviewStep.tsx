// Step 4: the day's start times to choose from, everything chosen so far, the customer, special instructions and the payment note.
import { useSelector } from '@xstate/react';
import { useId, type ReactNode } from 'react';
import { bookingContent as text } from '../../domain/bookingContent';
import { NOTES_MAX, WORKSHOP } from '../../domain/constants';
import { formatBookingDate, formatMoney, formatTime } from '../../domain/format';
import { messages } from '../../domain/messages';
import { isBookingComplete, selectedCar, selectedService, visitOf } from '../../machines/bookingChoice';
import type { WizardSnapshot } from '../../machines/bookingWizard';
import { Alert } from '../components/Alert';
import { cardClass } from '../components/cardClass';
import { EmailAddress } from '../components/EmailAddress';
import { Field } from '../components/Field';
import * as fieldStyles from '../components/Field.css';
import { Text } from '../components/Text';
import { textClass } from '../components/textClass';
import { Tiles } from '../components/Tiles';
import { Plate } from '../components/Plate';
import { AddonPicker } from './AddonPicker';
import { TimePicker } from './TimePicker';
import { VisitSummary } from './VisitSummary';
import type { WizardActor } from './wizardActor';
import * as styles from './BookingPage.css';

const selectComplete = (snapshot: WizardSnapshot) => isBookingComplete(snapshot.context);
const selectService = (snapshot: WizardSnapshot) => selectedService(snapshot.context);
const selectCar = (snapshot: WizardSnapshot) => selectedCar(snapshot.context);
const selectDateValue = (snapshot: WizardSnapshot) => snapshot.context.date;
const selectTime = (snapshot: WizardSnapshot) => snapshot.context.time;
const selectTimeChoice = (snapshot: WizardSnapshot) => snapshot.children.timeChoice;
const selectAddonChoice = (snapshot: WizardSnapshot) => snapshot.children.addonChoice;
const selectAddons = (snapshot: WizardSnapshot) => snapshot.context.addons;
const sameVisit = (a: ReturnType<typeof visitOf>, b: ReturnType<typeof visitOf>) => a?.total === b?.total && a?.minutes === b?.minutes;
const selectVisit = (snapshot: WizardSnapshot) => visitOf(snapshot.context);
const selectUser = (snapshot: WizardSnapshot) => snapshot.context.user;
const selectNotes = (snapshot: WizardSnapshot) => snapshot.context.notes;
const selectSubmitting = (snapshot: WizardSnapshot) => snapshot.hasTag('submitting');

function Item({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className={cardClass('inset')}>
      <dt className={textClass({ size: 'xs', tone: 'muted', weight: 'bold', caps: true })}>{term}</dt>
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
  const addonChoice = useSelector(actor, selectAddonChoice);
  const addons = useSelector(actor, selectAddons);
  const visit = useSelector(actor, selectVisit, sameVisit);
  const user = useSelector(actor, selectUser);
  const notes = useSelector(actor, selectNotes);
  const submitting = useSelector(actor, selectSubmitting);
  const notesId = useId();

  return (
    <>
      {complete ? null : (
        <Alert tone="error" role="alert">
          <strong className={styles.incompleteTitle}>{messages.wizard.incompleteTitle}</strong>
          {messages.wizard.incompleteBody}
        </Alert>
      )}
      {timeChoice && date ? (
        <TimePicker
          choice={timeChoice}
          legend={text.timeLegend(formatBookingDate(date))}
          disabled={submitting}
          onChooseAnotherDay={() => actor.send({ type: 'wizard.previous' })}
        />
      ) : null}
      {addonChoice ? <AddonPicker choice={addonChoice} disabled={submitting} /> : null}
      {visit ? <VisitSummary total={visit.total} minutes={visit.minutes} start={time} /> : null}
      <Tiles as="dl" space="md" minItemWidth={240}>
        <Item term={text.service}>
          {service ? (
            <>
              <span>{service.name}</span>
              {addons.map((addon) => (
                <span key={addon.id} className={styles.muted}>
                  + {addon.name}
                </span>
              ))}
              {/* under its add-ons, the price is the whole visit's */}
              <span className={styles.price}>{formatMoney(addons.length > 0 && visit ? visit.total : service.price)}</span>
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
              <Text as="span" size="sm" tone="muted">
                <EmailAddress address={user.email} />
              </Text>
            </>
          ) : (
            text.notSelected
          )}
        </Item>
      </Tiles>

      <Field id={notesId} label={text.notesLabel} hint={text.notesHint(NOTES_MAX)}>
        {(control) => (
          <textarea
            {...control}
            className={`${fieldStyles.input} ${fieldStyles.textarea}`}
            maxLength={NOTES_MAX}
            value={notes}
            disabled={submitting}
            onChange={(event) => actor.send({ type: 'wizard.setNotes', notes: event.target.value })}
          />
        )}
      </Field>

      <Alert as="p" tone="info">
        <strong>{text.paymentTitle}: </strong>
        {WORKSHOP.paymentNote}
      </Alert>
    </>
  );
}
