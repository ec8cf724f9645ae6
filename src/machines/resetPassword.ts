// Reset password (DESIGN deviation 3): the token from the emailed link, the new password typed twice and checked with
// the shared schema, then the reset: idle → sending → changed, or back to idle with the failure. A link without a
// token is `missingToken` from the start.
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { MessageResponse } from '../api/auth';
import { resetPassword } from '../api/passwordReset';
import { serverMessageOf } from '../api/client';
import { messages } from '../domain/messages';
import { ResetPasswordForm } from '../domain/schemas';
import { fieldErrorsOf, withoutFieldError, type FieldErrorsOf } from './formErrors';

export const RESET_PASSWORD_FIELDS = ['password', 'confirmPassword'] as const;
export type ResetPasswordField = (typeof RESET_PASSWORD_FIELDS)[number];
export type ResetPasswordValues = Record<ResetPasswordField, string>;
export type ResetPasswordFieldErrors = FieldErrorsOf<ResetPasswordField>;

export interface ResetPasswordInput {
  /** The ?token= of the emailed link; empty when the link has none. */
  token: string;
}

export interface ResetPasswordContext extends ResetPasswordInput {
  values: ResetPasswordValues;
  fieldErrors: ResetPasswordFieldErrors;
  /** Why the last reset failed. */
  error: string | null;
  /** The server's sentence once the password is changed. */
  confirmation: string | null;
}

export type ResetPasswordEvent = { type: 'resetPassword.change'; field: ResetPasswordField; value: string } | { type: 'resetPassword.submit' };

const fieldErrorsOfValues = (values: ResetPasswordValues) => fieldErrorsOf(ResetPasswordForm, values, RESET_PASSWORD_FIELDS);

export const resetPasswordMachine = setup({
  types: {
    context: {} as ResetPasswordContext,
    events: {} as ResetPasswordEvent,
    input: {} as ResetPasswordInput,
    tags: {} as 'busy',
  },
  actors: {
    resetPassword: fromPromise<MessageResponse, { token: string; password: string }>(({ input, signal }) => resetPassword(input.token, input.password, signal)),
  },
  actions: {
    change: assign(({ context }, params: { field: ResetPasswordField; value: string }) => ({
      values: { ...context.values, [params.field]: params.value },
      fieldErrors: withoutFieldError(context.fieldErrors, params.field),
    })),
    showFieldErrors: assign(({ context }) => ({ fieldErrors: fieldErrorsOfValues(context.values) })),
  },
  guards: {
    hasToken: ({ context }) => context.token !== '',
    isValid: ({ context }) => Object.keys(fieldErrorsOfValues(context.values)).length === 0,
  },
}).createMachine({
  id: 'resetPassword',
  context: ({ input }) => ({ token: input.token, values: { password: '', confirmPassword: '' }, fieldErrors: {}, error: null, confirmation: null }),
  initial: 'opening',
  states: {
    opening: {
      always: [{ guard: 'hasToken', target: 'idle' }, { target: 'missingToken' }],
    },
    missingToken: { type: 'final' },
    idle: {
      on: {
        'resetPassword.change': { actions: { type: 'change', params: ({ event }) => event } },
        'resetPassword.submit': [{ guard: 'isValid', target: 'sending' }, { actions: 'showFieldErrors' }],
      },
    },
    sending: {
      tags: 'busy',
      entry: assign({ fieldErrors: {}, error: null }),
      invoke: {
        src: 'resetPassword',
        input: ({ context }) => ({ token: context.token, password: context.values.password }),
        onDone: { target: 'changed', actions: assign({ confirmation: ({ event }) => event.output.message ?? messages.account.passwordChanged }) },
        onError: { target: 'idle', actions: assign({ error: ({ event }) => serverMessageOf(event.error) ?? messages.auth.somethingWentWrong }) },
      },
    },
    changed: { type: 'final' },
  },
});

export type ResetPasswordSnapshot = SnapshotFrom<typeof resetPasswordMachine>;
