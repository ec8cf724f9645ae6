// Forgot password (DESIGN deviation 3): asks for a reset link by email; the forgot-password machine holds the flow.
import { useActorRef, useSelector } from '@xstate/react';
import type { FormEvent } from 'react';
import { messages } from '../../domain/messages';
import { forgotPasswordMachine, type ForgotPasswordSnapshot } from '../../machines/forgotPassword';
import { inspector } from '../../machines/inspector';
import { accountContent as copy } from '../../domain/accountContent';
import { Alert } from '../components/Alert';
import { AuthCard } from '../components/AuthCard';
import { SubmitButton } from '../components/SubmitButton';
import { Button } from '../components/Button';
import * as buttonStyles from '../components/Button.css';
import { emailInputAttributes } from '../components/emailInputAttributes';
import { Form } from '../components/Form';
import { FormBody } from '../components/FormBody';
import { Stack } from '../components/Stack';
import { TextField } from '../components/TextField';

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
    <AuthCard id="forgot-title" title={copy.forgot.title} subtitle={copy.forgot.subtitle} elsewhere={{ lead: copy.forgot.rememberedIt, href: '/login', label: copy.backToSignIn }}>
      {sent ? (
        <Stack space="md">
          <Alert as="p" tone="success" role="status">
            {messages.auth.forgotPasswordSent}
          </Alert>
          <Button variant="secondary" className={buttonStyles.fullWidth} onClick={() => request.send({ type: 'forgotPassword.again' })}>
            {copy.forgot.sendAgain}
          </Button>
        </Stack>
      ) : (
        <Form onSubmit={submit} noValidate>
          <FormBody error={error}>            <TextField
              id="forgot-email"
              label={copy.emailLabel}
              error={emailError}
              {...emailInputAttributes}
              value={email}
              onChange={(event) => request.send({ type: 'forgotPassword.change', field: 'email', value: event.target.value })}
            />
            <SubmitButton busy={busy} label={copy.forgot.submit} busyLabel={copy.forgot.submitting} />
          </FormBody>
        </Form>
      )}
    </AuthCard>
  );
}
