// The sign-in form (spec §5 Login): the values as typed; Sign In hands them to the session, which checks them,
// calls the server and reports (the form shows the session's error and busy state).
import { assign, sendTo, setup, type SnapshotFrom } from 'xstate';
import type { SessionEventTarget } from './session';

export type LoginField = 'email' | 'password';

export interface LoginValues extends Record<LoginField, string> {
  remember: boolean;
}

export interface LoginInput {
  session: SessionEventTarget;
}

export interface LoginContext extends LoginInput {
  values: LoginValues;
}

export type LoginEvent =
  | { type: 'login.change'; field: LoginField; value: string }
  | { type: 'login.remember'; remember: boolean }
  /** `redirect`: the ?redirect= of the page, where a successful sign-in goes. */
  | { type: 'login.submit'; redirect: string | null };

export const emptyLoginValues: LoginValues = { email: '', password: '', remember: false };

export const loginMachine = setup({
  types: {
    context: {} as LoginContext,
    events: {} as LoginEvent,
    input: {} as LoginInput,
  },
  actions: {
    // A failure shown on an earlier visit does not greet this one.
    dismissSessionError: sendTo(({ context }) => context.session, { type: 'session.dismissError' as const }),
    change: assign(({ context }, params: { field: LoginField; value: string }) => ({ values: { ...context.values, [params.field]: params.value } })),
    remember: assign(({ context }, params: { remember: boolean }) => ({ values: { ...context.values, remember: params.remember } })),
    signIn: sendTo(
      ({ context }) => context.session,
      ({ context }, params: { redirect: string | null }) => ({ type: 'session.login' as const, ...context.values, redirect: params.redirect }),
    ),
  },
}).createMachine({
  id: 'login',
  context: ({ input }) => ({ session: input.session, values: emptyLoginValues }),
  entry: 'dismissSessionError',
  on: {
    'login.change': { actions: { type: 'change', params: ({ event }) => event } },
    'login.remember': { actions: { type: 'remember', params: ({ event }) => event } },
    'login.submit': { actions: { type: 'signIn', params: ({ event }) => event } },
  },
});

export type LoginSnapshot = SnapshotFrom<typeof loginMachine>;
