// The capacity form: bays, how often a booking may start, the cleanup time and the week's opening hours, saved
// together; values, errors, busy state and refusal (with links to the bookings in the way) are the machine's.
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { capacityContent as content, workshopCommon } from '../../../domain/console/workshopContent';
import { BUFFER_CHOICES, START_GRID_CHOICES } from '../../../domain/workshopSchemas';
import type { CapacityField } from '../../../machines/capacityForm';
import type { capacitySettingsMachine, CapacitySettingsSnapshot } from '../../../machines/capacitySettings';
import * as fieldStyles from '../../components/Field.css';
import { Field } from '../../components/Field';
import { ConsoleForm } from '../components/ConsoleForm';
import { RefusalNotice } from '../components/RefusalNotice';
import { SubmitButton } from '../components/SubmitButton';
import * as styles from '../components/console.css';
import { MinutesField } from './MinutesField';
import { OpeningHoursTable } from './OpeningHoursTable';

/** The settings chosen from a list of minutes: how often a booking may start, and the cleanup time after one. */
const MINUTES_FIELDS = [
  { field: 'slot_minutes', id: 'capacity-slot', label: content.fields.slotMinutes, hint: content.hints.slotMinutes, choices: START_GRID_CHOICES },
  { field: 'buffer_minutes', id: 'capacity-buffer', label: content.fields.bufferMinutes, hint: content.hints.bufferMinutes, choices: BUFFER_CHOICES },
] as const satisfies ReadonlyArray<{ field: CapacityField; id: string; label: string; hint: string; choices: readonly number[] }>;

const selectValues = (snapshot: CapacitySettingsSnapshot) => snapshot.context.capacityValues;
const selectErrors = (snapshot: CapacitySettingsSnapshot) => snapshot.context.capacityErrors.fields;
const selectRefusal = (snapshot: CapacitySettingsSnapshot) => snapshot.context.capacityRefusal;
const selectSaving = (snapshot: CapacitySettingsSnapshot) => snapshot.hasTag('savingCapacity');
const selectRejected = (snapshot: CapacitySettingsSnapshot) => snapshot.context.rejectedCapacity;

export function CapacityForm({ actor }: { actor: ActorRefFrom<typeof capacitySettingsMachine> }) {
  const values = useSelector(actor, selectValues);
  const errors = useSelector(actor, selectErrors);
  const refusal = useSelector(actor, selectRefusal);
  const saving = useSelector(actor, selectSaving);
  const rejectedSubmits = useSelector(actor, selectRejected);
  const change = (field: CapacityField) => (value: string) => actor.send({ type: 'capacity.change', field, value });

  return (
    <ConsoleForm rejectedSubmits={rejectedSubmits} onSubmit={() => actor.send({ type: 'capacity.submit' })}>
      <RefusalNotice refusal={refusal} />
      <div className={styles.fieldColumns}>
        <Field id="capacity-bays" label={content.fields.bays} required error={errors.bays} hint={content.hints.bays}>
          {(control) => (
            <input
              {...control}
              className={fieldStyles.input}
              type="number"
              inputMode="numeric"
              min={1}
              max={50}
              step={1}
              value={values.bays}
              onChange={(event) => change('bays')(event.target.value)}
              aria-required="true"
            />
          )}
        </Field>
        {MINUTES_FIELDS.map(({ field, id, label, hint, choices }) => (
          <MinutesField key={field} id={id} label={label} hint={hint} error={errors[field]} choices={choices} value={values[field]} onChange={change(field)} />
        ))}
      </div>
      <OpeningHoursTable actor={actor} />
      <SubmitButton busy={saving} label={content.saveCapacity} busyLabel={workshopCommon.saving} />
    </ConsoleForm>
  );
}
