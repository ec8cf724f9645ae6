// The password form of the console: "Set a new password" while the account has a temporary one (nothing else until
// it is done), or "Change your password" when asked for (with Cancel). The staff session machine holds the values.
import { useRef, type FormEvent } from 'react';
import { passwordPageContent as copy, roleLabels } from '../../domain/console/shellContent';
import type { StaffSessionSnapshot } from '../../machines/staffSession';
import type { StaffPasswordField } from '../../machines/staffSessionForms';
import * as ui from '../../styles/ui.css';
import { buttonClass } from '../components/buttonClass';
import * as fieldStyles from '../components/Field.css';
import { AuthCard, SubmitButton } from '../components/AuthCard';
import { Field } from '../components/Field';
import { PasswordInput } from '../components/PasswordInput';
import { useFocusFirstInvalid } from '../components/useFocusFirstInvalid';
import * as authStyles from '../pages/LoginPage.css';
import { useStaffSessionActor, useStaffSessionSelector } from './staffSessionActor';

const selectValues = (snapshot: StaffSessionSnapshot) => snapshot.context.passwordValues;
const selectFieldErrors = (snapshot: StaffSessionSnapshot) => snapshot.context.passwordFieldErrors;
const selectError = (snapshot: StaffSessionSnapshot) => snapshot.context.error;
const selectBusy = (snapshot: StaffSessionSnapshot) => snapshot.hasTag('busy');
const selectRejectedSubmits = (snapshot: StaffSessionSnapshot) => snapshot.context.rejectedSubmits;
const selectRequired = (snapshot: StaffSessionSnapshot) => snapshot.context.session?.must_change_password ?? false;
const selectWho = (snapshot: StaffSessionSnapshot) => {
  const session = snapshot.context.session;
  return session ? copy.who(session.user.name || session.user.email, roleLabels[session.role]) : '';
};

const FIELDS: ReadonlyArray<{ field: StaffPasswordField; label: string; autoComplete: string }> = [
  { field: 'current_password', label: copy.currentLabel, autoComplete: 'current-password' },
  { field: 'new_password', label: copy.newLabel, autoComplete: 'new-password' },
  { field: 'confirm_password', label: copy.confirmLabel, autoComplete: 'new-password' },
];

export default function PasswordPage() {
  const session = useStaffSessionActor();
  const values = useStaffSessionSelector(selectValues);
  const fieldErrors = useStaffSessionSelector(selectFieldErrors);
  const error = useStaffSessionSelector(selectError);
  const busy = useStaffSessionSelector(selectBusy);
  const required = useStaffSessionSelector(selectRequired);
  const who = useStaffSessionSelector(selectWho);
  const form = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(form, useStaffSessionSelector(selectRejectedSubmits));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    session.send({ type: 'staffSession.savePassword' });
  };

  return (
    <AuthCard id="password-title" title={required ? copy.requiredTitle : copy.optionalTitle} subtitle={required ? copy.requiredBody : copy.optionalBody}>
      <form ref={form} className={ui.form} onSubmit={submit} noValidate aria-describedby={error ? 'password-error' : undefined}>
        <p className={fieldStyles.hint}>{who}</p>
        {error ? (
          <p id="password-error" role="alert" className={ui.alert.error}>
            {error}
          </p>
        ) : null}
        {FIELDS.map(({ field, label, autoComplete }) => (
          <Field key={field} id={`staff-${field}`} label={label} error={fieldErrors[field]}>
            {(control) => (
              <PasswordInput
                {...control}
                name={field}
                toggleLabel={copy.showPassword(label)}
                autoComplete={autoComplete}
                required
                value={values[field]}
                onChange={(event) => session.send({ type: 'staffSession.passwordChange', field, value: event.target.value })}
              />
            )}
          </Field>
        ))}
        <SubmitButton busy={busy} label={copy.submit} busyLabel={copy.submitting} />
        {required ? (
          <button type="button" className={`${buttonClass('secondary')} ${authStyles.submit}`} disabled={busy} onClick={() => session.send({ type: 'staffSession.signOut' })}>
            {copy.signOut}
          </button>
        ) : (
          <button type="button" className={`${buttonClass('secondary')} ${authStyles.submit}`} disabled={busy} onClick={() => session.send({ type: 'staffSession.cancelPasswordChange' })}>
            {copy.cancel}
          </button>
        )}
      </form>
    </AuthCard>
  );
}
