// "Add staff member": name, email, phone, role and a temporary password; values, errors and busy state are the machine's.
import { useSelector } from '@xstate/react';
import { useRef } from 'react';
import type { ActorRefFrom } from 'xstate';
import { accountsContent as content, ROLE_LABELS, workshopCommon } from '../../../domain/console/workshopContent';
import { STAFF_ROLES } from '../../../domain/staff';
import type { NewStaffField, staffAccountsMachine, StaffAccountsSnapshot } from '../../../machines/staffAccounts';
import * as ui from '../../../styles/ui.css';
import { FormField } from '../../components/FormField';
import { RequiredLabel } from '../../components/RequiredLabel';
import { useFocusFirstInvalid } from '../../components/useFocusFirstInvalid';
import { Dialog } from '../../my-bookings/Dialog';

const FORM_ID = 'new-staff-form';

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
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef, useSelector(actor, selectRejected));
  const change = (field: NewStaffField) => (event: { target: { value: string } }) => actor.send({ type: 'newStaff.change', field, value: event.target.value });
  const dismiss = () => actor.send({ type: 'accounts.dismiss' });

  return (
    <Dialog
      title={content.addTitle}
      onClose={dismiss}
      footer={
        <>
          <button type="button" className={ui.button.secondary} onClick={dismiss} disabled={saving}>
            {workshopCommon.cancel}
          </button>
          <button type="submit" form={FORM_ID} className={ui.button.primary} disabled={saving} aria-busy={saving}>
            {saving ? workshopCommon.saving : content.create}
          </button>
        </>
      }
    >
      <form
        id={FORM_ID}
        ref={formRef}
        className={ui.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          actor.send({ type: 'newStaff.submit' });
        }}
      >
        {formError ? (
          <p className={ui.alert.error} role="alert">
            {formError}
          </p>
        ) : null}
        <FormField id="staff-name" label={<RequiredLabel>{content.fields.name}</RequiredLabel>} error={errors.name}>
          {(control) => <input {...control} className={ui.input} value={values.name} onChange={change('name')} autoComplete="off" aria-required="true" />}
        </FormField>
        <FormField id="staff-email" label={<RequiredLabel>{content.fields.email}</RequiredLabel>} error={errors.email}>
          {(control) => <input {...control} className={ui.input} type="email" value={values.email} onChange={change('email')} autoComplete="off" aria-required="true" />}
        </FormField>
        <FormField id="staff-phone" label={content.fields.phone} error={errors.phone} hint={content.hints.phone}>
          {(control) => <input {...control} className={ui.input} type="tel" inputMode="tel" value={values.phone} onChange={change('phone')} autoComplete="off" />}
        </FormField>
        <FormField id="staff-role" label={<RequiredLabel>{content.fields.role}</RequiredLabel>} error={errors.role}>
          {(control) => (
            <select {...control} className={ui.input} value={values.role} onChange={change('role')} aria-required="true">
              {STAFF_ROLES.map((role) => (
                <option key={role} value={role}>
                  {ROLE_LABELS[role]}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField id="staff-password" label={<RequiredLabel>{content.fields.password}</RequiredLabel>} error={errors.password} hint={content.hints.password}>
          {(control) => <input {...control} className={ui.input} type="text" value={values.password} onChange={change('password')} autoComplete="new-password" spellCheck={false} aria-required="true" />}
        </FormField>
      </form>
    </Dialog>
  );
}
