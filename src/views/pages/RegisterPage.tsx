// Create Account (spec §2 /register, §5 Register): the register machine holds and checks the form, the session
// machine registers and signs in.
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef, type ChangeEvent, type FormEvent } from 'react';
import { Link } from 'wouter';
import { inspector } from '../../machines/inspector';
import { REGISTER_FIELDS, registerMachine, type RegisterField, type RegisterSnapshot } from '../../machines/register';
import { accountContent as copy } from '../../domain/accountContent';
import { footerContent } from '../../domain/content';
import { AuthCard } from '../components/AuthCard';
import { emailInputAttributes } from '../components/emailInputAttributes';
import { Form } from '../components/Form';
import { FormBody } from '../components/FormBody';
import { PasswordField } from '../components/PasswordField';
import { phoneInputAttributes } from '../components/phoneInputAttributes';
import { SubmitButton } from '../components/SubmitButton';
import { Text } from '../components/Text';
import { TextField } from '../components/TextField';
import { useSessionActor, useSessionBusy, useSessionError, useSessionFieldErrors } from '../session/SessionProvider';

const selectValues = (snapshot: RegisterSnapshot) => snapshot.context.values;
const selectFieldErrors = (snapshot: RegisterSnapshot) => snapshot.context.fieldErrors;
const selectRejectedSubmits = (snapshot: RegisterSnapshot) => snapshot.context.rejectedSubmits;

export default function RegisterPage() {
  const session = useSessionActor();
  const busy = useSessionBusy();
  const error = useSessionError();
  const serverFieldErrors = useSessionFieldErrors();
  const form = useActorRef(registerMachine, { input: { session }, inspect: inspector() });
  const values = useSelector(form, selectValues);
  const fieldErrors = useSelector(form, selectFieldErrors);
  const rejectedSubmits = useSelector(form, selectRejectedSubmits);
  const formRef = useRef<HTMLFormElement>(null);

  // After a refused submit (not while typing), take the keyboard to the first field that needs attention.
  useEffect(() => {
    const first = REGISTER_FIELDS.find((field) => form.getSnapshot().context.fieldErrors[field]);
    if (rejectedSubmits > 0 && first) formRef.current?.querySelector<HTMLInputElement>(`#register-${first}`)?.focus();
  }, [form, rejectedSubmits]);

  const change = (field: RegisterField) => (event: ChangeEvent<HTMLInputElement>) => form.send({ type: 'register.change', field, value: event.target.value });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    form.send({ type: 'register.submit' });
  };

  /** The form's own check first; the server's refusal for the fields it sends. */
  const errorOf = (field: RegisterField) => fieldErrors[field] ?? (field === 'confirmPassword' ? undefined : serverFieldErrors[field]) ?? null;

  return (
    <AuthCard
      id="register-title"
      title={copy.register.title}
      subtitle={copy.register.subtitle}
      icon={<UserPlusIcon />}
      wide
      elsewhere={{ lead: copy.register.haveAccount, href: '/login', label: copy.register.signIn }}
    >
      <Form ref={formRef} onSubmit={submit} noValidate>
        <FormBody error={error}>
          <TextField
            id="register-fullName"
            label={copy.register.fullName}
            error={errorOf('fullName')}
            name="fullName"
            autoComplete="name"
            placeholder={copy.register.fullNamePlaceholder}
            value={values.fullName}
            onChange={change('fullName')}
          />
          <TextField id="register-email" label={copy.emailLabel} error={errorOf('email')} {...emailInputAttributes} value={values.email} onChange={change('email')} />
          <TextField
            id="register-phone"
            label={copy.register.phone}
            error={errorOf('phone')}
            hint={copy.register.phoneHint}
            {...phoneInputAttributes}
            name="phone"
            value={values.phone}
            onChange={change('phone')}
          />

          <PasswordField
            id="register-password"
            label={copy.passwordLabel}
            error={errorOf('password')}
            hint={copy.register.passwordHint}
            name="password"
            autoComplete="new-password"
            placeholder={copy.register.passwordPlaceholder}
            value={values.password}
            onChange={change('password')}
          />
          <PasswordField
            id="register-confirmPassword"
            label={copy.register.confirmPassword}
            error={errorOf('confirmPassword')}
            toggleLabel={copy.register.showConfirmPassword}
            name="confirmPassword"
            autoComplete="new-password"
            placeholder={copy.register.confirmPlaceholder}
            value={values.confirmPassword}
            onChange={change('confirmPassword')}
          />

          <Text size="sm" tone="muted">
            {copy.register.agreementStart} <Link href="/terms">{footerContent.terms}</Link> {copy.register.agreementAnd}{' '}
            <Link href="/privacy">{footerContent.privacy}</Link>
            {copy.register.agreementEnd}
          </Text>

          <SubmitButton busy={busy} label={copy.register.submit} busyLabel={copy.register.submitting} />
        </FormBody>
      </Form>
    </AuthCard>
  );
}

const UserPlusIcon = () => (
  <svg width="26" height="26" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
    <path d="M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2" />
    <circle cx="9" cy="7" r="4" />
    <line x1="19" y1="8" x2="19" y2="14" />
    <line x1="22" y1="11" x2="16" y2="11" />
  </svg>
);
