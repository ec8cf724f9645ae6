// The session flow (spec §4 Session, §5 Login, §8 auth failure; DESIGN deviation 7).
// Storage is injected by the app shell with `sessionMachine.provide({ actions, actors })`; toasts and navigation
// with `useFlowEffects`.
import { assertEvent, assign, fromCallback, fromPromise, setup, type ActorRef, type Snapshot, type SnapshotFrom } from 'xstate';
import * as auth from '../api/auth';
import { ApiError, onAuthFailure, serverMessageOf } from '../api/client';
import { PASSWORD_MIN_LENGTH } from '../domain/constants';
import { sessionMessages } from '../domain/messageAreas/session';
import { isLoginOrHome, loginPathFrom, safeRedirectPath, type AccountUser, type RegisterDetails, type StoredSession } from '../domain/session';
import type { ApiSuccess, LoginResponseData } from '../domain/types';
import { notify, notifyFailure, type NavigateParams, type Notice } from './notice';

export type SessionEvent =
  | { type: 'session.login'; email: string; password: string; remember: boolean; redirect?: string | null }
  | { type: 'session.register'; details: RegisterDetails }
  | { type: 'session.logout' }
  | { type: 'session.authFailure'; path: string }
  | { type: 'session.dismissError' }
  | { type: 'session.updateUser'; name: string; email: string };

export interface SessionContext {
  user: AccountUser | null;
  error: string | null;
  /** Server-side field errors of a refused registration, keyed by form field. */
  fieldErrors: Partial<Record<keyof RegisterDetails, string>>;
  redirectTo: string;
}

type AccountAnswer = ApiSuccess<LoginResponseData>;

/** The server names the registration fields as the spec's API does; the form names them as the screen does. */
const FORM_FIELD_OF_SERVER_FIELD: Record<string, keyof RegisterDetails> = { full_name: 'fullName', email: 'email', phone_number: 'phone', password: 'password' };

const loginFailureText = (error: unknown) =>
  error instanceof ApiError && error.status === 401 ? sessionMessages.auth.invalidCredentials : (serverMessageOf(error) ?? sessionMessages.auth.somethingWentWrong);

const registerFieldErrors = (error: unknown): SessionContext['fieldErrors'] => {
  const fieldErrors: SessionContext['fieldErrors'] = {};
  if (!(error instanceof ApiError)) return fieldErrors;
  for (const [field, texts] of Object.entries(error.fieldErrors)) {
    const formField = FORM_FIELD_OF_SERVER_FIELD[field];
    if (formField && texts[0]) fieldErrors[formField] = texts[0];
  }
  return fieldErrors;
};

const signedIn = (answer: AccountAnswer) => ({ user: answer.data.user, role: answer.data.role });

type AccountAnswered = { event: { output: AccountAnswer } };

/** An answer for a customer account (restored, signed in or registered): shown signed in and kept for the next visit, then `then`. */
const customerSignedIn = <TThen extends object[]>(...then: TThen) => ({
  guard: { type: 'isCustomerAnswer' as const, params: ({ event }: AccountAnswered) => ({ answer: event.output }) },
  target: 'authenticated',
  actions: [
    { type: 'assignUser' as const, params: ({ event }: AccountAnswered) => ({ user: event.output.data.user }) },
    { type: 'persistSession' as const, params: ({ event }: AccountAnswered) => signedIn(event.output) },
    ...then,
  ],
});

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    tags: {} as 'restoring' | 'loading',
  },
  actors: {
    storedSession: fromPromise<StoredSession | null>(async () => null),
    sessionStatus: fromPromise<AccountAnswer>(({ signal }) => auth.status(signal)),
    login: fromPromise<AccountAnswer, auth.LoginCredentials>(({ input, signal }) => auth.login(input, signal)),
    register: fromPromise<AccountAnswer, RegisterDetails>(({ input, signal }) => auth.register(input, signal)),
    logout: fromPromise<unknown>(({ signal }) => auth.logout(signal)),
    /** Any call answering "not signed in" signs the customer out (spec §8), from wherever they are. */
    authFailures: fromCallback<SessionEvent>(({ sendBack }) =>
      onAuthFailure(() => sendBack({ type: 'session.authFailure', path: `${globalThis.location?.pathname ?? '/'}${globalThis.location?.search ?? ''}` })),
    ),
  },
  actions: {
    // Side effects: no-ops here, provided by the app shell (and by tests).
    persistSession: (_, _params: { user: AccountUser; role: string }) => {},
    clearStoredSession: () => {},
    notify: (_, _params: Notice) => {},
    navigate: (_, _params: NavigateParams) => {},
    assignUser: assign({ user: (_, params: { user: AccountUser }) => params.user }),
    forgetUser: assign({ user: null }),
    showError: assign({ error: (_, params: { message: string }) => params.message }),
    showFieldErrors: assign({ fieldErrors: (_, params: { error: unknown }) => registerFieldErrors(params.error) }),
    dismissError: assign({ error: null, fieldErrors: {} }),
    rememberRedirect: assign({ redirectTo: (_, params: { redirect?: string | null }) => safeRedirectPath(params.redirect) ?? '/' }),
  },
  guards: {
    isStoredCustomer: (_, params: { stored: StoredSession | null }) => params.stored?.role === 'customer' && params.stored.user !== null,
    hasStoredSession: (_, params: { stored: StoredSession | null }) => params.stored !== null,
    isCustomerAnswer: (_, params: { answer: AccountAnswer | undefined }) =>
      params.answer?.success === true && params.answer.data?.role === 'customer' && Boolean(params.answer.data.user),
    isPasswordTooShort: (_, params: { password: string }) => params.password.length < PASSWORD_MIN_LENGTH,
    isAwayFromLoginAndHome: (_, params: { path: string }) => !isLoginOrHome(params.path),
  },
}).createMachine({
  id: 'session',
  context: { user: null, error: null, fieldErrors: {}, redirectTo: '/' },
  invoke: { src: 'authFailures' },
  initial: 'restoring',
  states: {
    restoring: {
      tags: 'restoring',
      invoke: {
        src: 'storedSession',
        onDone: [
          { guard: { type: 'isStoredCustomer', params: ({ event }) => ({ stored: event.output }) }, target: 'verifying' },
          { guard: { type: 'hasStoredSession', params: ({ event }) => ({ stored: event.output }) }, target: 'anonymous', actions: 'clearStoredSession' },
          { target: 'anonymous' },
        ],
        onError: { target: 'anonymous', actions: 'clearStoredSession' },
      },
    },
    verifying: {
      tags: 'restoring',
      invoke: {
        src: 'sessionStatus',
        onDone: [
          customerSignedIn(),
          { target: 'anonymous', actions: 'clearStoredSession' },
        ],
        onError: { target: 'anonymous', actions: 'clearStoredSession' },
      },
    },
    anonymous: {
      on: {
        'session.login': [
          {
            guard: { type: 'isPasswordTooShort', params: ({ event }) => ({ password: event.password }) },
            actions: [
              { type: 'showError', params: () => ({ message: sessionMessages.auth.passwordTooShortLogin }) },
              notify('error', () => sessionMessages.auth.passwordTooShortLogin),
            ],
          },
          { target: 'loggingIn', actions: [{ type: 'rememberRedirect', params: ({ event }) => ({ redirect: event.redirect }) }] },
        ],
        'session.register': { target: 'registering' },
        'session.dismissError': { actions: 'dismissError' },
      },
    },
    loggingIn: {
      tags: 'loading',
      entry: 'dismissError',
      invoke: {
        src: 'login',
        input: ({ event }) => {
          assertEvent(event, 'session.login');
          return { email: event.email, password: event.password, remember: event.remember };
        },
        onDone: [
          customerSignedIn(notify('success', () => sessionMessages.auth.loginSuccess), {
            type: 'navigate' as const,
            params: ({ context }: { context: SessionContext }) => ({ to: context.redirectTo, replace: true }),
          }),
          {
            target: 'anonymous',
            actions: ['clearStoredSession', { type: 'showError', params: () => ({ message: sessionMessages.auth.accessDenied }) }, notify('error', () => sessionMessages.auth.accessDenied)],
          },
        ],
        onError: {
          target: 'anonymous',
          actions: [
            { type: 'showError', params: ({ event }) => ({ message: loginFailureText(event.error) }) },
            { type: 'notify', params: ({ event }) => ({ kind: 'error', message: loginFailureText(event.error) }) },
          ],
        },
      },
    },
    registering: {
      tags: 'loading',
      entry: 'dismissError',
      invoke: {
        src: 'register',
        input: ({ event }) => {
          assertEvent(event, 'session.register');
          return event.details;
        },
        onDone: [
          customerSignedIn(notify('success', () => sessionMessages.register.success), { type: 'navigate' as const, params: { to: '/' } }),
          {
            target: 'anonymous',
            actions: [{ type: 'showError', params: () => ({ message: sessionMessages.register.failed }) }, notify('error', () => sessionMessages.register.failed)],
          },
        ],
        onError: {
          target: 'anonymous',
          actions: [
            { type: 'showError', params: ({ event }) => ({ message: serverMessageOf(event.error) ?? sessionMessages.register.failedFallback }) },
            { type: 'showFieldErrors', params: ({ event }) => ({ error: event.error }) },
            notifyFailure(() => sessionMessages.register.failedFallback),
          ],
        },
      },
    },
    authenticated: {
      on: {
        'session.logout': { target: 'loggingOut' },
        // The profile page saved a new name or email: the header and the stored user follow.
        'session.updateUser': {
          actions: [
            { type: 'assignUser', params: ({ context, event }) => ({ user: { id: context.user?.id ?? '', name: event.name, email: event.email } }) },
            { type: 'persistSession', params: ({ context, event }) => ({ user: { id: context.user?.id ?? '', name: event.name, email: event.email }, role: 'customer' }) },
          ],
        },
        'session.authFailure': [
          {
            guard: { type: 'isAwayFromLoginAndHome', params: ({ event }) => ({ path: event.path }) },
            target: 'anonymous',
            actions: ['forgetUser', 'clearStoredSession', { type: 'navigate', params: ({ event }) => ({ to: loginPathFrom(event.path) }) }],
          },
          { target: 'anonymous', actions: ['forgetUser', 'clearStoredSession'] },
        ],
      },
    },
    loggingOut: {
      tags: 'loading',
      // The call's outcome does not matter: the stored session is cleared either way (spec §4).
      invoke: { src: 'logout', onDone: { target: 'loggedOut' }, onError: { target: 'loggedOut' } },
    },
    loggedOut: {
      always: {
        target: 'anonymous',
        actions: ['forgetUser', 'clearStoredSession', notify('success', () => sessionMessages.auth.loggedOut), { type: 'navigate', params: { to: '/' } }],
      },
    },
  },
});

export type SessionSnapshot = SnapshotFrom<typeof sessionMachine>;

/** What another flow needs of the running session: somewhere to send its events (a form's sign-in, a new name). */
export type SessionEventTarget = ActorRef<Snapshot<unknown>, SessionEvent>;
export type SessionStatus = 'restoring' | 'anonymous' | 'authenticated';

/** What the rest of the app needs to know: still restoring, signed out, or signed in. */
export const sessionStatusOf = (snapshot: SessionSnapshot): SessionStatus =>
  snapshot.hasTag('restoring') ? 'restoring' : snapshot.context.user ? 'authenticated' : 'anonymous';
