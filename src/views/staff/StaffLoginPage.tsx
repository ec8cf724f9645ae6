// /staff/login: Email, Password, Remember me and "Sign in". The staff session machine holds the values, checks them
// with the shared schema, calls the server and reports; the page renders it and sends events.
import type { ChangeEvent } from 'react';
import { useSearch } from 'wouter';
import { staffLoginContent as copy } from '../../domain/console/shellContent';
import type { StaffSessionSnapshot } from '../../machines/staffSession';
import * as ui from '../../styles/ui.css';
import { AuthCard, SubmitButton } from '../components/AuthCard';
import { Field } from '../components/Field';
import * as fieldStyles from '../components/Field.css';
import { PasswordInput } from '../components/PasswordInput';
import { RememberMe } from '../components/RememberMe';
import * as authStyles from '../components/AuthCard.css';
import { ConsoleForm } from './components/ConsoleForm';
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
  const rejectedSubmits = useStaffSessionSelector(selectRejectedSubmits);
  const redirect = new URLSearchParams(useSearch()).get('redirect');
  const change = (field: 'email' | 'password') => (event: ChangeEvent<HTMLInputElement>) => session.send({ type: 'staffSession.change', field, value: event.target.value });

  return (
    <AuthCard id="staff-login-title" title={copy.title} subtitle={copy.subtitle}>
      <ConsoleForm rejectedSubmits={rejectedSubmits} describedBy={error ? 'staff-login-error' : undefined} onSubmit={() => session.send({ type: 'staffSession.signIn', redirect })}>
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
          {(control) => <input {...control} className={fieldStyles.input} type="email" name="email" autoComplete="username" required value={email} onChange={change('email')} />}
        </Field>
        <Field id="staff-login-password" label={copy.passwordLabel} error={fieldErrors.password}>
          {(control) => <PasswordInput {...control} name="password" autoComplete="current-password" required value={password} onChange={change('password')} />}
        </Field>
        <RememberMe label={copy.remember} checked={remember} onChange={(checked) => session.send({ type: 'staffSession.remember', remember: checked })} />
        <SubmitButton busy={busy} label={copy.submit} busyLabel={copy.submitting} />
      </ConsoleForm>
      <p className={authStyles.footer}>
        {/* The customer site is another page (index.html), not a route of the console: a full load. */}
        <a href="/" className={authStyles.footerLink}>
          {copy.customerSite}
        </a>
      </p>
    </AuthCard>
  );
}
