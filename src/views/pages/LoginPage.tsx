// Sign in (spec §2 /login, §5 Login): the login machine holds the form, the session machine validates, calls and reports.
import { useActorRef, useSelector } from '@xstate/react';
import type { FormEvent } from 'react';
import { Link, useSearch } from 'wouter';
import { inspector } from '../../machines/inspector';
import { loginMachine, type LoginSnapshot } from '../../machines/login';
import * as ui from '../../styles/ui.css';
import { buttonClass } from '../components/buttonClass';
import * as fieldStyles from '../components/Field.css';
import { AuthCard, SubmitButton } from '../components/AuthCard';
import { Field } from '../components/Field';
import { PasswordInput } from '../components/PasswordInput';
import { useCurrentUser, useSessionActor, useSessionBusy, useSessionError } from '../session/SessionProvider';
import * as styles from './LoginPage.css';
import { accountContent as copy } from '../../domain/accountContent';
import { navLabels } from '../../domain/content';
import { notFoundContent } from '../../domain/notFoundContent';
import { Form } from '../components/Form';

const selectValues = (snapshot: LoginSnapshot) => snapshot.context.values;

export default function LoginPage() {
  const session = useSessionActor();
  const user = useCurrentUser();
  const error = useSessionError();
  const busy = useSessionBusy();
  const redirect = new URLSearchParams(useSearch()).get('redirect');
  const form = useActorRef(loginMachine, { input: { session }, inspect: inspector() });
  const { email, password, remember } = useSelector(form, selectValues);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    form.send({ type: 'login.submit', redirect });
  };

  if (user && !busy) {
    return (
      <AuthCard id="login-title" title={copy.login.signedInTitle} subtitle={<>{navLabels.signedInAs} <bdi>{user.name || user.email}</bdi>.</>}>
        <div className={ui.form}>
          <Link href="/my-bookings" className={`${buttonClass('primary')} ${styles.submit}`}>
            {navLabels.myBookings}
          </Link>
          <Link href="/" className={`${buttonClass('secondary')} ${styles.submit}`}>
            {notFoundContent.goHome}
          </Link>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard id="login-title" title={copy.login.title} subtitle={copy.login.subtitle} icon={<LockIcon />}>
      <Form className={ui.form} onSubmit={submit} aria-describedby={error ? 'login-error' : undefined}>
        {error ? (
          <div id="login-error" role="alert" className={ui.alert.error}>
            {error}
          </div>
        ) : null}

        <Field id="login-email" label={copy.emailLabel}>
          {(control) => (
            <input
              {...control}
              className={fieldStyles.input}
              type="email"
              dir="ltr"
              name="email"
              autoComplete="email"
              placeholder="you@example.com"
              required
              value={email}
              onChange={(event) => form.send({ type: 'login.change', field: 'email', value: event.target.value })}
            />
          )}
        </Field>

        <Field id="login-password" label={copy.passwordLabel}>
          {(control) => (
            <PasswordInput
              {...control}
              name="password"
              autoComplete="current-password"
              placeholder={copy.login.passwordPlaceholder}
              value={password}
              onChange={(event) => form.send({ type: 'login.change', field: 'password', value: event.target.value })}
            />
          )}
        </Field>

        <div className={styles.row}>
          <label className={styles.checkbox}>
            <input
              className={styles.checkboxInput}
              type="checkbox"
              name="remember"
              checked={remember}
              onChange={(event) => form.send({ type: 'login.remember', remember: event.target.checked })}
            />
            {copy.login.rememberMe}
          </label>
          <Link href="/forgot-password" className={styles.smallLink}>
            {copy.login.forgotPassword}
          </Link>
        </div>

        <SubmitButton busy={busy} label={copy.signIn} busyLabel={copy.login.submitting} />
      </Form>

      <p className={styles.footer}>
        {copy.login.noAccount}{' '}
        <Link href="/register" className={styles.footerLink}>
          {copy.login.signUp}
        </Link>
      </p>
    </AuthCard>
  );
}

const LockIcon = () => (
  <svg width="26" height="26" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
    <rect x="4" y="11" width="16" height="10" rx="2" />
    <path d="M8 11V7a4 4 0 0 1 8 0v4" />
  </svg>
);
