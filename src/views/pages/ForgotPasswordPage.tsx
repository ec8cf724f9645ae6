// Forgot password (DESIGN deviation 3): asks for a reset link by email; the forgot-password machine holds the flow.
import { useActorRef, useSelector } from '@xstate/react';
import type { FormEvent } from 'react';
import { Link } from 'wouter';
import { messages } from '../../domain/messages';
import { forgotPasswordMachine, type ForgotPasswordSnapshot } from '../../machines/forgotPassword';
import { inspector } from '../../machines/inspector';
import * as ui from '../../styles/ui.css';
import { buttonClass } from '../components/buttonClass';
import * as fieldStyles from '../components/Field.css';
import { AuthCard, SubmitButton } from '../components/AuthCard';
import { Field } from '../components/Field';
import * as styles from './LoginPage.css';
import { accountContent as copy } from '../../domain/accountContent';
import { Form } from '../components/Form';

const selectSent = (snapshot: ForgotPasswordSnapshot) => snapshot.matches('sent');
const selectBusy = (snapshot: ForgotPasswordSnapshot) => snapshot.hasTag('busy');
const selectError = (snapshot: ForgotPasswordSnapshot) => snapshot.context.error;
const selectEmail = (snapshot: ForgotPasswordSnapshot) => snapshot.context.values.email;
const selectEmailError = (snapshot: ForgotPasswordSnapshot) => snapshot.context.fieldErrors.email;

interface ForgotPasswordPageProps {
  /** The page's logic; tests pass `forgotPasswordMachine.provide({ actors })` to stub the server. */
  logic?: typeof forgotPasswordMachine;
}

export default function ForgotPasswordPage({ logic = forgotPasswordMachine }: ForgotPasswordPageProps) {
  const request = useActorRef(logic, { inspect: inspector() });
  const sent = useSelector(request, selectSent);
  const busy = useSelector(request, selectBusy);
  const error = useSelector(request, selectError);
  const email = useSelector(request, selectEmail);
  const emailError = useSelector(request, selectEmailError);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    request.send({ type: 'forgotPassword.submit' });
  };

  return (
    <AuthCard id="forgot-title" title={copy.forgot.title} subtitle={copy.forgot.subtitle}>
      {sent ? (
        <div className={ui.form}>
          <p role="status" className={ui.alert.success}>
            {messages.auth.forgotPasswordSent}
          </p>
          <button type="button" className={`${buttonClass('secondary')} ${styles.submit}`} onClick={() => request.send({ type: 'forgotPassword.again' })}>
            {copy.forgot.sendAgain}
          </button>
        </div>
      ) : (
        <Form className={ui.form} onSubmit={submit} noValidate>
          {error ? (
            <div role="alert" className={ui.alert.error}>
              {error}
            </div>
          ) : null}
          <Field id="forgot-email" label={copy.emailLabel} error={emailError}>
            {(control) => (
              <input
                {...control}
                className={fieldStyles.input}
                type="email"
                dir="ltr"
                name="email"
                autoComplete="email"
                placeholder="you@example.com"
                value={email}
                onChange={(event) => request.send({ type: 'forgotPassword.change', field: 'email', value: event.target.value })}
              />
            )}
          </Field>
          <SubmitButton busy={busy} label={copy.forgot.submit} busyLabel={copy.forgot.submitting} />
        </Form>
      )}

      <p className={styles.footer}>
        Remembered it?{' '}
        <Link href="/login" className={styles.footerLink}>
          {copy.backToSignIn}
        </Link>
      </p>
    </AuthCard>
  );
}
