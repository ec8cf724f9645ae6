// The Settings form: five panels (workshop, tax registration, home page figures, bookings and reminders, deposits)
// under one Save; values, errors, the busy state and a refusal are the machine's.
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { settingsContent as content } from '../../../domain/console/settingsContent';
import { workshopCommon } from '../../../domain/console/workshopContent';
import type { SettingsTextField, workshopSettingsMachine, WorkshopSettingsSnapshot } from '../../../machines/workshopSettings';
import * as fieldStyles from '../../components/Field.css';
import { Field } from '../../components/Field';
import { Checkbox } from '../../components/Checkbox';
import { ConsoleForm } from '../components/ConsoleForm';
import { PanelSection } from '../components/PanelSection';
import { RefusalNotice } from '../components/RefusalNotice';
import { SubmitButton } from '../components/SubmitButton';
import * as styles from '../components/console.css';

type SettingsActor = ActorRefFrom<typeof workshopSettingsMachine>;

const selectValues = (snapshot: WorkshopSettingsSnapshot) => snapshot.context.values;
const selectErrors = (snapshot: WorkshopSettingsSnapshot) => snapshot.context.errors;
const selectRefusal = (snapshot: WorkshopSettingsSnapshot) => snapshot.context.refusal;
const selectSaving = (snapshot: WorkshopSettingsSnapshot) => snapshot.hasTag('saving');
const selectRejected = (snapshot: WorkshopSettingsSnapshot) => snapshot.context.rejectedSubmits;

const FIGURES = ['home_customers', 'home_years', 'home_technicians', 'home_cars'] as const;

interface TextFieldProps {
  actor: SettingsActor;
  field: SettingsTextField;
  required?: boolean;
  type?: 'text' | 'email' | 'tel' | 'number';
  hint?: string;
  wide?: boolean;
}

function TextField({ actor, field, required = false, type = 'text', hint, wide = false }: TextFieldProps) {
  const value = useSelector(actor, (snapshot) => selectValues(snapshot)[field]);
  const error = useSelector(actor, (snapshot) => selectErrors(snapshot)[field]);
  const label = content.fields[field];
  return (
    <div className={wide ? styles.wide : undefined}>
      <Field id={`settings-${field}`} label={label} required={required} error={error} hint={hint}>
        {(control) => (
          <input
            {...control}
            className={fieldStyles.input}
            type={type}
            inputMode={type === 'number' ? 'numeric' : undefined}
            step={type === 'number' ? 1 : undefined}
            value={value}
            aria-required={required || undefined}
            onChange={(event) => actor.send({ type: 'settings.change', field, value: event.target.value })}
          />
        )}
      </Field>
    </div>
  );
}

export function SettingsForm({ actor }: { actor: SettingsActor }) {
  const confirm = useSelector(actor, (snapshot) => selectValues(snapshot).confirm_web_bookings);
  const refusal = useSelector(actor, selectRefusal);
  const saving = useSelector(actor, selectSaving);
  const rejectedSubmits = useSelector(actor, selectRejected);

  return (
    <ConsoleForm rejectedSubmits={rejectedSubmits} onSubmit={() => actor.send({ type: 'settings.submit' })}>
      <RefusalNotice refusal={refusal} />
      <PanelSection headingId="settings-workshop" title={content.sections.workshop}>
        <div className={styles.fieldColumns}>
          <TextField actor={actor} field="name" required wide />
          <TextField actor={actor} field="address" required wide />
          <TextField actor={actor} field="phone" type="tel" required hint={content.hints.phone} />
          <TextField actor={actor} field="email" type="email" required />
        </div>
      </PanelSection>
      <PanelSection headingId="settings-tax" title={content.sections.tax}>
        <div className={styles.fieldColumns}>
          <TextField actor={actor} field="ntn" hint={content.hints.ntn} />
          <TextField actor={actor} field="strn" hint={content.hints.strn} />
        </div>
      </PanelSection>
      <PanelSection headingId="settings-home" title={content.sections.home}>
        <p className={fieldStyles.hint}>{content.hints.figures}</p>
        <div className={styles.fieldColumns}>
          {FIGURES.map((field) => (
            <TextField key={field} actor={actor} field={field} type="number" required />
          ))}
        </div>
      </PanelSection>
      <PanelSection headingId="settings-bookings" title={content.sections.bookings}>
        <Checkbox
          id="settings-confirm"
          label={content.fields.confirm_web_bookings}
          hint={content.hints.confirm_web_bookings}
          checked={confirm}
          onChange={(event) => actor.send({ type: 'settings.toggleConfirm', value: event.target.checked })}
        />
        <div className={styles.fieldColumns}>
          <TextField actor={actor} field="reminder_hours" type="number" hint={content.hints.reminder_hours} />
        </div>
      </PanelSection>
      <PanelSection headingId="settings-deposits" title={content.sections.deposits}>
        <p className={fieldStyles.hint}>{content.hints.deposits}</p>
        <div className={styles.fieldColumns}>
          <TextField actor={actor} field="deposit_threshold" type="number" hint={content.hints.deposit_threshold} />
          <TextField actor={actor} field="deposit_percent" type="number" required hint={content.hints.deposit_percent} />
          <TextField actor={actor} field="deposit_hold_minutes" type="number" required hint={content.hints.deposit_hold_minutes} />
        </div>
      </PanelSection>
      <SubmitButton busy={saving} label={content.save} busyLabel={workshopCommon.saving} />
    </ConsoleForm>
  );
}
