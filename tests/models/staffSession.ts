// The console's staff session as the staff member, the server and the other console calls live it (no I/O), and how
// each of their moves is made on the REAL staffSession machine, whose server calls are scripted. The context is what
// the staff member should notice after each step: who is signed in, the forms' values and errors, the sentence shown,
// the notice on the sign-in page, the toast, where they are sent, and the server call made.
import { assign, createActor, fromCallback, setup } from 'xstate';
import { ApiError } from '../../src/api/client';
import type { StaffCredentials, StaffMessageAnswer } from '../../src/api/staffSession';
import { staffSessionMessages } from '../../src/domain/console/shellContent';
import { messages } from '../../src/domain/messages';
import type { StaffPasswordChange, StaffSessionData } from '../../src/domain/staff';
import { staffSessionMachine, type StaffSessionEvent } from '../../src/machines/staffSession';
import { emptyStaffLoginValues, emptyStaffPasswordValues, type StaffLoginValues, type StaffPasswordValues } from '../../src/machines/staffSessionForms';
import type { NavigateParams } from '../../src/machines/notice';
import { defineFlowModel, type ModelEvent, type RunOptions } from '../setup/flowModel';
import { ScriptedRun } from '../setup/scriptedRun';

export const STAFF: StaffSessionData = { role: 'staff', user: { id: 'u-7', name: 'Sana Qureshi', email: 'sana@shineworks.pk' }, must_change_password: false };
/** The same account with the temporary password an admin gave it. */
export const STAFF_WITH_TEMPORARY_PASSWORD: StaffSessionData = { ...STAFF, must_change_password: true };

const FILLED: StaffLoginValues = { email: STAFF.user.email, password: 'temporary-1', remember: true };
const NEW_PASSWORD = 'my-own-secret-9';
const PASSWORD_FORM: StaffPasswordValues = { current_password: FILLED.password, new_password: NEW_PASSWORD, confirm_password: NEW_PASSWORD };
const MISMATCHED_PASSWORDS: StaffPasswordValues = { ...PASSWORD_FORM, confirm_password: 'not-the-same-1' };
/** The console page the staff member was sent to sign in from. */
export const ASKED_PAGE = '/staff/mail?status=failed';
const SERVER_PASSWORD_CHANGED = 'Password changed on the server.';

export type CallName = 'staffStatus' | 'staffLogin' | 'changePassword' | 'staffLogout';
const CALL_NAMES: readonly CallName[] = ['staffStatus', 'staffLogin', 'changePassword', 'staffLogout'];

/** What the staff member should notice after each step. */
interface Expected {
  session: StaffSessionData | null;
  values: StaffLoginValues;
  fieldErrors: Partial<Record<'email' | 'password', string>>;
  passwordValues: StaffPasswordValues;
  passwordFieldErrors: Partial<Record<keyof StaffPasswordValues, string>>;
  error: string | null;
  notice: string | null;
  toast: string | null;
  navigation: string | null;
  call: CallName | null;
}

type StaffSessionModelEvent = {
  type:
    | 'server.answersStaff'
    | 'server.answersTemporaryPassword'
    | 'server.answersSignedOut'
    | 'server.refusesCustomer'
    | 'server.rateLimits'
    | 'server.acceptsPassword'
    | 'server.refusesCurrentPassword'
    | 'server.signsOut'
    | 'network.fails'
    | 'user.submitsEmpty'
    | 'user.typesEmail'
    | 'user.signsIn'
    | 'user.signsInWithForeignRedirect'
    | 'user.signsOut'
    | 'user.opensPasswordChange'
    | 'user.cancelsPasswordChange'
    | 'user.submitsMismatchedPasswords'
    | 'user.submitsEmptyPasswords'
    | 'user.typesCurrentPassword'
    | 'user.savesPassword'
    | 'app.authFailure';
};

const SIGNED_OUT: Partial<Expected> = {
  session: null,
  values: emptyStaffLoginValues,
  fieldErrors: {},
  passwordValues: emptyStaffPasswordValues,
  passwordFieldErrors: {},
  error: null,
};

const start: Expected = {
  ...(SIGNED_OUT as Pick<Expected, 'session' | 'values' | 'fieldErrors' | 'passwordValues' | 'passwordFieldErrors' | 'error'>),
  notice: null,
  toast: null,
  navigation: null,
  call: 'staffStatus',
};

type Changes = Partial<Expected> | ((context: Expected) => Partial<Expected>);
/** One step's outcome: the effects of earlier steps (toast, navigation, call) are forgotten, the rest carries over. */
const step = (changes: Changes) =>
  assign<Expected, StaffSessionModelEvent, undefined, StaffSessionModelEvent, never>(({ context }) => ({
    ...context,
    toast: null,
    navigation: null,
    call: null,
    ...(typeof changes === 'function' ? changes(context) : changes),
  }));

const refusedSignIn = (error: string) => step({ error, fieldErrors: {} });
const signedIn = (session: StaffSessionData, navigation: string | null) => step({ session, values: emptyStaffLoginValues, error: null, notice: null, navigation });
const signedOutByChoice = step({ ...SIGNED_OUT, notice: null, toast: messages.auth.loggedOut, navigation: '/staff/login' });
const sessionEnded = step({ ...SIGNED_OUT, notice: staffSessionMessages.sessionEnded });
const mismatched = step({ passwordValues: MISMATCHED_PASSWORDS, passwordFieldErrors: { confirm_password: messages.register.passwordsDoNotMatch } });
const emptyPasswords = step({
  passwordValues: emptyStaffPasswordValues,
  passwordFieldErrors: {
    current_password: messages.staff.currentPasswordRequired,
    new_password: messages.register.passwordRequired,
    confirm_password: messages.register.confirmPasswordRequired,
  },
});
const typedCurrentPassword = step((context) => {
  const { current_password: _cleared, ...passwordFieldErrors } = context.passwordFieldErrors;
  return { passwordValues: { ...context.passwordValues, current_password: FILLED.password }, passwordFieldErrors };
});
const savingPassword = step({ passwordValues: PASSWORD_FORM, passwordFieldErrors: {}, error: null, call: 'changePassword' });
const refusedPassword = step({ error: messages.staff.currentPasswordWrong, passwordFieldErrors: { current_password: messages.staff.currentPasswordWrong } });
const passwordChangeFailed = step({ error: staffSessionMessages.passwordChangeFailed, passwordFieldErrors: {} });
const passwordChanged = step({ session: STAFF, passwordValues: emptyStaffPasswordValues, passwordFieldErrors: {}, error: null, toast: SERVER_PASSWORD_CHANGED });

/** The password form's moves, the same whether the change is required or asked for. */
const passwordForm = (saving: string) => ({
  'user.submitsMismatchedPasswords': { actions: mismatched },
  'user.submitsEmptyPasswords': { actions: emptyPasswords },
  'user.typesCurrentPassword': { actions: typedCurrentPassword },
  'user.savesPassword': { target: saving, actions: savingPassword },
  'user.signsOut': { target: 'signingOut', actions: step({ call: 'staffLogout' }) },
  'app.authFailure': { target: 'signedOut', actions: sessionEnded },
});

const staffFlow = setup({ types: { context: {} as Expected, events: {} as StaffSessionModelEvent } }).createMachine({
  id: 'staffSessionFlow',
  context: start,
  initial: 'restoring',
  states: {
    restoring: {
      on: {
        'server.answersStaff': { target: 'working', actions: step({ session: STAFF }) },
        'server.answersTemporaryPassword': { target: 'passwordRequired', actions: step({ session: STAFF_WITH_TEMPORARY_PASSWORD }) },
        'server.refusesCustomer': { target: 'notAllowed', actions: step({}) },
        'server.answersSignedOut': { target: 'signedOut', actions: step({}) },
        'network.fails': { target: 'signedOut', actions: step({ notice: staffSessionMessages.checkFailed }) },
      },
    },
    signedOut: {
      on: {
        'user.submitsEmpty': {
          actions: step((context) => ({
            values: { ...context.values, email: '', password: '' },
            fieldErrors: { email: messages.register.emailRequired, password: messages.auth.passwordTooShortLogin },
          })),
        },
        'user.typesEmail': {
          actions: step((context) => {
            const { email: _cleared, ...fieldErrors } = context.fieldErrors;
            return { values: { ...context.values, email: FILLED.email }, fieldErrors };
          }),
        },
        'user.signsIn': { target: 'signingIn', actions: step({ values: FILLED, fieldErrors: {}, error: null, notice: null, call: 'staffLogin' }) },
        'user.signsInWithForeignRedirect': { target: 'signingInElsewhere', actions: step({ values: FILLED, fieldErrors: {}, error: null, notice: null, call: 'staffLogin' }) },
      },
    },
    signingIn: {
      on: {
        'server.answersStaff': { target: 'working', actions: signedIn(STAFF, ASKED_PAGE) },
        'server.answersTemporaryPassword': { target: 'passwordRequired', actions: signedIn(STAFF_WITH_TEMPORARY_PASSWORD, ASKED_PAGE) },
        // Wrong credentials, answered without a sentence of the server's own.
        'server.answersSignedOut': { target: 'signedOut', actions: refusedSignIn(messages.auth.invalidCredentials) },
        'server.refusesCustomer': { target: 'signedOut', actions: refusedSignIn(messages.staff.customerRefused) },
        'server.rateLimits': { target: 'signedOut', actions: refusedSignIn(messages.auth.tooManyAttempts) },
        'network.fails': { target: 'signedOut', actions: refusedSignIn(staffSessionMessages.signInFailed) },
      },
    },
    // A ?redirect= outside the console: the sign-in goes to the board.
    signingInElsewhere: {
      on: { 'server.answersStaff': { target: 'working', actions: signedIn(STAFF, '/staff') } },
    },
    notAllowed: {
      on: { 'user.signsOut': { target: 'signingOut', actions: step({ call: 'staffLogout' }) } },
    },
    working: {
      on: {
        'user.opensPasswordChange': { target: 'passwordAskedFor', actions: step({ passwordValues: emptyStaffPasswordValues, passwordFieldErrors: {}, error: null }) },
        'user.signsOut': { target: 'signingOut', actions: step({ call: 'staffLogout' }) },
        'app.authFailure': { target: 'signedOut', actions: sessionEnded },
      },
    },
    passwordRequired: {
      on: {
        ...passwordForm('savingRequired'),
        // Nothing else until the temporary password is replaced.
        'user.cancelsPasswordChange': { actions: step({}) },
      },
    },
    passwordAskedFor: {
      on: {
        ...passwordForm('savingAskedFor'),
        'user.cancelsPasswordChange': { target: 'working', actions: step({ passwordValues: emptyStaffPasswordValues, passwordFieldErrors: {}, error: null }) },
      },
    },
    savingRequired: {
      on: {
        'server.acceptsPassword': { target: 'working', actions: passwordChanged },
        'server.refusesCurrentPassword': { target: 'passwordRequired', actions: refusedPassword },
        'network.fails': { target: 'passwordRequired', actions: passwordChangeFailed },
      },
    },
    savingAskedFor: {
      on: {
        'server.acceptsPassword': { target: 'working', actions: passwordChanged },
        'server.refusesCurrentPassword': { target: 'passwordAskedFor', actions: refusedPassword },
      },
    },
    signingOut: {
      on: {
        'server.signsOut': { target: 'signedOut', actions: signedOutByChoice },
        // Signed out all the same.
        'network.fails': { target: 'signedOut', actions: signedOutByChoice },
      },
    },
  },
});

/** The real machine with a scripted server; toasts, navigation and "not signed in" answers of other calls recorded. */
export class StaffSessionRun extends ScriptedRun<CallName> {
  navigations: NavigateParams[] = [];
  private reportAuthFailure: (() => void) | null = null;
  readonly actor;

  constructor(options: Partial<RunOptions> = {}) {
    super(options);
    const { server } = this;
    const logic = staffSessionMachine.provide({
      actors: {
        staffStatus: server.actor<StaffSessionData>('staffStatus'),
        staffLogin: server.actor<StaffSessionData, StaffCredentials>('staffLogin'),
        changePassword: server.actor<StaffMessageAnswer, StaffPasswordChange>('changePassword'),
        staffLogout: server.actor<StaffMessageAnswer>('staffLogout'),
        authFailures: fromCallback<StaffSessionEvent>(({ sendBack }) => {
          this.reportAuthFailure = () => sendBack({ type: 'staffSession.authFailure' });
          return () => (this.reportAuthFailure = null);
        }),
      },
      actions: {
        notify: (_, notice) => void this.toasts.push(notice),
        navigate: (_, navigation) => void this.navigations.push(navigation),
      },
    });
    this.actor = createActor(logic, options).start();
  }

  override beginStep() {
    super.beginStep();
    this.navigations = [];
  }

  get pendingCall(): CallName {
    return this.server.inFlight(CALL_NAMES);
  }

  /** A console call elsewhere was answered "not signed in". */
  authFailure() {
    if (!this.reportAuthFailure) throw new Error('nobody listens for authentication failures');
    this.reportAuthFailure();
  }
}

function perform(run: StaffSessionRun, event: ModelEvent<typeof staffFlow>) {
  const { server } = run;
  const send = (sessionEvent: StaffSessionEvent) => run.actor.send(sessionEvent);
  const signIn = (redirect: string) => {
    send({ type: 'staffSession.change', field: 'email', value: FILLED.email });
    send({ type: 'staffSession.change', field: 'password', value: FILLED.password });
    send({ type: 'staffSession.remember', remember: true });
    send({ type: 'staffSession.signIn', redirect });
  };
  const fillPasswords = (values: StaffPasswordValues) => {
    for (const [field, value] of Object.entries(values) as Array<[keyof StaffPasswordValues, string]>) send({ type: 'staffSession.passwordChange', field, value });
  };
  switch (event.type) {
    case 'server.answersStaff':
      return server.answer(run.pendingCall, STAFF);
    case 'server.answersTemporaryPassword':
      return server.answer(run.pendingCall, STAFF_WITH_TEMPORARY_PASSWORD);
    case 'server.answersSignedOut':
      return server.fail(run.pendingCall, new ApiError('HTTP 401: Unauthorized', 401));
    case 'server.refusesCustomer':
      return server.fail(run.pendingCall, new ApiError(messages.staff.customerRefused, 403));
    case 'server.rateLimits':
      return server.fail('staffLogin', new ApiError(messages.auth.tooManyAttempts, 429));
    case 'server.acceptsPassword':
      return server.answer('changePassword', { success: true, message: SERVER_PASSWORD_CHANGED });
    case 'server.refusesCurrentPassword':
      return server.fail('changePassword', new ApiError(messages.staff.currentPasswordWrong, 400, { current_password: [messages.staff.currentPasswordWrong] }));
    case 'server.signsOut':
      return server.answer('staffLogout', { success: true });
    case 'network.fails':
      return server.fail(run.pendingCall, new TypeError('Failed to fetch'));
    case 'user.submitsEmpty':
      send({ type: 'staffSession.change', field: 'email', value: '' });
      send({ type: 'staffSession.change', field: 'password', value: '' });
      return send({ type: 'staffSession.signIn', redirect: null });
    case 'user.typesEmail':
      return send({ type: 'staffSession.change', field: 'email', value: FILLED.email });
    case 'user.signsIn':
      return signIn(ASKED_PAGE);
    case 'user.signsInWithForeignRedirect':
      return signIn('/my-bookings');
    case 'user.signsOut':
      return send({ type: 'staffSession.signOut' });
    case 'user.opensPasswordChange':
      return send({ type: 'staffSession.openPasswordChange' });
    case 'user.cancelsPasswordChange':
      return send({ type: 'staffSession.cancelPasswordChange' });
    case 'user.submitsMismatchedPasswords':
      fillPasswords(MISMATCHED_PASSWORDS);
      return send({ type: 'staffSession.savePassword' });
    case 'user.submitsEmptyPasswords':
      fillPasswords(emptyStaffPasswordValues);
      return send({ type: 'staffSession.savePassword' });
    case 'user.typesCurrentPassword':
      return send({ type: 'staffSession.passwordChange', field: 'current_password', value: FILLED.password });
    case 'user.savesPassword':
      fillPasswords(PASSWORD_FORM);
      return send({ type: 'staffSession.savePassword' });
    case 'app.authFailure':
      return run.authFailure();
  }
}

export const staffSessionFlow = defineFlowModel({
  name: 'staff session',
  model: staffFlow,
  covers: [staffSessionMachine],
  start: (options) => new StaffSessionRun(options),
  perform,
});
