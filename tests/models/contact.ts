// The contact form as the visitor and the server live it (no I/O), and how each of their moves is made on the REAL
// contact machine, whose two server calls are scripted: two flow models, one for the form (the catalogue never
// answers there) and one for the Service select's names, loaded beside the form whatever it is doing.
import { assign, createActor, setup } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { ApiError } from '../../src/api/client';
import type { ContactAnswer, ContactRequest } from '../../src/api/contact';
import { contactContent } from '../../src/domain/contactContent';
import { messages } from '../../src/domain/messages';
import type { Service } from '../../src/domain/types';
import { contactMachine, emptyContactValues, type ContactFieldErrors, type ContactValues } from '../../src/machines/contact';
import { defineFlowModel, type ModelEvent, type RunOptions } from '../setup/flowModel';
import { ScriptedCalls } from '../setup/scriptedCalls';

export const FILLED: ContactValues = { name: '  Bilal Ahmed ', email: 'bilal@example.pk', phone: '0300 1234567', service: 'Premium Wash', message: 'Ceramic coating?', website: '' };
const INVALID_EMAIL: ContactValues = { ...emptyContactValues, name: 'Bilal Ahmed', email: 'bilal@' };
const EDITED_MESSAGE = 'Ceramic coating for an SUV?';
const SERVER_TEXT = messages.auth.tooManyAttempts;

/** What the visitor should see after each step. */
interface Expected {
  values: ContactValues;
  fieldErrors: ContactFieldErrors;
  error: string | null;
  confirmation: string | null;
  /** Whether this step sent the message to the server. */
  called: boolean;
}

type ContactModelEvent = {
  type:
    | 'user.submitsEmpty'
    | 'user.submitsInvalidEmail'
    | 'user.submitsValid'
    | 'user.resubmits'
    | 'user.edits'
    | 'user.retries'
    | 'user.sendsAnother'
    | 'server.accepts'
    | 'server.failsWithMessage'
    | 'network.fails';
};

const start: Expected = { values: emptyContactValues, fieldErrors: {}, error: null, confirmation: null, called: false };
const step = (changes: Partial<Expected>) =>
  assign<Expected, ContactModelEvent, undefined, ContactModelEvent, never>(({ context }) => ({ ...context, called: false, ...changes }));
const edit = assign<Expected, ContactModelEvent, undefined, ContactModelEvent, never>(({ context }) => {
  const { message: _cleared, ...fieldErrors } = context.fieldErrors;
  return { ...context, called: false, error: null, values: { ...context.values, message: EDITED_MESSAGE }, fieldErrors };
});

const userFlow = setup({ types: { context: {} as Expected, events: {} as ContactModelEvent } }).createMachine({
  id: 'contactFlow',
  context: start,
  initial: 'idle',
  states: {
    idle: {
      on: {
        'user.submitsEmpty': { actions: step({ values: emptyContactValues, fieldErrors: { name: messages.contact.nameRequired, email: messages.register.emailRequired } }) },
        'user.submitsInvalidEmail': { actions: step({ values: INVALID_EMAIL, fieldErrors: { email: messages.register.emailInvalid } }) },
        'user.submitsValid': { target: 'sending', actions: step({ values: FILLED, fieldErrors: {}, called: true }) },
        'user.edits': { actions: edit },
      },
    },
    sending: {
      on: {
        'server.accepts': { target: 'success', actions: step({ values: emptyContactValues, confirmation: contactContent.successMessage }) },
        'server.failsWithMessage': { target: 'error', actions: step({ error: SERVER_TEXT }) },
        'network.fails': { target: 'error', actions: step({ error: messages.contact.sendFailed }) },
      },
    },
    success: {
      on: { 'user.sendsAnother': { target: 'idle', actions: step({ confirmation: null }) } },
    },
    error: {
      on: {
        'user.retries': { target: 'idle', actions: step({ error: null }) },
        'user.edits': { target: 'idle', actions: edit },
        'user.submitsValid': { target: 'sending', actions: step({ values: FILLED, fieldErrors: {}, error: null, called: true }) },
        // Send again as it stands, or with every field cleared.
        'user.resubmits': { target: 'sending', actions: step({ fieldErrors: {}, error: null, called: true }) },
        'user.submitsEmpty': {
          target: 'idle',
          actions: step({ values: emptyContactValues, fieldErrors: { name: messages.contact.nameRequired, email: messages.register.emailRequired }, error: null }),
        },
      },
    },
  },
});

type CatalogueModelEvent = { type: 'server.listsServices' | 'server.failsToListServices' };

/** The catalogue's services: a name can come twice. */
const SERVICES = [{ name: 'Premium Wash' }, { name: 'Full Detail' }, { name: 'Premium Wash' }] as Service[];

const catalogueFlow = setup({ types: { context: {} as { names: string[] }, events: {} as CatalogueModelEvent } }).createMachine({
  id: 'contactServicesFlow',
  context: { names: [] },
  initial: 'loading',
  states: {
    loading: {
      on: {
        // Each name once, in the catalogue's order.
        'server.listsServices': { target: 'listed', actions: assign({ names: ['Premium Wash', 'Full Detail'] }) },
        // Unreadable: the select keeps just "General enquiry".
        'server.failsToListServices': { target: 'unavailable', actions: assign({ names: [] }) },
      },
    },
    listed: { type: 'final' },
    unavailable: { type: 'final' },
  },
});

/** The real machine with a server whose answers the paths script. */
export class ContactRun {
  readonly server = new ScriptedCalls<'sendContact' | 'loadServices'>();
  readonly actor;

  constructor(options: Partial<RunOptions> = {}) {
    const { server } = this;
    const logic = contactMachine.provide({
      actors: { sendContact: server.actor<ContactAnswer, ContactRequest>('sendContact'), loadServices: server.actor<Service[]>('loadServices') },
    });
    this.actor = createActor(logic, options).start();
  }

  /** The messages this step sent. */
  get sent() {
    return this.server.calls.filter(({ name }) => name === 'sendContact').map(({ input }) => input as ContactRequest);
  }

  beginStep() {
    this.server.beginStep();
  }
}

function perform(run: ContactRun, event: ModelEvent<typeof userFlow>) {
  const { server } = run;
  const send = run.actor.send.bind(run.actor);
  switch (event.type) {
    case 'user.submitsEmpty':
      return send({ type: 'contact.submit', values: emptyContactValues });
    case 'user.submitsInvalidEmail':
      return send({ type: 'contact.submit', values: INVALID_EMAIL });
    case 'user.submitsValid':
      // Typed field by field, then submitted: the values live in the machine.
      for (const [field, value] of Object.entries(FILLED) as [keyof ContactValues, string][]) send({ type: 'contact.change', field, value });
      return send({ type: 'contact.submit' });
    case 'user.resubmits':
      return send({ type: 'contact.submit' });
    case 'user.edits':
      return send({ type: 'contact.change', field: 'message', value: EDITED_MESSAGE });
    case 'user.retries':
      return send({ type: 'contact.retry' });
    case 'user.sendsAnother':
      return send({ type: 'contact.reset' });
    case 'server.accepts':
      return server.answer('sendContact', { success: true, message: contactContent.successMessage, data: { id: 'msg-1' } });
    case 'server.failsWithMessage':
      return server.fail('sendContact', new ApiError(SERVER_TEXT, 429));
    case 'network.fails':
      return server.fail('sendContact', new TypeError('Failed to fetch'));
  }
}

function performCatalogue(run: ContactRun, event: ModelEvent<typeof catalogueFlow>) {
  if (event.type === 'server.listsServices') return run.server.answer('loadServices', SERVICES);
  return run.server.fail('loadServices', new TypeError('Failed to fetch'));
}

// Each model takes only its part of the contact machine (the form, or the catalogue's names); the atlas checks that
// together they take every transition.
export const contactFlow = defineFlowModel({
  name: 'contact',
  model: userFlow,
  covers: [],
  paths: (model) => createTestModel(model).getShortestPaths(),
  start: (options) => new ContactRun(options),
  perform,
});

export const contactServiceNamesFlow = defineFlowModel({
  name: 'contact service names',
  model: catalogueFlow,
  covers: [],
  paths: (model) => createTestModel(model).getShortestPaths(),
  start: (options) => new ContactRun(options),
  perform: performCatalogue,
});
