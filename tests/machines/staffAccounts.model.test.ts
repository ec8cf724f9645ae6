// Model-based test of the console's staff accounts: the flow model's paths (tests/models/staffAccounts.ts) drive the
// REAL staffAccounts machine; after every step its state, the calls in flight and what they send, the toasts, the
// form's errors and the temporary password must match the model.
import { expect } from 'vitest';
import { accountsContent } from '../../src/domain/console/workshopContent';
import { messages } from '../../src/domain/messages';
import { modelTest } from '../setup/modelCoverage';
import { expectStateCallsAndToast } from '../setup/stepChecks';
import { ACCOUNT, NEW_MEMBER, SERVER_SENTENCE, staffAccountsFlow, TEMPORARY_PASSWORD } from '../models/staffAccounts';

const open = (list: string, action: unknown) => ({ open: { list, action } });
const STATES: Record<string, { value: unknown; inFlight: string[]; accountId?: string }> = {
  notAllowed: { value: 'notAllowed', inFlight: [] },
  loading: { value: open('loading', 'idle'), inFlight: ['loadAccounts'] },
  error: { value: open('error', 'idle'), inFlight: [] },
  empty: { value: open('empty', 'idle'), inFlight: [] },
  loaded: { value: open('loaded', 'idle'), inFlight: [] },
  adding: { value: open('loaded', { adding: 'filling' }), inFlight: [] },
  saving: { value: open('loaded', { adding: 'saving' }), inFlight: ['createAccount'] },
  confirmingDeactivate: { value: open('loaded', { deactivating: 'confirming' }), inFlight: [], accountId: ACCOUNT.id },
  deactivating: { value: open('loaded', { deactivating: 'submitting' }), inFlight: ['deactivateAccount'], accountId: ACCOUNT.id },
  activating: { value: open('loaded', 'activating'), inFlight: ['activateAccount'], accountId: 'u-8' },
  confirmingReset: { value: open('loaded', { resetting: 'confirming' }), inFlight: [], accountId: ACCOUNT.id },
  resetting: { value: open('loaded', { resetting: 'submitting' }), inFlight: ['resetPassword'], accountId: ACCOUNT.id },
  passwordShownReloading: { value: open('loading', { showingPassword: 'shown' }), inFlight: ['loadAccounts'], accountId: ACCOUNT.id },
  passwordShown: { value: open('loaded', { showingPassword: 'shown' }), inFlight: [], accountId: ACCOUNT.id },
  copying: { value: open('loaded', { showingPassword: 'copying' }), inFlight: ['copyText'], accountId: ACCOUNT.id },
  copied: { value: open('loaded', { showingPassword: 'copied' }), inFlight: [], accountId: ACCOUNT.id },
  copyFailed: { value: open('loaded', { showingPassword: 'copyFailed' }), inFlight: [], accountId: ACCOUNT.id },
};

const FORM_ERRORS = {
  none: { fieldErrors: {}, formError: null },
  required: {
    fieldErrors: { name: messages.register.fullNameRequired, email: messages.register.emailRequired, password: messages.register.passwordRequired },
    formError: null,
  },
  server: { fieldErrors: { email: SERVER_SENTENCE }, formError: SERVER_SENTENCE },
  fallback: { fieldErrors: {}, formError: accountsContent.createFailed },
};

modelTest('staff accounts (model-based)', staffAccountsFlow, (state, run) => {
  const value = String(state.value);
  if (value === 'signingIn') return expect(run.actor).toBeNull();
  const snapshot = run.actor!.getSnapshot();
  const expected = STATES[value]!;
  expectStateCallsAndToast(run, snapshot.value, { state: expected.value, inFlight: expected.inFlight, toast: state.context.toast });
  expect(snapshot.context.accountId, 'account acted on').toBe(expected.accountId ?? null);
  expect(snapshot.context.temporaryPassword, 'temporary password, once').toBe(expected.accountId && value.match(/password|cop/i) ? TEMPORARY_PASSWORD : null);
  if (value === 'error') expect(snapshot.context.listError, 'list error').toBe(state.context.listError);
  if (value === 'adding' || value === 'saving') {
    const { fieldErrors, formError } = snapshot.context;
    expect({ fieldErrors, formError }, 'form errors').toEqual(FORM_ERRORS[state.context.formErrors]);
  }
  const created = run.server.calls.find(({ name }) => name === 'createAccount');
  if (created) expect(created.input, 'member sent').toEqual({ ...NEW_MEMBER, name: NEW_MEMBER.name.trim() });
  const copied = run.server.calls.find(({ name }) => name === 'copyText');
  if (copied) expect(copied.input, 'copied').toEqual({ text: TEMPORARY_PASSWORD });
  if (value === 'notAllowed') expect(run.server.calls, 'no call for staff').toEqual([]);
});
