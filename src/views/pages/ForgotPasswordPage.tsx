// Forgot password (DESIGN deviation 3): asks for a reset link by email.
import { useMemo, useState, type FormEvent } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { Link } from 'wouter';
import { fromPromise } from 'xstate';
import { forgotPassword } from '../../api/auth';
import { messages } from '../../domain/messages';
import { validate } from '../../domain/schemas';
import { ForgotPasswordForm } from '../../domain/schemas';
import { inspector } from '../../machines/inspector';
import * as ui from '../../styles/ui.css';
import { AuthCard, SubmitButton } from '../components/AuthCard';
import { FormField } from '../components/FormField';
import { passwordRequestMachine } from '../session/passwordRequest';
import * as styles from './LoginPage.css';

export default function ForgotPasswordPage() {
  const logic = useMemo(
    () => passwordRequestMachine.provide({ actors: { sendRequest: fromPromise(({ input, signal }) => forgotPassword(input.email ?? '', signal)) } }),
    [],
  );
  const request = useActorRef(logic, { inspect: inspector() });
  const sent = useSelector(request, (snapshot) => snapshot.matches('sent'));
  const busy = useSelector(request, (snapshot) => snapshot.hasTag('loading'));
  const error = useSelector(request, (snapshot) => snapshot.context.error);
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = validate(ForgotPasswordForm, { email });
    if (!result.ok) return setEmailError(result.errors.email?.[0] ?? result.first);
    setEmailError(null);
    request.send({ type: 'request.submit', fields: { email: result.value.email } });
  };

  return (
    <AuthCard id="forgot-title" title="Forgot Password" subtitle="Enter the email you registered with and we will send you a reset link.">
      {sent ? (
        <div className={ui.form}>
          <p role="status" className={ui.alert.success}>
            {messages.auth.forgotPasswordSent}
          </p>
          <button type="button" className={`${ui.button.secondary} ${styles.submit}`} onClick={() => request.send({ type: 'request.again' })}>
            Send again
          </button>
        </div>
      ) : (
        <form className={ui.form} onSubmit={submit} noValidate>
          {error ? (
            <div role="alert" className={ui.alert.error}>
              {error}
            </div>
          ) : null}
          <FormField id="forgot-email" label="Email Address" error={emailError}>
            {(control) => (
              <input
                {...control}
                className={ui.input}
                type="email"
                name="email"
                autoComplete="email"
                placeholder="you@example.com"
                value={email}
                onChange={(event) => setEmail(event.target.value)}
              />
            )}
          </FormField>
          <SubmitButton busy={busy} label="Send Reset Link" busyLabel="Sending..." />
        </form>
      )}

      <p className={styles.footer}>
        Remembered it?{' '}
        <Link href="/login" className={styles.footerLink}>
          Back to sign in
        </Link>
      </p>
    </AuthCard>
  );
}
