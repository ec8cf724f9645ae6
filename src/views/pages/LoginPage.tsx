// Sign in (spec §2 /login, §5 Login): the login machine holds the form, the session machine validates, calls and reports.
import { useActorRef, useSelector } from '@xstate/react';
import type { FormEvent } from 'react';
import { Link, useSearch } from 'wouter';
import { inspector } from '../../machines/inspector';
import { loginMachine, type LoginSnapshot } from '../../machines/login';
import { accountContent as copy } from '../../domain/accountContent';
import { navLabels } from '../../domain/content';
import { notFoundContent } from '../../domain/notFoundContent';
import { AuthCard } from '../components/AuthCard';
import { SubmitButton } from '../components/SubmitButton';
import { wideButtonClass } from '../components/buttonClass';
import { emailInputAttributes } from '../components/emailInputAttributes';
import { Form } from '../components/Form';
import { Inline } from '../components/Inline';
import { FormBody } from '../components/FormBody';
import { PasswordField } from '../components/PasswordField';
import { RememberMe } from '../components/RememberMe';
import { Stack } from '../components/Stack';
import { textClass } from '../components/textClass';
import { TextField } from '../components/TextField';
import { useCurrentUser, useSessionActor, useSessionBusy, useSessionError } from '../session/SessionProvider';

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
        <Stack space="md">
          <Link href="/my-bookings" className={wideButtonClass('primary')}>
            {navLabels.myBookings}
          </Link>
          <Link href="/" className={wideButtonClass('secondary')}>
            {notFoundContent.goHome}
          </Link>
        </Stack>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      id="login-title"
      title={copy.login.title}
      subtitle={copy.login.subtitle}
      icon={<LockIcon />}
      elsewhere={{ lead: copy.login.noAccount, href: '/register', label: copy.login.signUp }}
    >
      <Form onSubmit={submit} aria-describedby={error ? 'login-error' : undefined}>
        <FormBody error={error} errorId="login-error">
          <TextField
            id="login-email"
            label={copy.emailLabel}
            {...emailInputAttributes}
            required
            value={email}
            onChange={(event) => form.send({ type: 'login.change', field: 'email', value: event.target.value })}
          />

          <PasswordField
            id="login-password"
            label={copy.passwordLabel}
            name="password"
            autoComplete="current-password"
            placeholder={copy.login.passwordPlaceholder}
            value={password}
            onChange={(event) => form.send({ type: 'login.change', field: 'password', value: event.target.value })}
          />

          <Inline space="sm" align="spaceBetween">
            <RememberMe label={copy.login.rememberMe} checked={remember} onChange={(checked) => form.send({ type: 'login.remember', remember: checked })} />
            <Link href="/forgot-password" className={textClass({ size: 'sm', weight: 'semibold' })}>
              {copy.login.forgotPassword}
            </Link>
          </Inline>

          <SubmitButton busy={busy} label={copy.signIn} busyLabel={copy.login.submitting} />
        </FormBody>
      </Form>
    </AuthCard>
  );
}

const LockIcon = () => (
  <svg width="26" height="26" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
    <rect x="4" y="11" width="16" height="10" rx="2" />
    <path d="M8 11V7a4 4 0 0 1 8 0v4" />
  </svg>
);
