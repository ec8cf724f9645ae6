// Sign in (spec §2 /login, §5 Login): the session machine validates, calls and reports.
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useSearch } from 'wouter';
import * as ui from '../../styles/ui.css';
import { AuthCard, SubmitButton } from '../components/AuthCard';
import { FormField } from '../components/FormField';
import { PasswordInput } from '../components/PasswordInput';
import { useCurrentUser, useSessionActor, useSessionBusy, useSessionError } from '../session/SessionProvider';
import * as styles from './LoginPage.css';

export default function LoginPage() {
  const session = useSessionActor();
  const user = useCurrentUser();
  const error = useSessionError();
  const busy = useSessionBusy();
  const redirect = new URLSearchParams(useSearch()).get('redirect');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(false);

  // A failure shown here should not follow the customer to another page.
  useEffect(() => () => session.send({ type: 'session.dismissError' }), [session]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    session.send({ type: 'session.login', email, password, remember, redirect });
  };

  if (user && !busy) {
    return (
      <AuthCard id="login-title" title="You are signed in" subtitle={<>Signed in as {user.name || user.email}.</>}>
        <div className={ui.form}>
          <Link href="/my-bookings" className={`${ui.button.primary} ${styles.submit}`}>
            My Bookings
          </Link>
          <Link href="/" className={`${ui.button.secondary} ${styles.submit}`}>
            Go Home
          </Link>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard id="login-title" title="Welcome Back" subtitle="Sign in to book and manage your car detailing." icon={<LockIcon />}>
      <form className={ui.form} onSubmit={submit} aria-describedby={error ? 'login-error' : undefined}>
        {error ? (
          <div id="login-error" role="alert" className={ui.alert.error}>
            {error}
          </div>
        ) : null}

        <FormField id="login-email" label="Email Address">
          {(control) => (
            <input
              {...control}
              className={ui.input}
              type="email"
              name="email"
              autoComplete="email"
              placeholder="you@example.com"
              required
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
          )}
        </FormField>

        <FormField id="login-password" label="Password">
          {(control) => (
            <PasswordInput
              {...control}
              name="password"
              autoComplete="current-password"
              placeholder="Enter your password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
          )}
        </FormField>

        <div className={styles.row}>
          <label className={styles.checkbox}>
            <input
              className={styles.checkboxInput}
              type="checkbox"
              name="remember"
              checked={remember}
              onChange={(event) => setRemember(event.target.checked)}
            />
            Remember me
          </label>
          <Link href="/forgot-password" className={styles.smallLink}>
            Forgot password?
          </Link>
        </div>

        <SubmitButton busy={busy} label="Sign In" busyLabel="Signing In..." />
      </form>

      <p className={styles.footer}>
        Don&apos;t have an account?{' '}
        <Link href="/register" className={styles.footerLink}>
          Sign up
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
