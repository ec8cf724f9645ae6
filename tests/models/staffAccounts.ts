// The staff accounts page as the workshop's members and the server live it (no I/O), and how each move is made on the
// REAL staffAccounts machine, whose calls and clipboard are scripted. An admin or a staff member opens the page; the
// context is what they should notice: the toast of the last step and what the "Add staff member" form shows.
import { assign, createActor, setup, type Actor } from 'xstate';
import { ApiError } from '../../src/api/client';
import type { ChangeAnswer, ResetAnswer } from '../../src/api/workshop';
import { accountsContent } from '../../src/domain/console/workshopContent';
import type { StaffAccount } from '../../src/domain/staff';
import type { Notice } from '../../src/machines/notice';
import { newStaffRequestOf, staffAccountsMachine } from '../../src/machines/staffAccounts';
import { defineFlowModel, type ModelEvent } from '../setup/flowModel';
import { ScriptedRun } from '../setup/scriptedRun';

export const ACCOUNT: StaffAccount = {
  id: 'u-7',
  name: 'Imran Qureshi',
  email: 'imran@shineworks.pk',
  phone: '03001234567',
  role: 'staff',
  active: true,
  must_change_password: false,
  created_at: '2026-11-01T05:00:00.000Z',
};
export const NEW_MEMBER = { name: ' Ayesha Siddiqui ', email: 'ayesha@shineworks.pk', phone: '03211234567', role: 'admin', password: 'TempPass-42' } as const;
export const TEMPORARY_PASSWORD = 'q7Rk-29xM';
const DONE_SENTENCE = 'Staff member added: Ayesha Siddiqui.';
export const SERVER_SENTENCE = 'An account with this email already exists.';

export type AccountsCall = 'loadAccounts' | 'createAccount' | 'deactivateAccount' | 'activateAccount' | 'resetPassword' | 'copyText';
const CHANGES = ['createAccount', 'deactivateAccount', 'activateAccount', 'resetPassword'] as const;

export interface AccountsExpected {
  toast: Notice | null;
  listError: string | null;
  formErrors: 'none' | 'required' | 'server' | 'fallback';
}

type FlowEvent = {
  type:
      | 'admin.opens'
      | 'staff.opens'
      | 'server.listsAccounts'
      | 'server.listsNone'
      | 'server.fails'
      | 'network.fails'
      | 'server.accepts'
      | 'server.acceptsQuietly'
      | 'server.refuses'
      | 'user.retries'
      | 'user.opensAdd'
      | 'user.submitsEmpty'
      | 'user.submitsFilled'
      | 'user.opensDeactivate'
      | 'user.opensActivate'
      | 'user.opensReset'
      | 'user.confirms'
      | 'user.dismisses'
      | 'user.copies'
      | 'clipboard.copies'
      | 'clipboard.fails';
};

const go = (target: string, change: Partial<AccountsExpected> = {}) => ({
  target,
  actions: assign<AccountsExpected, FlowEvent, undefined, FlowEvent, never>(({ context }) => ({ ...context, toast: null, ...change })),
});
const success = (message: string) => ({ toast: { kind: 'success' as const, message } });
const failure = (message: string) => ({ toast: { kind: 'error' as const, message } });

const userFlow = setup({
  types: {
    context: {} as AccountsExpected,
    events: {} as FlowEvent,
  },
}).createMachine({
  id: 'staffAccountsFlow',
  context: { toast: null, listError: null, formErrors: 'none' },
  initial: 'signingIn',
  states: {
    signingIn: { on: { 'admin.opens': go('loading'), 'staff.opens': go('notAllowed') } },
    notAllowed: {},
    loading: {
      on: {
        'server.listsAccounts': go('loaded'),
        'server.listsNone': go('empty'),
        'server.fails': go('error', { listError: SERVER_SENTENCE }),
        'network.fails': go('error', { listError: accountsContent.loadFailed }),
      },
    },
    error: { on: { 'user.retries': go('loading') } },
    empty: {},
    loaded: {
      on: {
        'user.opensAdd': go('adding', { formErrors: 'none' }),
        'user.opensDeactivate': go('confirmingDeactivate'),
        'user.opensActivate': go('activating'),
        'user.opensReset': go('confirmingReset'),
      },
    },
    adding: {
      on: {
        'user.submitsEmpty': go('adding', { formErrors: 'required' }),
        'user.submitsFilled': go('saving', { formErrors: 'none' }),
        'user.dismisses': go('loaded', { formErrors: 'none' }),
      },
    },
    saving: {
      on: {
        'user.dismisses': go('saving'),
        'server.accepts': go('loading', { ...success(DONE_SENTENCE), formErrors: 'none' }),
        'server.acceptsQuietly': go('loading', { ...success(accountsContent.created), formErrors: 'none' }),
        'server.refuses': go('adding', { formErrors: 'server' }),
        'network.fails': go('adding', { formErrors: 'fallback' }),
      },
    },
    confirmingDeactivate: { on: { 'user.dismisses': go('loaded'), 'user.confirms': go('deactivating') } },
    deactivating: {
      on: {
        'user.dismisses': go('deactivating'),
        'server.acceptsQuietly': go('loading', success(accountsContent.deactivated)),
        'server.refuses': go('loaded', failure(SERVER_SENTENCE)),
        'network.fails': go('loaded', failure(accountsContent.deactivateFailed)),
      },
    },
    activating: {
      on: {
        'server.acceptsQuietly': go('loading', success(accountsContent.activated)),
        'network.fails': go('loaded', failure(accountsContent.activateFailed)),
      },
    },
    confirmingReset: { on: { 'user.dismisses': go('loaded'), 'user.confirms': go('resetting') } },
    resetting: {
      on: {
        'user.dismisses': go('resetting'),
        // the temporary password shows while the list reloads
        'server.acceptsQuietly': go('passwordShownReloading', success(accountsContent.resetDone)),
        'network.fails': go('loaded', failure(accountsContent.resetFailed)),
      },
    },
    passwordShownReloading: { on: { 'server.listsAccounts': go('passwordShown') } },
    passwordShown: { on: { 'user.copies': go('copying'), 'user.dismisses': go('loaded') } },
    copying: { on: { 'clipboard.copies': go('copied'), 'clipboard.fails': go('copyFailed'), 'user.dismisses': go('loaded') } },
    copied: { on: { 'user.copies': go('copying'), 'user.dismisses': go('loaded') } },
    copyFailed: { on: { 'user.copies': go('copying'), 'user.dismisses': go('loaded') } },
  },
});

/** The real machine, started when an admin or a staff member opens the page, with a scripted server and clipboard. */
export class AccountsRun extends ScriptedRun<AccountsCall> {
  actor: Actor<typeof staffAccountsMachine> | null = null;

  open(isAdmin: boolean) {
    const { server } = this;
    const logic = staffAccountsMachine.provide({
      actors: {
        loadAccounts: server.actor<StaffAccount[]>('loadAccounts'),
        createAccount: server.actor<ChangeAnswer, ReturnType<typeof newStaffRequestOf>>('createAccount'),
        deactivateAccount: server.actor<ChangeAnswer, { accountId: string }>('deactivateAccount'),
        activateAccount: server.actor<ChangeAnswer, { accountId: string }>('activateAccount'),
        resetPassword: server.actor<ResetAnswer, { accountId: string }>('resetPassword'),
        copyText: server.actor<void, { text: string }>('copyText'),
      },
      actions: { notify: (_, notice: Notice) => void this.toasts.push(notice) },
    });
    this.actor = createActor(logic, { input: { isAdmin }, ...this.options }).start();
  }
}

function perform(run: AccountsRun, event: ModelEvent<typeof userFlow>) {
  if (event.type === 'admin.opens' || event.type === 'staff.opens') return run.open(event.type === 'admin.opens');
  const { server } = run;
  const actor = run.actor!;
  const send = actor.send.bind(actor);
  const listing = () => server.pendingNames().includes('loadAccounts');
  switch (event.type) {
    case 'server.listsAccounts':
      return server.answer('loadAccounts', [ACCOUNT, { ...ACCOUNT, id: 'u-8', name: 'Former Member', active: false }]);
    case 'server.listsNone':
      return server.answer('loadAccounts', []);
    case 'server.fails':
      return server.fail('loadAccounts', new ApiError(SERVER_SENTENCE, 503));
    case 'network.fails':
      return server.fail(listing() ? 'loadAccounts' : server.inFlight(CHANGES), new TypeError('Failed to fetch'));
    case 'server.accepts':
      return server.answer(server.inFlight(CHANGES), { message: DONE_SENTENCE });
    case 'server.acceptsQuietly': {
      const call = server.inFlight(CHANGES);
      return server.answer(call, call === 'resetPassword' ? { message: '', temporaryPassword: TEMPORARY_PASSWORD } : { message: '' });
    }
    case 'server.refuses':
      return server.fail(server.inFlight(CHANGES), new ApiError(SERVER_SENTENCE, 400, { email: [SERVER_SENTENCE] }));
    case 'user.retries':
      return send({ type: 'accounts.retry' });
    case 'user.opensAdd':
      return send({ type: 'accounts.add' });
    case 'user.submitsEmpty':
      for (const field of ['name', 'email', 'phone', 'password'] as const) send({ type: 'newStaff.change', field, value: '' });
      return send({ type: 'newStaff.submit' });
    case 'user.submitsFilled':
      for (const [field, value] of Object.entries(NEW_MEMBER) as Array<[keyof typeof NEW_MEMBER, string]>) send({ type: 'newStaff.change', field, value });
      return send({ type: 'newStaff.submit' });
    case 'user.opensDeactivate':
      return send({ type: 'accounts.deactivate', accountId: ACCOUNT.id });
    case 'user.opensActivate':
      return send({ type: 'accounts.activate', accountId: 'u-8' });
    case 'user.opensReset':
      return send({ type: 'accounts.resetPassword', accountId: ACCOUNT.id });
    case 'user.confirms':
      return send({ type: 'accounts.confirm' });
    case 'user.dismisses':
      return send({ type: 'accounts.dismiss' });
    case 'user.copies':
      return send({ type: 'accounts.copy' });
    case 'clipboard.copies':
      return server.answer('copyText', undefined);
    case 'clipboard.fails':
      return server.fail('copyText', new Error('Clipboard write denied'));
  }
}

export const staffAccountsFlow = defineFlowModel({
  name: 'staff accounts',
  model: userFlow,
  covers: [staffAccountsMachine],
  start: (options) => new AccountsRun(options),
  perform,
});
