// Reset password (DESIGN deviation 3): the token comes from the emailed link (?token=…).
import { useMemo, useState, type FormEvent } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { Link, useSearch } from 'wouter';
import { fromPromise } from 'xstate';
import { resetPassword } from '../../api/auth';
import { messages } from '../../domain/messages';
import { validate } from '../../domain/schemas';
import { ResetPasswordForm } from '../../domain/schemas';
import { inspector } from '../../machines/inspector';
import * as ui from '../../styles/ui.css';
import { AuthCard, SubmitButton } from '../components/AuthCard';
import { FormField } from '../components/FormField';
import { PasswordInput } from '../components/PasswordInput';
import { passwordRequestMachine } from '../session/passwordRequest';
import * as styles from './LoginPage.css';

type Field = 'password' | 'confirmPassword';

export default function ResetPasswordPage() {
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const logic = useMemo(
    () =>
      passwordRequestMachine.provide({
        actors: { sendRequest: fromPromise(({ input, signal }) => resetPassword(input.token ?? '', input.password ?? '', signal)) },
      }),
    [],
  );
  const request = useActorRef(logic, { inspect: inspector() });
  const sent = useSelector(request, (snapshot) => snapshot.matches('sent'));
  const busy = useSelector(request, (snapshot) => snapshot.hasTag('loading'));
  const error = useSelector(request, (snapshot) => snapshot.context.error);
  const confirmation = useSelector(request, (snapshot) => snapshot.context.confirmation);
  const [values, setValues] = useState<Record<Field, string>>({ password: '', confirmPassword: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = validate(ResetPasswordForm, values);
    if (!result.ok) return setErrors({ password: result.errors.password?.[0], confirmPassword: result.errors.confirmPassword?.[0] });
    setErrors({});
    request.send({ type: 'request.submit', fields: { token, password: result.value.password } });
  };

  const change = (field: Field) => (next: string) => {
    setValues((current) => ({ ...current, [field]: next }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  return (
    <AuthCard id="reset-title" title="Choose a New Password" subtitle="Pick a password of at least 6 characters.">
      {!token ? (
        <p role="alert" className={ui.alert.error}>
          {messages.server.resetLinkInvalid} <Link href="/forgot-password">Request a new link</Link>.
        </p>
      ) : sent ? (
        <div className={ui.form}>
          <p role="status" className={ui.alert.success}>
            {confirmation ?? messages.server.passwordChanged}
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
          <FormField id="reset-password" label="New Password" error={errors.password}>
            {(control) => (
              <PasswordInput {...control} name="password" autoComplete="new-password" value={values.password} onChange={(event) => change('password')(event.target.value)} />
            )}
          </FormField>
          <FormField id="reset-confirmPassword" label="Confirm New Password" error={errors.confirmPassword}>
            {(control) => (
              <PasswordInput
                {...control}
                toggleLabel="Show confirm password"
                name="confirmPassword"
                autoComplete="new-password"
                value={values.confirmPassword}
                onChange={(event) => change('confirmPassword')(event.target.value)}
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
