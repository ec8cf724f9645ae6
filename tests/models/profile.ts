// The profile's personal info as the customer and the server live it (no I/O), and how each of their moves is made on
// the REAL profile machine, whose server calls are scripted. The context is what the customer should notice: the
// stored details, the form's values and errors, the current password (asked only for a new email address), the
// toasts, what was saved and what the session was told.
import { assign, createActor, fromCallback, setup } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { ApiError } from '../../src/api/client';
import { messages } from '../../src/domain/messages';
import type { ProfileUpdate } from '../../src/domain/schemas';
import type { Profile } from '../../src/domain/types';
import type { Notice } from '../../src/machines/notice';
import { emptyProfile, profileMachine, type ProfileFieldErrors } from '../../src/machines/profile';
import type { SessionEvent } from '../../src/machines/session';
import { defineFlowModel, type ModelEvent, type RunOptions } from '../setup/flowModel';
import { ScriptedRun } from '../setup/scriptedRun';
import { serverMessages } from '../../server/messages';

export const STORED: Profile = { name: 'Bilal Ahmed', email: 'bilal@example.pk', phone: '03001234567', address: '12 Khayaban-e-Ittehad', city: 'Karachi', state: 'Sindh', zipCode: '75500' };
const CHANGED: Profile = { ...STORED, name: 'Bilal A. Khan', phone: '03211234567', city: 'Lahore' };
export const INVALID: Profile = { ...STORED, name: '', phone: '0321' };
export const INVALID_ERRORS: ProfileFieldErrors = { name: messages.register.fullNameRequired, phone: messages.register.phoneInvalid };
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
  toasts: Notice[];
  /** The changes this step sent to the server, if any. */
  sent: ProfileUpdate | null;
  /** The name and email this step handed to the session, if any. */
  announced: Pick<Profile, 'name' | 'email'> | null;
}

type ProfileModelEvent = {
  type:
    | 'server.loads'
    | 'server.failsToLoad'
    | 'user.retries'
    | 'user.edits'
    | 'user.changesDetails'
    | 'user.changesEmail'
    | 'user.submitsInvalid'
    | 'user.submitsNewEmailWithoutPassword'
    | 'user.cancels'
    | 'user.saves'
    | 'user.savesNewEmail'
    | 'server.accepts'
    | 'server.refusesFields'
    | 'server.refusesEmail'
    | 'server.refusesPassword'
    | 'network.fails';
};

const start: Expected = { stored: null, draft: emptyProfile, currentPassword: '', fieldErrors: {}, loadError: null, saveError: null, toasts: [], sent: null, announced: null };
const step = (changes: (context: Expected) => Partial<Expected>) =>
  assign<Expected, ProfileModelEvent, undefined, ProfileModelEvent, never>(({ context }) => ({ ...context, toasts: [], sent: null, announced: null, ...changes(context) }));
const refused = (fieldErrors: ProfileFieldErrors, saveError: string | null) =>
  step(() => ({ fieldErrors, saveError, toasts: [{ kind: 'error', message: messages.profile.updateFailed }] }));

const userFlow = setup({ types: { context: {} as Expected, events: {} as ProfileModelEvent } }).createMachine({
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
          actions: step(() => ({ stored: CHANGED, draft: CHANGED, currentPassword: '', announced: { name: CHANGED.name, email: CHANGED.email }, toasts: [{ kind: 'success', message: messages.profile.updated }] })),
        },
        'server.refusesFields': { target: 'editing', actions: refused({ email: SERVER_FIELD_ERROR }, serverMessages.validationFailed) },
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

/** The real machine with a scripted server, recorded toasts, and a session that records the name and email it hears. */
export class ProfileRun extends ScriptedRun<'load' | 'save'> {
  announced: Array<Pick<Profile, 'name' | 'email'>> = [];
  readonly actor;

  constructor(options: Partial<RunOptions> = {}) {
    super(options);
    const session = createActor(
      fromCallback<SessionEvent>(({ receive }) =>
        receive((event) => {
          if (event.type === 'session.updateUser') this.announced.push({ name: event.name, email: event.email });
        }),
      ),
    ).start();
    const logic = profileMachine.provide({
      actors: { loadProfile: this.server.actor<Profile>('load'), saveProfile: this.server.actor<Profile, ProfileUpdate>('save') },
      actions: { notify: (_, toast) => void this.toasts.push(toast) },
    });
    this.actor = createActor(logic, { input: { session }, ...options }).start();
  }

  /** The changes this step saved. */
  get sent() {
    return this.server.calls.filter(({ name }) => name === 'save').map(({ input }) => input as ProfileUpdate);
  }

  /** The customer types the whole draft, field by field. */
  typeDraft(profile: Profile) {
    for (const [field, value] of Object.entries(profile) as [Exclude<keyof Profile, 'language'>, string][]) this.actor.send({ type: 'profile.change', field, value });
  }

  /** The server answers the one call in flight. */
  answer(outcome: { profile: Profile } | { error: unknown }) {
    const name = this.server.inFlight(['load', 'save'] as const);
    if ('profile' in outcome) this.server.answer(name, outcome.profile);
    else this.server.fail(name, outcome.error);
  }

  override beginStep() {
    super.beginStep();
    this.announced = [];
  }
}

function perform(run: ProfileRun, event: ModelEvent<typeof userFlow>) {
  const send = run.actor.send.bind(run.actor);
  switch (event.type) {
    case 'server.loads':
      return run.answer({ profile: STORED });
    case 'server.failsToLoad':
      return run.answer({ error: new TypeError('Failed to fetch') });
    case 'user.retries':
      return send({ type: 'profile.retry' });
    case 'user.edits':
      return send({ type: 'profile.edit' });
    case 'user.changesDetails':
      return run.typeDraft(CHANGED);
    case 'user.changesEmail':
      run.typeDraft(NEW_EMAIL);
      return send({ type: 'profile.change', field: 'current_password', value: CURRENT_PASSWORD });
    case 'user.submitsNewEmailWithoutPassword':
      run.typeDraft(NEW_EMAIL);
      send({ type: 'profile.change', field: 'current_password', value: '' });
      return send({ type: 'profile.submit' });
    case 'user.savesNewEmail':
      run.typeDraft(NEW_EMAIL);
      send({ type: 'profile.change', field: 'current_password', value: CURRENT_PASSWORD });
      return send({ type: 'profile.submit' });
    case 'user.submitsInvalid':
      run.typeDraft(INVALID);
      return send({ type: 'profile.submit' });
    case 'user.cancels':
      return send({ type: 'profile.cancel' });
    case 'user.saves':
      // Typed with stray spaces: the machine sends the trimmed values.
      run.typeDraft({ ...CHANGED, name: ` ${CHANGED.name} ` });
      send({ type: 'profile.change', field: 'name', value: CHANGED.name });
      return send({ type: 'profile.submit' });
    case 'server.accepts':
      return run.answer({ profile: CHANGED });
    case 'server.refusesFields':
      return run.answer({ error: new ApiError(serverMessages.validationFailed, 400, { email: [SERVER_FIELD_ERROR] }) });
    case 'server.refusesEmail':
      return run.answer({ error: new ApiError(messages.auth.emailTaken, 409) });
    case 'server.refusesPassword':
      return run.answer({ error: new ApiError(messages.profile.currentPasswordWrong, 400, { current_password: [messages.profile.currentPasswordWrong] }) });
    case 'network.fails':
      return run.answer({ error: new ApiError('HTTP 502: Bad Gateway', 502) });
  }
}

export const profileFlow = defineFlowModel({
  name: 'profile',
  model: userFlow,
  covers: [profileMachine],
  paths: (model) => createTestModel(model).getShortestPaths(),
  start: (options) => new ProfileRun(options),
  perform,
});
