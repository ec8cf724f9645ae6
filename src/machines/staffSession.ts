// The workshop console's session: who is signed in (restored from the server's status call), the sign-in form, the
// password change (required after an admin set a temporary one, or asked for), sign out, and sign out on any "not
// signed in" answer of a console call. The shell provides toasts and navigation with `useFlowEffects`.
import { assign, fromCallback, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { onAuthFailure } from '../api/client';
import * as staffApi from '../api/staffSession';
import { consoleRedirectPath, CONSOLE_PATHS } from '../domain/console/consolePaths';
import { staffSessionMessages } from '../domain/console/shellContent';
import { messages } from '../domain/messages';
import type { StaffPasswordChange, StaffSessionData } from '../domain/staff';
import { unlessAborted } from './abortedCalls';
import { fieldErrorsOfFailure, withoutFieldError, type FieldErrorsOf } from './formErrors';
import { notify, type NavigateParams, type Notice } from './notice';
import * as forms from './staffSessionForms';

export interface StaffSessionContext {
  session: StaffSessionData | null;
  values: forms.StaffLoginValues;
  fieldErrors: FieldErrorsOf<forms.StaffLoginField>;
  passwordValues: forms.StaffPasswordValues;
  passwordFieldErrors: FieldErrorsOf<forms.StaffPasswordField>;
  /** Submits the schema refused, on either form: each one moves the keyboard to the first invalid field. */
  rejectedSubmits: number;
  /** Why the last sign-in or password change failed. */
  error: string | null;
  /** Why the staff member is on the sign-in page (their session ended), or null. */
  notice: string | null;
  redirectTo: string;
}

export type StaffSessionEvent =
  | { type: 'staffSession.change'; field: forms.StaffLoginField; value: string }
  | { type: 'staffSession.remember'; remember: boolean }
  /** `redirect`: the sign-in page's ?redirect=, where a successful sign-in goes when it is a console page. */
  | { type: 'staffSession.signIn'; redirect: string | null }
  | { type: 'staffSession.signOut' }
  | { type: 'staffSession.authFailure' }
  | { type: 'staffSession.openPasswordChange' }
  | { type: 'staffSession.cancelPasswordChange' }
  | { type: 'staffSession.passwordChange'; field: forms.StaffPasswordField; value: string }
  | { type: 'staffSession.savePassword' };

const FRESH_PASSWORD_FORM = { passwordValues: forms.emptyStaffPasswordValues, passwordFieldErrors: {}, error: null } satisfies Partial<StaffSessionContext>;
const SIGNED_OUT = { session: null, values: forms.emptyStaffLoginValues, fieldErrors: {}, ...FRESH_PASSWORD_FORM } satisfies Partial<StaffSessionContext>;

/** A sign-in the server accepted: the session kept, the form emptied, and on to the page it was asked from. */
const signedInFromForm = [
  { type: 'assignSession', params: ({ event }: { event: { output: StaffSessionData } }) => ({ session: event.output }) },
  { type: 'clearSignInForm' },
  { type: 'navigate', params: ({ context }: { context: StaffSessionContext }) => ({ to: context.redirectTo, replace: true }) },
] as const;

const signedOutByChoice = [
  { type: 'signedOut', params: { notice: null } },
  notify('success', () => messages.auth.loggedOut),
  { type: 'navigate', params: { to: CONSOLE_PATHS.login, replace: true } },
] as const;

export const staffSessionMachine = setup({
  types: {
    context: {} as StaffSessionContext,
    events: {} as StaffSessionEvent,
    tags: {} as 'restoring' | 'busy',
  },
  actors: {
    staffStatus: fromPromise<StaffSessionData>(({ signal }) => unlessAborted(signal, staffApi.staffStatus(signal))),
    staffLogin: fromPromise<StaffSessionData, staffApi.StaffCredentials>(({ input, signal }) => unlessAborted(signal, staffApi.staffLogin(input, signal))),
    changePassword: fromPromise<staffApi.StaffMessageAnswer, StaffPasswordChange>(({ input, signal }) => unlessAborted(signal, staffApi.changeStaffPassword(input, signal))),
    staffLogout: fromPromise<staffApi.StaffMessageAnswer>(({ signal }) => unlessAborted(signal, staffApi.staffLogout(signal))),
    /** Any console call answering "not signed in" ends the console's session. */
    authFailures: fromCallback<StaffSessionEvent>(({ sendBack }) => onAuthFailure(() => sendBack({ type: 'staffSession.authFailure' }))),
  },
  actions: {
    // Side effects: no-ops here, provided by the shell (and by tests).
    notify: (_, _params: Notice) => {},
    navigate: (_, _params: NavigateParams) => {},
    assignSession: assign({ session: (_, params: { session: StaffSessionData }) => params.session }),
    signedOut: assign((_, params: { notice: string | null }) => ({ ...SIGNED_OUT, notice: params.notice })),
    change: assign(({ context }, params: { field: forms.StaffLoginField; value: string }) => ({
      values: { ...context.values, [params.field]: params.value },
      fieldErrors: withoutFieldError(context.fieldErrors, params.field),
    })),
    clearSignInForm: assign({ values: forms.emptyStaffLoginValues }),
    remember: assign(({ context }, params: { remember: boolean }) => ({ values: { ...context.values, remember: params.remember } })),
    rejectSignIn: assign(({ context }) => ({ fieldErrors: forms.loginErrorsOf(context.values), rejectedSubmits: context.rejectedSubmits + 1 })),
    startSignIn: assign((_, params: { redirect: string | null }) => ({ redirectTo: consoleRedirectPath(params.redirect), error: null, notice: null, fieldErrors: {} })),
    refuseSignIn: assign((_, params: { error: unknown }) => ({
      error: forms.signInFailureText(params.error),
      fieldErrors: fieldErrorsOfFailure(params.error, forms.STAFF_LOGIN_FIELDS),
    })),
    changePasswordValue: assign(({ context }, params: { field: forms.StaffPasswordField; value: string }) => ({
      passwordValues: { ...context.passwordValues, [params.field]: params.value },
      passwordFieldErrors: withoutFieldError(context.passwordFieldErrors, params.field),
    })),
    rejectPassword: assign(({ context }) => ({ passwordFieldErrors: forms.passwordErrorsOf(context.passwordValues), rejectedSubmits: context.rejectedSubmits + 1 })),
    refusePassword: assign((_, params: { error: unknown }) => ({
      error: forms.passwordChangeFailureText(params.error),
      passwordFieldErrors: fieldErrorsOfFailure(params.error, forms.STAFF_PASSWORD_FIELDS),
    })),
    resetPasswordForm: assign(FRESH_PASSWORD_FORM),
    passwordChanged: assign(({ context }) => ({
      ...FRESH_PASSWORD_FORM,
      session: context.session ? { ...context.session, must_change_password: false } : null,
    })),
  },
  guards: {
    mustChangePassword: (_, params: { session: StaffSessionData }) => params.session.must_change_password,
    isForbidden: (_, params: { error: unknown }) => forms.statusOf(params.error) === 403,
    isSignedOutAnswer: (_, params: { error: unknown }) => forms.statusOf(params.error) === 401,
    isSignInValid: ({ context }) => Object.keys(forms.loginErrorsOf(context.values)).length === 0,
    isPasswordValid: ({ context }) => Object.keys(forms.passwordErrorsOf(context.passwordValues)).length === 0,
    isPasswordChangeOptional: ({ context }) => context.session?.must_change_password === false,
  },
}).createMachine({
  id: 'staffSession',
  context: {
    ...SIGNED_OUT,
    rejectedSubmits: 0,
    notice: null,
    redirectTo: CONSOLE_PATHS.board,
  },
  invoke: { src: 'authFailures' },
  initial: 'restoring',
  states: {
    restoring: {
      tags: 'restoring',
      invoke: {
        src: 'staffStatus',
        onDone: [
          {
            guard: { type: 'mustChangePassword', params: ({ event }) => ({ session: event.output }) },
            target: 'signedIn.changingPassword',
            actions: { type: 'assignSession', params: ({ event }) => ({ session: event.output }) },
          },
          { target: 'signedIn', actions: { type: 'assignSession', params: ({ event }) => ({ session: event.output }) } },
        ],
        onError: [
          { guard: { type: 'isForbidden', params: ({ event }) => ({ error: event.error }) }, target: 'notAllowed' },
          { guard: { type: 'isSignedOutAnswer', params: ({ event }) => ({ error: event.error }) }, target: 'signedOut' },
          { target: 'signedOut', actions: { type: 'signedOut', params: { notice: staffSessionMessages.checkFailed } } },
        ],
      },
    },
    signedOut: {
      on: {
        'staffSession.change': { actions: { type: 'change', params: ({ event }) => event } },
        'staffSession.remember': { actions: { type: 'remember', params: ({ event }) => event } },
        'staffSession.signIn': [
          { guard: 'isSignInValid', target: 'signingIn', actions: { type: 'startSignIn', params: ({ event }) => event } },
          { actions: 'rejectSignIn' },
        ],
      },
    },
    signingIn: {
      tags: 'busy',
      invoke: {
        src: 'staffLogin',
        input: ({ context }) => context.values,
        onDone: [
          {
            guard: { type: 'mustChangePassword', params: ({ event }) => ({ session: event.output }) },
            target: 'signedIn.changingPassword',
            actions: signedInFromForm,
          },
          {
            target: 'signedIn',
            actions: signedInFromForm,
          },
        ],
        onError: { target: 'signedOut', actions: { type: 'refuseSignIn', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    // A customer's session: the console is not for them.
    notAllowed: {
      on: { 'staffSession.signOut': 'signingOut' },
    },
    signedIn: {
      initial: 'working',
      on: {
        'staffSession.signOut': 'signingOut',
        'staffSession.authFailure': { target: 'signedOut', actions: { type: 'signedOut', params: { notice: staffSessionMessages.sessionEnded } } },
      },
      states: {
        working: {
          on: { 'staffSession.openPasswordChange': { target: 'changingPassword', actions: 'resetPasswordForm' } },
        },
        // Required while the account has a temporary password; otherwise asked for, and it can be left.
        changingPassword: {
          initial: 'editing',
          states: {
            editing: {
              on: {
                'staffSession.passwordChange': { actions: { type: 'changePasswordValue', params: ({ event }) => event } },
                'staffSession.savePassword': [{ guard: 'isPasswordValid', target: 'saving' }, { actions: 'rejectPassword' }],
                'staffSession.cancelPasswordChange': { guard: 'isPasswordChangeOptional', target: '#staffSession.signedIn.working', actions: 'resetPasswordForm' },
              },
            },
            saving: {
              tags: 'busy',
              entry: assign({ error: null }),
              invoke: {
                src: 'changePassword',
                input: ({ context }) => ({ current_password: context.passwordValues.current_password, new_password: context.passwordValues.new_password }),
                onDone: {
                  target: '#staffSession.signedIn.working',
                  actions: ['passwordChanged', { type: 'notify', params: ({ event }) => ({ kind: 'success', message: event.output.message || messages.staff.passwordChanged }) }],
                },
                onError: { target: 'editing', actions: { type: 'refusePassword', params: ({ event }) => ({ error: event.error }) } },
              },
            },
          },
        },
      },
    },
    signingOut: {
      tags: 'busy',
      // Signed out either way: the call's outcome changes nothing the console shows.
      invoke: {
        src: 'staffLogout',
        onDone: { target: 'signedOut', actions: signedOutByChoice },
        onError: { target: 'signedOut', actions: signedOutByChoice },
      },
    },
  },
});

export type StaffSessionSnapshot = SnapshotFrom<typeof staffSessionMachine>;

/** What the shell renders: still checking, the sign-in page, the not-allowed page, the password page, or the console. */
export type StaffSessionStatus = 'restoring' | 'signedOut' | 'notAllowed' | 'changingPassword' | 'signedIn' | 'signingOut';

export function staffSessionStatusOf(snapshot: StaffSessionSnapshot): StaffSessionStatus {
  if (snapshot.matches('restoring')) return 'restoring';
  if (snapshot.matches('signedOut') || snapshot.matches('signingIn')) return 'signedOut';
  if (snapshot.matches('notAllowed')) return 'notAllowed';
  if (snapshot.matches('signingOut')) return 'signingOut';
  if (snapshot.matches({ signedIn: 'changingPassword' })) return 'changingPassword';
  return 'signedIn';
}

