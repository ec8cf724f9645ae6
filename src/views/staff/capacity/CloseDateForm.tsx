// "Close a date": the date and its note; a refusal lists the bookings to move first, each line as the server sent it.
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { capacityContent as content } from '../../../domain/console/workshopContent';
import type { capacitySettingsMachine, CapacitySettingsSnapshot, ClosedDateField } from '../../../machines/capacitySettings';
import * as fieldStyles from '../../components/Field.css';
import { Field } from '../../components/Field';
import { ConsoleForm } from '../components/ConsoleForm';
import { RefusalNotice } from '../components/RefusalNotice';
import { SubmitButton } from '../components/SubmitButton';
import * as styles from '../components/console.css';

const selectValues = (snapshot: CapacitySettingsSnapshot) => snapshot.context.closeValues;
const selectErrors = (snapshot: CapacitySettingsSnapshot) => snapshot.context.closeErrors;
const selectRefusal = (snapshot: CapacitySettingsSnapshot) => snapshot.context.closeRefusal;
const selectSaving = (snapshot: CapacitySettingsSnapshot) => snapshot.hasTag('closingDate');
const selectRejected = (snapshot: CapacitySettingsSnapshot) => snapshot.context.rejectedClose;

export function CloseDateForm({ actor }: { actor: ActorRefFrom<typeof capacitySettingsMachine> }) {
  const values = useSelector(actor, selectValues);
  const errors = useSelector(actor, selectErrors);
  const refusal = useSelector(actor, selectRefusal);
  const saving = useSelector(actor, selectSaving);
  const rejectedSubmits = useSelector(actor, selectRejected);
  const change = (field: ClosedDateField) => (event: { target: { value: string } }) => actor.send({ type: 'closedDate.change', field, value: event.target.value });

  return (
    <ConsoleForm rejectedSubmits={rejectedSubmits} onSubmit={() => actor.send({ type: 'closedDate.submit' })}>
      <RefusalNotice refusal={refusal} />
      <div className={styles.fieldColumns}>
        <Field id="closed-date" label={content.fields.date} required error={errors.date}>
          {(control) => <input {...control} className={fieldStyles.input} type="date" value={values.date} onChange={change('date')} aria-required="true" />}
        </Field>
        <Field id="closed-note" label={content.fields.note} error={errors.note} hint={content.hints.note}>
          {(control) => <input {...control} className={fieldStyles.input} value={values.note} maxLength={200} onChange={change('note')} />}
        </Field>
      </div>
      <SubmitButton busy={saving} label={content.closeDate} busyLabel={content.closing} />
    </ConsoleForm>
  );
}
