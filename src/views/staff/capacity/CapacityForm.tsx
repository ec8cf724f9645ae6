// The bays and slot length form of the capacity page; values, errors, busy state and refusal are the machine's.
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { capacityContent as content, workshopCommon } from '../../../domain/console/workshopContent';
import type { CapacityField, capacitySettingsMachine, CapacitySettingsSnapshot } from '../../../machines/capacitySettings';
import * as fieldStyles from '../../components/Field.css';
import { Field } from '../../components/Field';
import { ConsoleForm } from '../components/ConsoleForm';
import { RefusalNotice } from '../components/RefusalNotice';
import { SubmitButton } from '../components/SubmitButton';
import * as styles from '../components/console.css';

const selectValues = (snapshot: CapacitySettingsSnapshot) => snapshot.context.capacityValues;
const selectErrors = (snapshot: CapacitySettingsSnapshot) => snapshot.context.capacityErrors;
const selectRefusal = (snapshot: CapacitySettingsSnapshot) => snapshot.context.capacityRefusal;
const selectSaving = (snapshot: CapacitySettingsSnapshot) => snapshot.hasTag('savingCapacity');
const selectRejected = (snapshot: CapacitySettingsSnapshot) => snapshot.context.rejectedCapacity;

export function CapacityForm({ actor }: { actor: ActorRefFrom<typeof capacitySettingsMachine> }) {
  const values = useSelector(actor, selectValues);
  const errors = useSelector(actor, selectErrors);
  const refusal = useSelector(actor, selectRefusal);
  const saving = useSelector(actor, selectSaving);
  const rejectedSubmits = useSelector(actor, selectRejected);
  const change = (field: CapacityField) => (event: { target: { value: string } }) => actor.send({ type: 'capacity.change', field, value: event.target.value });

  return (
    <ConsoleForm rejectedSubmits={rejectedSubmits} onSubmit={() => actor.send({ type: 'capacity.submit' })}>
      <RefusalNotice refusal={refusal} />
      <div className={styles.fieldColumns}>
        <Field id="capacity-bays" label={content.fields.bays} required error={errors.bays} hint={content.hints.bays}>
          {(control) => <input {...control} className={fieldStyles.input} type="number" inputMode="numeric" min={1} max={50} step={1} value={values.bays} onChange={change('bays')} aria-required="true" />}
        </Field>
        <Field id="capacity-slot" label={content.fields.slotMinutes} required error={errors.slot_minutes} hint={content.hints.slotMinutes}>
          {(control) => (
            <input {...control} className={fieldStyles.input} type="number" inputMode="numeric" min={15} max={720} step={5} value={values.slot_minutes} onChange={change('slot_minutes')} aria-required="true" />
          )}
        </Field>
      </div>
      <SubmitButton busy={saving} label={content.saveCapacity} busyLabel={workshopCommon.saving} />
    </ConsoleForm>
  );
}
