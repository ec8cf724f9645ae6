// Reset password (DESIGN deviation 3): the token comes from the emailed link (?token=…); the reset-password machine
// holds the flow.
import { useActorRef, useSelector } from '@xstate/react';
import type { FormEvent } from 'react';
import { Link, useSearch } from 'wouter';
import { messages } from '../../domain/messages';
import { inspector } from '../../machines/inspector';
import { resetPasswordMachine, type ResetPasswordField, type ResetPasswordSnapshot } from '../../machines/resetPassword';
import * as ui from '../../styles/ui.css';
import { buttonClass } from '../components/buttonClass';
import { AuthCard, SubmitButton } from '../components/AuthCard';
import { Field } from '../components/Field';
import { PasswordInput } from '../components/PasswordInput';
import * as styles from './LoginPage.css';
import { accountContent as copy } from '../../domain/accountContent';

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
    <AuthCard id="reset-title" title={copy.reset.title} subtitle={copy.reset.subtitle}>
      {missingToken ? (
        <p role="alert" className={ui.alert.error}>
          {messages.account.resetLinkInvalid} <Link href="/forgot-password">{copy.reset.requestNewLink}</Link>.
        </p>
      ) : confirmation !== null ? (
        <div className={ui.form}>
          <p role="status" className={ui.alert.success}>
            {confirmation}
          </p>
          <Link href="/login" className={`${buttonClass('primary')} ${styles.submit}`}>
            {copy.signIn}
          </Link>
        </div>
      ) : (
        <form className={ui.form} onSubmit={submit} noValidate>
          {error ? (
            <div role="alert" className={ui.alert.error}>
              {error}
            </div>
          ) : null}
          <Field id="reset-password" label={copy.reset.newPassword} error={fieldErrors.password}>
            {(control) => <PasswordInput {...control} name="password" autoComplete="new-password" value={values.password} onChange={change('password')} />}
          </Field>
          <Field id="reset-confirmPassword" label={copy.reset.confirmNewPassword} error={fieldErrors.confirmPassword}>
            {(control) => (
              <PasswordInput
                {...control}
                toggleLabel={copy.reset.showConfirmPassword}
                name="confirmPassword"
                autoComplete="new-password"
                value={values.confirmPassword}
                onChange={change('confirmPassword')}
              />
            )}
          </Field>
          <SubmitButton busy={busy} label={copy.reset.submit} busyLabel={copy.reset.submitting} />
        </form>
      )}

      <p className={styles.footer}>
        <Link href="/login" className={styles.footerLink}>
          {copy.backToSignIn}
        </Link>
      </p>
    </AuthCard>
  );
}
