// Forgot password (DESIGN deviation 3): the email as typed, checked with the shared schema, then the request for a
// reset link: idle → sending → sent, or back to idle with the failure; Send again returns to the form.
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { MessageResponse } from '../api/auth';
import { forgotPassword } from '../api/passwordReset';
import { serverMessageOf } from '../api/client';
import { messages } from '../domain/messages';
import { ForgotPasswordForm } from '../domain/schemas';
import { fieldErrorsOf, withoutFieldError, type FieldErrorsOf } from './formErrors';

export const FORGOT_PASSWORD_FIELDS = ['email'] as const;
export type ForgotPasswordField = (typeof FORGOT_PASSWORD_FIELDS)[number];
export type ForgotPasswordValues = Record<ForgotPasswordField, string>;
export type ForgotPasswordFieldErrors = FieldErrorsOf<ForgotPasswordField>;

export interface ForgotPasswordContext {
  values: ForgotPasswordValues;
  fieldErrors: ForgotPasswordFieldErrors;
  /** Why the last request failed. */
  error: string | null;
}

export type ForgotPasswordEvent = { type: 'forgotPassword.change'; field: ForgotPasswordField; value: string } | { type: 'forgotPassword.submit' } | { type: 'forgotPassword.again' };

const fieldErrorsOfValues = (values: ForgotPasswordValues) => fieldErrorsOf(ForgotPasswordForm, values, FORGOT_PASSWORD_FIELDS);

export const forgotPasswordMachine = setup({
  types: {
    context: {} as ForgotPasswordContext,
    events: {} as ForgotPasswordEvent,
    tags: {} as 'busy',
  },
  actors: {
    requestResetLink: fromPromise<MessageResponse, { email: string }>(({ input, signal }) => forgotPassword(input.email, signal)),
  },
  actions: {
    change: assign(({ context }, params: { field: ForgotPasswordField; value: string }) => ({
      values: { ...context.values, [params.field]: params.value },
      fieldErrors: withoutFieldError(context.fieldErrors, params.field),
    })),
    showFieldErrors: assign(({ context }) => ({ fieldErrors: fieldErrorsOfValues(context.values) })),
  },
  guards: {
    isValid: ({ context }) => Object.keys(fieldErrorsOfValues(context.values)).length === 0,
  },
}).createMachine({
  id: 'forgotPassword',
  context: { values: { email: '' }, fieldErrors: {}, error: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'forgotPassword.change': { actions: { type: 'change', params: ({ event }) => event } },
        'forgotPassword.submit': [{ guard: 'isValid', target: 'sending' }, { actions: 'showFieldErrors' }],
      },
    },
    sending: {
      tags: 'busy',
      entry: assign({ fieldErrors: {}, error: null }),
      invoke: {
        src: 'requestResetLink',
        input: ({ context }) => ({ email: context.values.email.trim() }),
        onDone: 'sent',
        onError: { target: 'idle', actions: assign({ error: ({ event }) => serverMessageOf(event.error) ?? messages.auth.somethingWentWrong }) },
      },
    },
    // The same sentence whether or not the account exists (the server's rule).
    sent: { on: { 'forgotPassword.again': 'idle' } },
  },
});

export type ForgotPasswordSnapshot = SnapshotFrom<typeof forgotPasswordMachine>;
