// "Add staff member": name, email, phone, role and a temporary password; values, errors and busy state are the machine's.
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { roleLabels } from '../../../domain/console/shellContent';
import { accountsContent as content } from '../../../domain/console/workshopContent';
import { STAFF_ROLES } from '../../../domain/staff';
import type { NewStaffField, staffAccountsMachine, StaffAccountsSnapshot } from '../../../machines/staffAccounts';
import * as fieldStyles from '../../components/Field.css';
import { Field } from '../../components/Field';
import { FormDialog } from '../components/FormDialog';


const selectValues = (snapshot: StaffAccountsSnapshot) => snapshot.context.values;
const selectErrors = (snapshot: StaffAccountsSnapshot) => snapshot.context.fieldErrors;
const selectFormError = (snapshot: StaffAccountsSnapshot) => snapshot.context.formError;
const selectSaving = (snapshot: StaffAccountsSnapshot) => snapshot.matches({ open: { action: { adding: 'saving' } } });
const selectRejected = (snapshot: StaffAccountsSnapshot) => snapshot.context.rejectedSubmits;

export function NewStaffDialog({ actor }: { actor: ActorRefFrom<typeof staffAccountsMachine> }) {
  const values = useSelector(actor, selectValues);
  const errors = useSelector(actor, selectErrors);
  const formError = useSelector(actor, selectFormError);
  const saving = useSelector(actor, selectSaving);
  const rejectedSubmits = useSelector(actor, selectRejected);
  const change = (field: NewStaffField) => (event: { target: { value: string } }) => actor.send({ type: 'newStaff.change', field, value: event.target.value });
  const dismiss = () => actor.send({ type: 'accounts.dismiss' });

  return (
    <FormDialog
      title={content.addTitle}
      submitLabel={content.create}
      saving={saving}
      formError={formError}
      rejectedSubmits={rejectedSubmits}
      onSubmit={() => actor.send({ type: 'newStaff.submit' })}
      onDismiss={dismiss}
    >
      <Field id="staff-name" label={content.fields.name} required error={errors.name}>
        {(control) => <input {...control} className={fieldStyles.input} value={values.name} onChange={change('name')} autoComplete="off" aria-required="true" />}
      </Field>
      <Field id="staff-email" label={content.fields.email} required error={errors.email}>
        {(control) => <input {...control} className={fieldStyles.input} type="email" value={values.email} onChange={change('email')} autoComplete="off" aria-required="true" />}
      </Field>
      <Field id="staff-phone" label={content.fields.phone} error={errors.phone} hint={content.hints.phone}>
        {(control) => <input {...control} className={fieldStyles.input} type="tel" inputMode="tel" value={values.phone} onChange={change('phone')} autoComplete="off" />}
      </Field>
      <Field id="staff-role" label={content.fields.role} required error={errors.role}>
        {(control) => (
          <select {...control} className={fieldStyles.input} value={values.role} onChange={change('role')} aria-required="true">
            {STAFF_ROLES.map((role) => (
              <option key={role} value={role}>
                {roleLabels[role]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field id="staff-password" label={content.fields.password} required error={errors.password} hint={content.hints.password}>
        {(control) => <input {...control} className={fieldStyles.input} type="text" value={values.password} onChange={change('password')} autoComplete="new-password" spellCheck={false} aria-required="true" />}
      </Field>
    </FormDialog>
  );
}
