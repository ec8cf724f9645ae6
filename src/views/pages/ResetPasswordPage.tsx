// Reset password (DESIGN deviation 3): the token comes from the emailed link (?token=…); the reset-password machine
// holds the flow.
import { useActorRef, useSelector } from '@xstate/react';
import type { FormEvent } from 'react';
import { Link, useSearch } from 'wouter';
import { messages } from '../../domain/messages';
import { inspector } from '../../machines/inspector';
import { resetPasswordMachine, type ResetPasswordField, type ResetPasswordSnapshot } from '../../machines/resetPassword';
import { accountContent as copy } from '../../domain/accountContent';
import { Alert } from '../components/Alert';
import { AuthCard } from '../components/AuthCard';
import { SubmitButton } from '../components/SubmitButton';
import { wideButtonClass } from '../components/buttonClass';
import { FormBody } from '../components/FormBody';
import { PasswordField } from '../components/PasswordField';
import { Stack } from '../components/Stack';

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
    <AuthCard id="reset-title" title={copy.reset.title} subtitle={copy.reset.subtitle} elsewhere={{ href: '/login', label: copy.backToSignIn }}>
      {missingToken ? (
        <Alert as="p" tone="error" role="alert">
          {messages.account.resetLinkInvalid} <Link href="/forgot-password">{copy.reset.requestNewLink}</Link>.
        </Alert>
      ) : confirmation !== null ? (
        <Stack space="md">
          <Alert as="p" tone="success" role="status">
            {confirmation}
          </Alert>
          <Link href="/login" className={wideButtonClass('primary')}>
            {copy.signIn}
          </Link>
        </Stack>
      ) : (
        <form onSubmit={submit} noValidate>
          <FormBody error={error}>
            <PasswordField id="reset-password" label={copy.reset.newPassword} error={fieldErrors.password} name="password" autoComplete="new-password" value={values.password} onChange={change('password')} />
            <PasswordField
              id="reset-confirmPassword"
              label={copy.reset.confirmNewPassword}
              error={fieldErrors.confirmPassword}
              toggleLabel={copy.reset.showConfirmPassword}
              name="confirmPassword"
              autoComplete="new-password"
              value={values.confirmPassword}
              onChange={change('confirmPassword')}
            />
            <SubmitButton busy={busy} label={copy.reset.submit} busyLabel={copy.reset.submitting} />
          </FormBody>
        </form>
      )}
    </AuthCard>
  );
}
