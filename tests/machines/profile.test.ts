// Model-based test of the profile's personal info: an abstract model of what the customer and the server do (no I/O),
// whose generated paths drive the REAL profile machine with scripted server actors, checking what the customer would see:
// the stored details, the form's values and errors, the current password asked only for a new email address, the toasts,
// the calls and the session refresh.
import { afterAll, describe, expect, it } from 'vitest';
import { assign, createActor, fromPromise, setup } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { ApiError } from '../../src/api/client';
import { messages } from '../../src/domain/messages';
import type { ProfileUpdate } from '../../src/domain/schemas';
import type { Profile } from '../../src/domain/types';
import { emptyProfile, profileMachine, type ProfileFieldErrors } from '../../src/machines/profile';
import { eachEvent, transitionCoverage } from '../setup/modelCoverage';

const EVENT_TYPES = [
  'server.loads',
  'server.failsToLoad',
  'user.retries',
  'user.edits',
  'user.changesDetails',
  'user.changesEmail',
  'user.submitsInvalid',
  'user.submitsNewEmailWithoutPassword',
  'user.cancels',
  'user.saves',
  'user.savesNewEmail',
  'server.accepts',
  'server.refusesFields',
  'server.refusesEmail',
  'server.refusesPassword',
  'network.fails',
] as const;
type ModelEvent = { type: (typeof EVENT_TYPES)[number] };
type Toast = { kind: 'success' | 'error'; message: string };

const STORED: Profile = { name: 'Bilal Ahmed', email: 'bilal@example.pk', phone: '03001234567', address: '12 Khayaban-e-Ittehad', city: 'Karachi', state: 'Sindh', zipCode: '75500' };
const CHANGED: Profile = { ...STORED, name: 'Bilal A. Khan', phone: '03211234567', city: 'Lahore' };
const INVALID: Profile = { ...STORED, name: '', phone: '0321' };
const INVALID_ERRORS: ProfileFieldErrors = { name: messages.register.fullNameRequired, phone: messages.register.phoneInvalid };
const SERVER_FIELD_ERROR = 'Email is invalid';
const NEW_EMAIL: Profile = { ...STORED, email: 'bilal.khan@example.pk' };
const CURRENT_PASSWORD = 'karachi123';

/** What the customer should see after each step. */
interface Expected {
  stored: Profile | null;
  draft: Profile;
  currentPassword: string;
  fieldErrors: ProfileFieldErrors;
  loadError: string | null;
  saveError: string | null;
  toasts: Toast[];
  /** The changes this step sent to the server, if any. */
  sent: ProfileUpdate | null;
  /** The name/email this step handed to the session, if any. */
  announced: Profile | null;
}

const start: Expected = { stored: null, draft: emptyProfile, currentPassword: '', fieldErrors: {}, loadError: null, saveError: null, toasts: [], sent: null, announced: null };
const step = (changes: (context: Expected) => Partial<Expected>) =>
  assign<Expected, ModelEvent, undefined, ModelEvent, never>(({ context }) => ({ ...context, toasts: [], sent: null, announced: null, ...changes(context) }));
const refused = (fieldErrors: ProfileFieldErrors, saveError: string | null) =>
  step(() => ({ fieldErrors, saveError, toasts: [{ kind: 'error', message: messages.profile.updateFailed }] }));

const userFlow = setup({ types: { context: {} as Expected, events: {} as ModelEvent } }).createMachine({
  id: 'profileFlow',
  context: start,
  initial: 'loading',
  states: {
    loading: {
      on: {
        'server.loads': { target: 'viewing', actions: step(() => ({ stored: STORED, draft: STORED, loadError: null })) },
        'server.failsToLoad': { target: 'failed', actions: step(() => ({ loadError: messages.profile.loadFailed })) },
      },
    },
    failed: { on: { 'user.retries': { target: 'loading', actions: step(() => ({})) } } },
    viewing: {
      on: { 'user.edits': { target: 'editing', actions: step((context) => ({ draft: context.stored ?? emptyProfile, currentPassword: '', fieldErrors: {}, saveError: null })) } },
    },
    editing: {
      on: {
        'user.changesDetails': { actions: step(() => ({ draft: CHANGED, fieldErrors: {} })) },
        // A new address: the form asks for the current password, which the customer types.
        'user.changesEmail': { actions: step(() => ({ draft: NEW_EMAIL, currentPassword: CURRENT_PASSWORD, fieldErrors: {} })) },
        'user.submitsInvalid': { actions: step(() => ({ draft: INVALID, fieldErrors: INVALID_ERRORS })) },
        'user.submitsNewEmailWithoutPassword': {
          actions: step(() => ({ draft: NEW_EMAIL, currentPassword: '', fieldErrors: { current_password: messages.profile.currentPasswordRequired } })),
        },
        'user.cancels': { target: 'viewing', actions: step((context) => ({ draft: context.stored ?? emptyProfile, currentPassword: '', fieldErrors: {}, saveError: null })) },
        // The saved address again: the password typed before stays in the form but is not sent.
        'user.saves': { target: 'saving', actions: step(() => ({ draft: CHANGED, fieldErrors: {}, saveError: null, sent: CHANGED })) },
        'user.savesNewEmail': {
          target: 'saving',
          actions: step(() => ({ draft: NEW_EMAIL, currentPassword: CURRENT_PASSWORD, fieldErrors: {}, saveError: null, sent: { ...NEW_EMAIL, current_password: CURRENT_PASSWORD } })),
        },
      },
    },
    saving: {
      on: {
        // The server answers the details it stored (the model's server always keeps the first address).
        'server.accepts': {
          target: 'viewing',
          actions: step(() => ({ stored: CHANGED, draft: CHANGED, currentPassword: '', announced: CHANGED, toasts: [{ kind: 'success', message: messages.profile.updated }] })),
        },
        'server.refusesFields': { target: 'editing', actions: refused({ email: SERVER_FIELD_ERROR }, messages.server.validationFailed) },
        'server.refusesEmail': { target: 'editing', actions: refused({}, messages.auth.emailTaken) },
        'server.refusesPassword': {
          target: 'editing',
          actions: refused({ current_password: messages.profile.currentPasswordWrong }, messages.profile.currentPasswordWrong),
        },
        'network.fails': { target: 'editing', actions: refused({}, null) },
      },
    },
  },
});

type Pending = { resolve: (profile: Profile) => void; reject: (error: unknown) => void };

/** The real machine with a server whose answers the test scripts. */
class ProfileHarness {
  sent: ProfileUpdate[] = [];
  signals: AbortSignal[] = [];
  toasts: Toast[] = [];
  announced: Profile[] = [];
  private pending: Pending | null = null;
  private wait = () => new Promise<Profile>((resolve, reject) => (this.pending = { resolve, reject }));
  readonly actor = createActor(
    profileMachine.provide({
      actors: {
        loadProfile: fromPromise<Profile>(({ signal }) => {
          this.signals.push(signal);
          return this.wait();
        }),
        saveProfile: fromPromise<Profile, ProfileUpdate>(({ input, signal }) => {
          this.sent.push(input);
          this.signals.push(signal);
          return this.wait();
        }),
      },
      actions: {
        notify: (_, toast) => void this.toasts.push(toast),
        announceSaved: (_, { profile }) => void this.announced.push(profile),
      },
    }),
  ).start();

  beginStep() {
    this.sent = [];
    this.toasts = [];
    this.announced = [];
  }

  answer(outcome: { profile: Profile } | { error: unknown }) {
    const pending = this.pending;
    this.pending = null;
    if (!pending) throw new Error('no call is pending');
    if ('profile' in outcome) pending.resolve(outcome.profile);
    else pending.reject(outcome.error);
  }
}

const typeDraft = (harness: ProfileHarness, profile: Profile) => {
  for (const [field, value] of Object.entries(profile) as [keyof Profile, string][]) harness.actor.send({ type: 'profile.change', field, value });
};

function perform(harness: ProfileHarness, event: ModelEvent) {
  const send = harness.actor.send.bind(harness.actor);
  switch (event.type) {
    case 'server.loads':
      return harness.answer({ profile: STORED });
    case 'server.failsToLoad':
      return harness.answer({ error: new TypeError('Failed to fetch') });
    case 'user.retries':
      return send({ type: 'profile.retry' });
    case 'user.edits':
      return send({ type: 'profile.edit' });
    case 'user.changesDetails':
      return typeDraft(harness, CHANGED);
    case 'user.changesEmail':
      typeDraft(harness, NEW_EMAIL);
      return send({ type: 'profile.change', field: 'current_password', value: CURRENT_PASSWORD });
    case 'user.submitsNewEmailWithoutPassword':
      typeDraft(harness, NEW_EMAIL);
      send({ type: 'profile.change', field: 'current_password', value: '' });
      return send({ type: 'profile.save' });
    case 'user.savesNewEmail':
      typeDraft(harness, NEW_EMAIL);
      send({ type: 'profile.change', field: 'current_password', value: CURRENT_PASSWORD });
      return send({ type: 'profile.save' });
    case 'user.submitsInvalid':
      typeDraft(harness, INVALID);
      return send({ type: 'profile.save' });
    case 'user.cancels':
      return send({ type: 'profile.cancel' });
    case 'user.saves':
      // Typed with stray spaces: the machine sends the trimmed values.
      typeDraft(harness, { ...CHANGED, name: ` ${CHANGED.name} ` });
      send({ type: 'profile.change', field: 'name', value: CHANGED.name });
      return send({ type: 'profile.save' });
    case 'server.accepts':
      return harness.answer({ profile: CHANGED });
    case 'server.refusesFields':
      return harness.answer({ error: new ApiError(messages.server.validationFailed, 400, { email: [SERVER_FIELD_ERROR] }) });
    case 'server.refusesEmail':
      return harness.answer({ error: new ApiError(messages.auth.emailTaken, 409) });
    case 'server.refusesPassword':
      return harness.answer({ error: new ApiError(messages.profile.currentPasswordWrong, 400, { current_password: [messages.profile.currentPasswordWrong] }) });
    case 'network.fails':
      return harness.answer({ error: new ApiError('HTTP 502: Bad Gateway', 502) });
  }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const model = createTestModel(userFlow);
const paths = model.getShortestPaths();
const coverage = transitionCoverage('profile', userFlow);
const messagesSeen = new Set<string>();

describe('profile personal info (model-based)', () => {
  afterAll(() => {
    coverage.report(paths.length);
    expect([...messagesSeen].sort()).toEqual([messages.profile.loadFailed, messages.profile.updateFailed, messages.profile.updated].sort());
  });

  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_description, path) => {
    const harness = new ProfileHarness();
    let previous = 'loading';
    await path.test({
      events: eachEvent(EVENT_TYPES, async (event: ModelEvent) => {
        coverage.record(previous, event.type);
        harness.beginStep();
        perform(harness, event);
        await settle();
      }),
      states: {
        '*': (state) => {
          const expected = state.context;
          const snapshot = harness.actor.getSnapshot();
          const value = String(state.value);
          expect(snapshot.value, 'state').toBe(value);
          expect(snapshot.hasTag('busy'), 'busy').toBe(value === 'saving');
          expect(snapshot.context.profile, 'stored details').toEqual(expected.stored);
          expect(snapshot.context.draft, 'form values').toEqual(expected.draft);
          expect(snapshot.context.currentPassword, 'current password').toBe(expected.currentPassword);
          expect(snapshot.context.fieldErrors, 'field errors').toEqual(expected.fieldErrors);
          expect(snapshot.context.loadError, 'load error').toBe(expected.loadError);
          expect(snapshot.context.saveError, 'save error').toBe(expected.saveError);
          expect(harness.toasts, 'toasts').toEqual(expected.toasts);
          expect(harness.sent, 'saved').toEqual(expected.sent ? [expected.sent] : []);
          expect(harness.announced, 'session refresh').toEqual(expected.announced ? [expected.announced] : []);
          expect(harness.signals.every((signal) => signal instanceof AbortSignal)).toBe(true);
          for (const toast of expected.toasts) messagesSeen.add(toast.message);
          if (expected.loadError) messagesSeen.add(expected.loadError);
          previous = value;
        },
      },
    });
  });
});

describe('profile personal info (details)', () => {
  it('cancelling an edit throws the typed changes away and shows the saved values again', async () => {
    const harness = new ProfileHarness();
    harness.answer({ profile: STORED });
    await settle();
    harness.actor.send({ type: 'profile.edit' });
    typeDraft(harness, INVALID);
    harness.actor.send({ type: 'profile.save' });
    expect(harness.actor.getSnapshot().context.fieldErrors).toEqual(INVALID_ERRORS);
    harness.actor.send({ type: 'profile.cancel' });
    expect(harness.actor.getSnapshot().value).toBe('viewing');
    expect(harness.actor.getSnapshot().context.draft).toEqual(STORED);
    harness.actor.send({ type: 'profile.edit' });
    expect(harness.actor.getSnapshot().context).toMatchObject({ draft: STORED, fieldErrors: {}, saveError: null });
  });

  it('stopping the page while saving aborts the request', async () => {
    const harness = new ProfileHarness();
    harness.answer({ profile: STORED });
    await settle();
    harness.actor.send({ type: 'profile.edit' });
    harness.actor.send({ type: 'profile.save' });
    const signal = harness.signals.at(-1);
    harness.actor.stop();
    expect(signal?.aborted).toBe(true);
  });
});
