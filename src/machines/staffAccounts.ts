// The console's staff accounts (issue "The workshop's console", Staff accounts; admin only): the list, the "Add staff
// member" form, deactivating (confirmed) and activating an account, and resetting a password (confirmed), whose
// temporary password is shown once with a copy button. A staff member gets the "only an admin" state and no call.
import { assign, fromPromise, raise, setup, type SnapshotFrom } from 'xstate';
import { activateStaff, createStaff, deactivateStaff, listStaff, resetStaffPassword, type ChangeAnswer, type ResetAnswer } from '../api/workshop';
import { serverMessageOf } from '../api/client';
import { accountsContent as content } from '../domain/console/workshopContent';
import { NewStaffAccountPayload } from '../domain/workshopSchemas';
import type { StaffAccount, StaffRole } from '../domain/staff';
import { notifyChanged } from './consoleChange';
import { fieldErrorsOf, fieldErrorsOfFailure, withoutFieldError, type FieldErrorsOf } from './formErrors';
import { notifyFailure, type Notice } from './notice';

export const NEW_STAFF_FIELDS = ['name', 'email', 'phone', 'role', 'password'] as const;
export type NewStaffField = (typeof NEW_STAFF_FIELDS)[number];
export type NewStaffValues = Record<Exclude<NewStaffField, 'role'>, string> & { role: StaffRole };

export const emptyNewStaff: NewStaffValues = { name: '', email: '', phone: '', role: 'staff', password: '' };

export const newStaffRequestOf = (values: NewStaffValues) => ({
  name: values.name.trim(),
  email: values.email.trim(),
  phone: values.phone.trim(),
  role: values.role,
  password: values.password,
});
const newStaffErrorsOf = (values: NewStaffValues) => fieldErrorsOf(NewStaffAccountPayload, newStaffRequestOf(values), NEW_STAFF_FIELDS);

export interface StaffAccountsContext {
  isAdmin: boolean;
  accounts: StaffAccount[];
  listError: string | null;
  values: NewStaffValues;
  fieldErrors: FieldErrorsOf<NewStaffField>;
  /** The server's sentence of a refused "Add staff member". */
  formError: string | null;
  rejectedSubmits: number;
  /** The account a confirming step or the temporary password is about. */
  accountId: string | null;
  /** Shown once, right after a reset. */
  temporaryPassword: string | null;
}

export type StaffAccountsEvent =
  | { type: 'accounts.retry' }
  | { type: 'accounts.reload' }
  | { type: 'accounts.add' }
  | { type: 'accounts.deactivate'; accountId: string }
  | { type: 'accounts.activate'; accountId: string }
  | { type: 'accounts.resetPassword'; accountId: string }
  | { type: 'accounts.confirm' }
  | { type: 'accounts.dismiss' }
  | { type: 'accounts.copy' }
  | { type: 'newStaff.change'; field: NewStaffField; value: string }
  | { type: 'newStaff.submit' };

const CLOSED = { accountId: null, temporaryPassword: null, values: emptyNewStaff, fieldErrors: {}, formError: null } satisfies Partial<StaffAccountsContext>;
const byAccount = ({ event }: { event: { accountId: string } }) => event;
const accountInput = ({ context }: { context: StaffAccountsContext }) => ({ accountId: context.accountId ?? '' });
/** Sends a change of the picked account; then closes its dialog, says how it went and, done, reloads the list. */
const accountChange = (src: 'deactivateAccount' | 'activateAccount', done: string, failed: string) =>
  ({
    src,
    input: accountInput,
    onDone: { target: '#staffAccounts.open.action.idle', actions: ['close', notifyChanged(done), 'requestReload'] },
    onError: { target: '#staffAccounts.open.action.idle', actions: ['close', notifyFailure(() => failed)] },
  }) as const;
/** What cannot be undone asks first; while the server works on it, the dialog stays. */
const confirmedFirst = <TInvoke>(invoke: TInvoke) =>
  ({
    initial: 'confirming',
    states: {
      confirming: { on: { 'accounts.confirm': 'submitting', 'accounts.dismiss': { target: '#staffAccounts.open.action.idle', actions: 'close' } } },
      submitting: { tags: 'busy', on: { 'accounts.dismiss': {} }, invoke },
    },
  }) as const;
const roleOf = (value: string, current: StaffRole): StaffRole => (value === 'admin' || value === 'staff' ? value : current);

export const staffAccountsMachine = setup({
  types: {
    context: {} as StaffAccountsContext,
    events: {} as StaffAccountsEvent,
    input: {} as { isAdmin: boolean },
    tags: {} as 'loading' | 'busy',
  },
  actors: {
    loadAccounts: fromPromise<StaffAccount[]>(({ signal }) => listStaff(signal)),
    createAccount: fromPromise<ChangeAnswer, ReturnType<typeof newStaffRequestOf>>(({ input, signal }) => createStaff(input, signal)),
    deactivateAccount: fromPromise<ChangeAnswer, { accountId: string }>(({ input, signal }) => deactivateStaff(input.accountId, signal)),
    activateAccount: fromPromise<ChangeAnswer, { accountId: string }>(({ input, signal }) => activateStaff(input.accountId, signal)),
    resetPassword: fromPromise<ResetAnswer, { accountId: string }>(({ input, signal }) => resetStaffPassword(input.accountId, signal)),
    copyText: fromPromise<void, { text: string }>(({ input }) => navigator.clipboard.writeText(input.text)),
  },
  actions: {
    // Side effect: a no-op here, provided by the page with `useFlowEffects`.
    notify: (_, _params: Notice) => {},
    requestReload: raise({ type: 'accounts.reload' }),
    openForm: assign({ ...CLOSED, rejectedSubmits: 0 }),
    pickAccount: assign({ accountId: (_, { accountId }: { accountId: string }) => accountId }),
    close: assign(CLOSED),
    keepTemporaryPassword: assign({ temporaryPassword: (_, { temporaryPassword }: ResetAnswer) => temporaryPassword }),
    change: assign(({ context }, { field, value }: { field: NewStaffField; value: string }) => ({
      values: field === 'role' ? { ...context.values, role: roleOf(value, context.values.role) } : { ...context.values, [field]: value },
      fieldErrors: withoutFieldError(context.fieldErrors, field),
    })),
    showFormErrors: assign(({ context }) => ({ fieldErrors: newStaffErrorsOf(context.values), formError: null, rejectedSubmits: context.rejectedSubmits + 1 })),
    showRefusal: assign((_, { error }: { error: unknown }) => ({
      fieldErrors: fieldErrorsOfFailure(error, NEW_STAFF_FIELDS),
      formError: serverMessageOf(error) ?? content.createFailed,
    })),
  },
  guards: {
    isAdmin: ({ context }) => context.isAdmin,
    isFormValid: ({ context }) => Object.keys(newStaffErrorsOf(context.values)).length === 0,
    isEmptyList: (_, { accounts }: { accounts: StaffAccount[] }) => accounts.length === 0,
  },
}).createMachine({
  id: 'staffAccounts',
  context: ({ input }) => ({ isAdmin: input.isAdmin, accounts: [], listError: null, ...CLOSED, rejectedSubmits: 0 }),
  initial: 'opening',
  states: {
    opening: { always: [{ guard: 'isAdmin', target: 'open' }, { target: 'notAllowed' }] },
    // A staff member: the page says only an admin manages accounts, and asks the server nothing.
    notAllowed: {},
    open: {
      type: 'parallel',
      states: {
        list: {
          initial: 'loading',
          // no reenter: the list starts loading again while the other regions keep their state
          on: { 'accounts.reload': { target: '.loading' } },
          states: {
            loading: {
              tags: 'loading',
              invoke: {
                src: 'loadAccounts',
                onDone: [
                  { guard: { type: 'isEmptyList', params: ({ event }) => ({ accounts: event.output }) }, target: 'empty', actions: assign({ accounts: [], listError: null }) },
                  { target: 'loaded', actions: assign({ accounts: ({ event }) => event.output, listError: null }) },
                ],
                onError: { target: 'error', actions: assign({ listError: ({ event }) => serverMessageOf(event.error) ?? content.loadFailed }) },
              },
            },
            loaded: {},
            empty: {},
            error: { on: { 'accounts.retry': 'loading' } },
          },
        },
        action: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                'accounts.add': { target: 'adding', actions: 'openForm' },
                'accounts.deactivate': { target: 'deactivating', actions: { type: 'pickAccount', params: byAccount } },
                'accounts.activate': { target: 'activating', actions: { type: 'pickAccount', params: byAccount } },
                'accounts.resetPassword': { target: 'resetting', actions: { type: 'pickAccount', params: byAccount } },
              },
            },
            adding: {
              initial: 'filling',
              states: {
                filling: {
                  on: {
                    'newStaff.change': { actions: { type: 'change', params: ({ event }) => event } },
                    'newStaff.submit': [{ guard: 'isFormValid', target: 'saving', actions: assign({ formError: null }) }, { actions: 'showFormErrors' }],
                    'accounts.dismiss': { target: '#staffAccounts.open.action.idle', actions: 'close' },
                  },
                },
                saving: {
                  tags: 'busy',
                  on: { 'accounts.dismiss': {} },
                  invoke: {
                    src: 'createAccount',
                    input: ({ context }) => newStaffRequestOf(context.values),
                    onDone: { target: '#staffAccounts.open.action.idle', actions: ['close', notifyChanged(content.created), 'requestReload'] },
                    onError: { target: 'filling', actions: { type: 'showRefusal', params: ({ event }) => event } },
                  },
                },
              },
            },
            deactivating: confirmedFirst(accountChange('deactivateAccount', content.deactivated, content.deactivateFailed)),
            // Nothing to undo: activating needs no confirming step.
            activating: {
              tags: 'busy',
              invoke: accountChange('activateAccount', content.activated, content.activateFailed),
            },
            resetting: confirmedFirst({
              src: 'resetPassword',
              input: accountInput,
              onDone: {
                target: '#staffAccounts.open.action.showingPassword',
                actions: [{ type: 'keepTemporaryPassword', params: ({ event }: { event: { output: ResetAnswer } }) => event.output }, notifyChanged(content.resetDone), 'requestReload'],
              },
              onError: { target: '#staffAccounts.open.action.idle', actions: ['close', notifyFailure(() => content.resetFailed)] },
            } as const),
            // The temporary password, once: closing forgets it.
            showingPassword: {
              initial: 'shown',
              on: { 'accounts.dismiss': { target: 'idle', actions: 'close' } },
              states: {
                shown: { on: { 'accounts.copy': 'copying' } },
                copying: {
                  invoke: {
                    src: 'copyText',
                    input: ({ context }) => ({ text: context.temporaryPassword ?? '' }),
                    onDone: 'copied',
                    onError: 'copyFailed',
                  },
                },
                copied: { on: { 'accounts.copy': 'copying' } },
                copyFailed: { on: { 'accounts.copy': 'copying' } },
              },
            },
          },
        },
      },
    },
  },
});

export type StaffAccountsSnapshot = SnapshotFrom<typeof staffAccountsMachine>;

/** The account a confirming step or the temporary password is about. */
export const pickedAccountOf = ({ accounts, accountId }: Pick<StaffAccountsContext, 'accounts' | 'accountId'>) =>
  accounts.find(({ id }) => id === accountId) ?? null;
