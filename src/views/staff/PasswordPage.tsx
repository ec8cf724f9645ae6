// The password form of the console: "Set a new password" while the account has a temporary one (nothing else until
// it is done), or "Change your password" when asked for (with Cancel). The staff session machine holds the values.
import { passwordPageContent as copy, roleLabels } from '../../domain/console/shellContent';
import type { StaffSessionSnapshot } from '../../machines/staffSession';
import type { StaffPasswordField } from '../../machines/staffSessionForms';
import * as ui from '../../styles/ui.css';
import { AuthCard, SubmitButton } from '../components/AuthCard';
import { Button } from '../components/Button';
import { Field } from '../components/Field';
import * as fieldStyles from '../components/Field.css';
import { PasswordInput } from '../components/PasswordInput';
import { ConsoleForm } from './components/ConsoleForm';
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
  const rejectedSubmits = useStaffSessionSelector(selectRejectedSubmits);

  return (
    <AuthCard id="password-title" title={required ? copy.requiredTitle : copy.optionalTitle} subtitle={required ? copy.requiredBody : copy.optionalBody}>
      <ConsoleForm rejectedSubmits={rejectedSubmits} describedBy={error ? 'password-error' : undefined} onSubmit={() => session.send({ type: 'staffSession.savePassword' })}>
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
        <Button variant="secondary" disabled={busy} onClick={() => session.send({ type: required ? 'staffSession.signOut' : 'staffSession.cancelPasswordChange' })}>
          {required ? copy.signOut : copy.cancel}
        </Button>
      </ConsoleForm>
    </AuthCard>
  );
}
