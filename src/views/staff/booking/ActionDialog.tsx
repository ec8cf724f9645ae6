// The dialog of a booking action: the question for those that cannot be undone, the cancel reason, the payment
// method, the new day and start time of a reschedule; then busy, or the server's refusal with Back. Escape and Close
// close it (not while busy); focus moves in, and to the refusal when one comes, and back to the button on close.
import { useSelector } from '@xstate/react';
import { PAYMENT_METHODS } from '../../../domain/constants';
import { BOARD_ACTION_LABELS, bookingActionContent as content, boardContent, paymentMethodLabel } from '../../../domain/console/boardContent';
import { amountToTake, depositContent } from '../../../domain/console/depositLine';
import { formatLongDate, formatMoney, formatTime, todayInKarachi } from '../../../domain/format';
import type { BookingAction } from '../../../domain/staff';
import { hasDialog } from '../../../machines/bookingActionRequest';
import { selectAction, selectActionBooking, selectDialogStep, selectFirstStep, type ActionDialogStep, type BookingActionsActor } from '../../../machines/bookingActions';
import { TimePicker } from '../../booking/TimePicker';
import { Dialog } from '../../components/Dialog';
import * as dialogStyles from '../../components/Dialog.css';
import { Field } from '../../components/Field';
import * as fieldStyles from '../../components/Field.css';
import { Plate } from '../../components/Plate';
import { Stack } from '../../components/Stack';
import { DialogStepForm, DialogSubject } from '../components/DialogStepForm';
import { ReasonField } from '../components/ReasonField';
import { DANGER_ACTIONS } from './ActionButtons';
import * as styles from './BookingActions.css';
import { CancelMoneyNote } from './CancelMoneyNote';
import { DepositNote } from './DepositNote';

interface ActionDialogProps {
  actor: BookingActionsActor;
}

/** Shown while an action has a step to show: confirm, and start on its day, have none until the server refuses them. */
export function ActionDialog({ actor }: ActionDialogProps) {
  const step = useSelector(actor, selectDialogStep);
  const action = useSelector(actor, selectAction);
  const firstStep = useSelector(actor, selectFirstStep);
  if (step === null || action === null) return null;
  if (step === 'busy' && !hasDialog(firstStep)) return null;
  return <OpenActionDialog actor={actor} step={step} action={action} />;
}

function OpenActionDialog({ actor, step, action }: { actor: BookingActionsActor; step: ActionDialogStep; action: BookingAction }) {
  const firstStep = useSelector(actor, selectFirstStep);
  const error = useSelector(actor, (snapshot) => snapshot.context.error);
  // a reschedule needs its new start time first
  const ready = useSelector(actor, (snapshot) => action !== 'reschedule' || (snapshot.matches({ open: { rescheduling: 'pickingTime' } }) && snapshot.context.time !== null));
  return (
    <Dialog title={step === 'refused' ? content.refusedTitle : content.titles[action]} onClose={() => actor.send({ type: 'bookingActions.close' })}>
      <DialogStepForm
        step={step}
        subject={<Subject actor={actor} />}
        refusal={error}
        labels={content}
        confirmLabel={content.confirmButtons[action]}
        tone={DANGER_ACTIONS.has(action) ? 'destructive' : 'primary'}
        ready={ready}
        onConfirm={() => actor.send({ type: 'bookingActions.confirm' })}
        onClose={() => actor.send({ type: 'bookingActions.close' })}
        onBack={hasDialog(firstStep) ? () => actor.send({ type: 'bookingActions.back' }) : undefined}
      >
        <StepBody actor={actor} step={step} action={action} />
      </DialogStepForm>
    </Dialog>
  );
}

/** Which booking the dialog acts on. */
function Subject({ actor }: { actor: BookingActionsActor }) {
  const booking = useSelector(actor, selectActionBooking);
  if (!booking) return null;
  return (
    <DialogSubject title={`${booking.customer.name} · ${boardContent.bookingNumber(booking.short_id)}`}>
      <span>
        {booking.service.name} · {booking.vehicle.make} {booking.vehicle.model} · <Plate plate={booking.vehicle.plate} />
      </span>
      <span>{content.movingFrom(formatLongDate(booking.date), boardContent.timeRange(formatTime(booking.start_time), formatTime(booking.end_time)))}</span>
    </DialogSubject>
  );
}

function StepBody({ actor, step, action }: { actor: BookingActionsActor; step: ActionDialogStep; action: BookingAction }) {
  if (step === 'busy') {
    return (
      <p className={dialogStyles.text} role="status">
        {content.working}
      </p>
    );
  }
  switch (step) {
    case 'cancelling':
      return (
        <>
          <CancelMoneyNote actor={actor} />
          <CancelReasonField actor={actor} />
        </>
      );
    case 'choosingMethod':
      return <MethodField actor={actor} />;
    case 'rescheduling':
      return <RescheduleFields actor={actor} />;
    default:
      return <Question actor={actor} action={action} />;
  }
}

/** What an action that cannot be undone asks, and what starting a later day's booking asks (an early arrival). */
function Question({ actor, action }: { actor: BookingActionsActor; action: BookingAction }) {
  const date = useSelector(actor, (snapshot) => snapshot.context.booking?.date ?? '');
  const question = action === 'start' ? content.startEarly(formatLongDate(date)) : action in content.questions ? content.questions[action as keyof typeof content.questions] : BOARD_ACTION_LABELS[action];
  return <p className={dialogStyles.text}>{question}</p>;
}

function CancelReasonField({ actor }: { actor: BookingActionsActor }) {
  const reason = useSelector(actor, (snapshot) => snapshot.context.reason);
  const reasonError = useSelector(actor, (snapshot) => snapshot.context.reasonError);
  return <ReasonField id="board-cancel-reason" labels={content} value={reason} error={reasonError} onChange={(changed) => actor.send({ type: 'bookingActions.reasonChange', reason: changed })} />;
}

function MethodField({ actor }: { actor: BookingActionsActor }) {
  const method = useSelector(actor, (snapshot) => snapshot.context.method);
  const booking = useSelector(actor, selectActionBooking);
  const toTake = booking ? amountToTake(booking) : null;
  return (
    <>
      {toTake ? (
        <p className={dialogStyles.text}>
          {toTake.isBalance ? depositContent.balanceLabel : content.amountLabel}: <strong>{formatMoney(toTake.amount)}</strong>
        </p>
      ) : null}
      {booking ? <DepositNote booking={booking} /> : null}
      <Stack as="fieldset" space="sm">
        <legend className={styles.legend}>{content.methodLegend}</legend>
        {PAYMENT_METHODS.map((value) => (
          <label key={value} className={styles.methodOption}>
            <input
              type="radio"
              name="board-payment-method"
              value={value}
              checked={method === value}
              onChange={() => actor.send({ type: 'bookingActions.methodChange', method: value })}
            />
            {paymentMethodLabel(value)}
          </label>
        ))}
      </Stack>
    </>
  );
}

function RescheduleFields({ actor }: { actor: BookingActionsActor }) {
  const date = useSelector(actor, (snapshot) => snapshot.context.date);
  const dateError = useSelector(actor, (snapshot) => snapshot.context.dateError);
  const timeChoice = useSelector(actor, (snapshot) => snapshot.children.timeChoice);
  const focusDate = () => document.getElementById('board-reschedule-date')?.focus();
  return (
    <>
      <Field id="board-reschedule-date" label={content.newDateLabel} hint={content.newDateHint} error={dateError}>
        {(control) => (
          <input
            {...control}
            type="date"
            className={fieldStyles.input}
            min={todayInKarachi()}
            value={date}
            onChange={(event) => actor.send({ type: 'bookingActions.dateChange', date: event.target.value })}
          />
        )}
      </Field>
      {timeChoice ? <TimePicker choice={timeChoice} legend={content.newTimeLegend} onChooseAnotherDay={focusDate} freeOnly /> : null}
    </>
  );
}
