// Reset password (DESIGN deviation 3): the token comes from the emailed link (?token=…); the reset-password machine
// holds the flow.
import { useActorRef, useSelector } from '@xstate/react';
import type { FormEvent } from 'react';
import { Link, useSearch } from 'wouter';
import { messages } from '../../domain/messages';
import { inspector } from '../../machines/inspector';
import { resetPasswordMachine, type ResetPasswordField, type ResetPasswordSnapshot } from '../../machines/resetPassword';
import * as ui from '../../styles/ui.css';
import { AuthCard, SubmitButton } from '../components/AuthCard';
import { FormField } from '../components/FormField';
import { PasswordInput } from '../components/PasswordInput';
import * as styles from './LoginPage.css';

const selectMissingToken = (snapshot: ResetPasswordSnapshot) => snapshot.matches('missingToken');
const selectConfirmation = (snapshot: ResetPasswordSnapshot) => (snapshot.matches('changed') ? snapshot.context.confirmation : null);
const selectBusy = (snapshot: ResetPasswordSnapshot) => snapshot.hasTag('busy');
const selectError = (snapshot: ResetPasswordSnapshot) => snapshot.context.error;
const selectValues = (snapshot: ResetPasswordSnapshot) => snapshot.context.values;
const selectFieldErrors = (snapshot: ResetPasswordSnapshot) => snapshot.context.fieldErrors;

interface ResetPasswordPageProps {
  /** The page's logic; tests pass `resetPasswordMachine.provide({ actors })` to stub the server. */
  logic?: typeof resetPasswordMachine;
}

export default function ResetPasswordPage({ logic = resetPasswordMachine }: ResetPasswordPageProps) {
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const reset = useActorRef(logic, { input: { token }, inspect: inspector() });
  const missingToken = useSelector(reset, selectMissingToken);
  const confirmation = useSelector(reset, selectConfirmation);
  const busy = useSelector(reset, selectBusy);
  const error = useSelector(reset, selectError);
  const values = useSelector(reset, selectValues);
  const fieldErrors = useSelector(reset, selectFieldErrors);

  const change = (field: ResetPasswordField) => (event: { target: { value: string } }) => reset.send({ type: 'resetPassword.change', field, value: event.target.value });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    reset.send({ type: 'resetPassword.submit' });
  };

  return (
    <AuthCard id="reset-title" title="Choose a New Password" subtitle="Pick a password of at least 6 characters.">
      {missingToken ? (
        <p role="alert" className={ui.alert.error}>
          {messages.account.resetLinkInvalid} <Link href="/forgot-password">Request a new link</Link>.
        </p>
      ) : confirmation !== null ? (
        <div className={ui.form}>
          <p role="status" className={ui.alert.success}>
            {confirmation}
          </p>
          <Link href="/login" className={`${ui.button.primary} ${styles.submit}`}>
            Sign In
          </Link>
        </div>
      ) : (
        <form className={ui.form} onSubmit={submit} noValidate>
          {error ? (
            <div role="alert" className={ui.alert.error}>
              {error}
            </div>
          ) : null}
          <FormField id="reset-password" label="New Password" error={fieldErrors.password}>
            {(control) => <PasswordInput {...control} name="password" autoComplete="new-password" value={values.password} onChange={change('password')} />}
          </FormField>
          <FormField id="reset-confirmPassword" label="Confirm New Password" error={fieldErrors.confirmPassword}>
            {(control) => (
              <PasswordInput
                {...control}
                toggleLabel="Show confirm password"
                name="confirmPassword"
                autoComplete="new-password"
                value={values.confirmPassword}
                onChange={change('confirmPassword')}
              />
            )}
          </FormField>
          <SubmitButton busy={busy} label="Reset Password" busyLabel="Saving..." />
        </form>
      )}

      <p className={styles.footer}>
        <Link href="/login" className={styles.footerLink}>
          Back to sign in
        </Link>
      </p>
    </AuthCard>
  );
}
