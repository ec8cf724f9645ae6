// /staff/login: Email, Password, Remember me and "Sign in". The staff session machine holds the values, checks them
// with the shared schema, calls the server and reports; the page renders it and sends events.
import { useRef, type FormEvent } from 'react';
import { useSearch } from 'wouter';
import { staffLoginContent as copy } from '../../domain/console/shellContent';
import type { StaffSessionSnapshot } from '../../machines/staffSession';
import * as ui from '../../styles/ui.css';
import * as fieldStyles from '../components/Field.css';
import { AuthCard, SubmitButton } from '../components/AuthCard';
import { Field } from '../components/Field';
import { PasswordInput } from '../components/PasswordInput';
import { useFocusFirstInvalid } from '../components/useFocusFirstInvalid';
import * as authStyles from '../pages/LoginPage.css';
import { useStaffSessionActor, useStaffSessionSelector } from './staffSessionActor';

const selectValues = (snapshot: StaffSessionSnapshot) => snapshot.context.values;
const selectFieldErrors = (snapshot: StaffSessionSnapshot) => snapshot.context.fieldErrors;
const selectError = (snapshot: StaffSessionSnapshot) => snapshot.context.error;
const selectNotice = (snapshot: StaffSessionSnapshot) => snapshot.context.notice;
const selectBusy = (snapshot: StaffSessionSnapshot) => snapshot.hasTag('busy');
const selectRejectedSubmits = (snapshot: StaffSessionSnapshot) => snapshot.context.rejectedSubmits;

export default function StaffLoginPage() {
  const session = useStaffSessionActor();
  const { email, password, remember } = useStaffSessionSelector(selectValues);
  const fieldErrors = useStaffSessionSelector(selectFieldErrors);
  const error = useStaffSessionSelector(selectError);
  const notice = useStaffSessionSelector(selectNotice);
  const busy = useStaffSessionSelector(selectBusy);
  const redirect = new URLSearchParams(useSearch()).get('redirect');
  const form = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(form, useStaffSessionSelector(selectRejectedSubmits));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    session.send({ type: 'staffSession.signIn', redirect });
  };

  return (
    <AuthCard id="staff-login-title" title={copy.title} subtitle={copy.subtitle}>
      <form ref={form} className={ui.form} onSubmit={submit} noValidate aria-describedby={error ? 'staff-login-error' : undefined}>
        {notice ? (
          <p role="status" className={ui.alert.info}>
            {notice}
          </p>
        ) : null}
        {error ? (
          <p id="staff-login-error" role="alert" className={ui.alert.error}>
            {error}
          </p>
        ) : null}

        <Field id="staff-login-email" label={copy.emailLabel} error={fieldErrors.email}>
          {(control) => (
            <input
              {...control}
              className={fieldStyles.input}
              type="email"
              name="email"
              autoComplete="username"
              required
              value={email}
              onChange={(event) => session.send({ type: 'staffSession.change', field: 'email', value: event.target.value })}
            />
          )}
        </Field>

        <Field id="staff-login-password" label={copy.passwordLabel} error={fieldErrors.password}>
          {(control) => (
            <PasswordInput
              {...control}
              name="password"
              autoComplete="current-password"
              required
              value={password}
              onChange={(event) => session.send({ type: 'staffSession.change', field: 'password', value: event.target.value })}
            />
          )}
        </Field>

        <label className={authStyles.checkbox}>
          <input
            className={authStyles.checkboxInput}
            type="checkbox"
            name="remember"
            checked={remember}
            onChange={(event) => session.send({ type: 'staffSession.remember', remember: event.target.checked })}
          />
          {copy.remember}
        </label>

        <SubmitButton busy={busy} label={copy.submit} busyLabel={copy.submitting} />
      </form>
      <p className={authStyles.footer}>
        {/* The customer site is another page (index.html), not a route of the console: a full load. */}
        <a href="/" className={authStyles.footerLink}>
          {copy.customerSite}
        </a>
      </p>
    </AuthCard>
  );
}
