// "Block a bay" (bay, day, from, until, reason; a refusal lists the bookings in the way) and removing a block (asked
// first): renders the bay block chart, started by the board in one mode or the other.
import { useSelector } from '@xstate/react';
import { boardContent } from '../../../domain/console/boardContent';
import { bayBlockContent as content } from '../../../domain/console/deskContent';
import { formatTime } from '../../../domain/format';
import type { BayBlockActor, BayBlockSnapshot, BlockField } from '../../../machines/bayBlock';
import * as ui from '../../../styles/ui.css';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import * as dialogStyles from '../../components/Dialog.css';
import * as fieldStyles from '../../components/Field.css';
import { Field } from '../../components/Field';
import { FormDialog } from '../components/FormDialog';

const selectBusy = (snapshot: BayBlockSnapshot) => snapshot.hasTag('busy');
const selectRemoval = (snapshot: BayBlockSnapshot) => snapshot.context.block;

export function BayBlockDialog({ actor, bays }: { actor: BayBlockActor; bays: number }) {
  const block = useSelector(actor, selectRemoval);
  const busy = useSelector(actor, selectBusy);
  const formError = useSelector(actor, (snapshot) => snapshot.context.formError);
  const dismiss = () => actor.send({ type: 'block.dismiss' });
  if (block) {
    return (
      <ConfirmDialog
        title={content.removeTitle}
        text={content.removeText(block.bay, formatTime(block.start), formatTime(block.end), block.reason)}
        confirmLabel={content.remove}
        busyLabel={content.removing}
        cancelLabel={content.keep}
        busy={busy}
        tone="destructive"
        onConfirm={() => actor.send({ type: 'block.confirm' })}
        onDismiss={dismiss}
      >
        {formError ? (
          <p className={ui.alert.error} role="alert">
            {formError}
          </p>
        ) : null}
      </ConfirmDialog>
    );
  }
  return <BlockForm actor={actor} bays={bays} busy={busy} formError={formError} />;
}

function BlockForm({ actor, bays, busy, formError }: { actor: BayBlockActor; bays: number; busy: boolean; formError: string | null }) {
  const values = useSelector(actor, (snapshot) => snapshot.context.values);
  const errors = useSelector(actor, (snapshot) => snapshot.context.fieldErrors);
  const inTheWay = useSelector(actor, (snapshot) => snapshot.context.inTheWay);
  const rejectedSubmits = useSelector(actor, (snapshot) => snapshot.context.rejectedSubmits);
  const change = (field: BlockField) => (event: { target: { value: string } }) => actor.send({ type: 'block.change', field, value: event.target.value });
  return (
    <FormDialog
      title={content.title}
      submitLabel={content.submit}
      saving={busy}
      formError={formError}
      rejectedSubmits={rejectedSubmits}
      onSubmit={() => actor.send({ type: 'block.submit' })}
      onDismiss={() => actor.send({ type: 'block.dismiss' })}
    >
      <p className={dialogStyles.text}>{content.lead}</p>
      {inTheWay.length > 0 ? (
        <section aria-label={content.inTheWayTitle}>
          <ul className={ui.alert.error}>
            {inTheWay.map((booking) => (
              <li key={booking.id}>{content.inTheWay(formatTime(booking.time), booking.customer, booking.short_id)}</li>
            ))}
          </ul>
        </section>
      ) : null}
      <Field id="block-bay" label={content.bay} required error={errors.bay}>
        {(control) => (
          <select {...control} className={fieldStyles.input} value={values.bay} onChange={change('bay')} aria-required="true">
            {Array.from({ length: bays }, (_, index) => String(index + 1)).map((bay) => (
              <option key={bay} value={bay}>
                {boardContent.bay(Number(bay))}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field id="block-day" label={content.day} required error={errors.booking_date}>
        {(control) => <input {...control} type="date" className={fieldStyles.input} value={values.booking_date} onChange={change('booking_date')} aria-required="true" />}
      </Field>
      <Field id="block-start" label={content.start} required error={errors.start}>
        {(control) => <input {...control} type="time" className={fieldStyles.input} value={values.start} onChange={change('start')} aria-required="true" />}
      </Field>
      <Field id="block-end" label={content.end} required error={errors.end}>
        {(control) => <input {...control} type="time" className={fieldStyles.input} value={values.end} onChange={change('end')} aria-required="true" />}
      </Field>
      <Field id="block-reason" label={content.reason} required hint={content.reasonHint} error={errors.reason}>
        {(control) => <input {...control} className={fieldStyles.input} value={values.reason} onChange={change('reason')} autoComplete="off" aria-required="true" />}
      </Field>
    </FormDialog>
  );
}
