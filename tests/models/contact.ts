// The contact form as the visitor and the server live it (no I/O), and how each of their moves is made on the REAL
// contact machine, whose server calls are scripted: three flow models, one for the form (the catalogue never
// answers there), one for the Service select's names, loaded beside the form whatever it is doing, and one for a
// signed-in customer, whose details fill the form in.
import { assign, createActor, setup } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { ApiError } from '../../src/api/client';
import type { ContactAnswer, ContactRequest } from '../../src/api/contact';
import { contactContent } from '../../src/domain/contactContent';
import { messages } from '../../src/domain/messages';
import type { Profile, Service } from '../../src/domain/types';
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
  readonly server = new ScriptedCalls<'sendContact' | 'loadServices' | 'loadCustomerDetails'>();
  readonly actor;

  constructor(options: Partial<RunOptions> = {}) {
    const { server } = this;
    const logic = contactMachine.provide({
      actors: {
        sendContact: server.actor<ContactAnswer, ContactRequest>('sendContact'),
        loadServices: server.actor<Service[]>('loadServices'),
        loadCustomerDetails: server.actor<Profile>('loadCustomerDetails'),
      },
    });
    this.actor = createActor(logic, options).start();
  }

  /** The calls this step made for the customer's profile. */
  get profileCalls() {
    return this.server.calls.filter(({ name }) => name === 'loadCustomerDetails').length;
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

// ---- A signed-in customer: the session tells the name and e-mail, the profile the phone ----

/** The session's customer, and their profile (their phone is only there). */
export const SESSION_CUSTOMER = { name: 'Ayesha Khan', email: 'ayesha@example.pk' };
export const PROFILE: Profile = { ...SESSION_CUSTOMER, phone: '03001234567', address: '', city: '', state: '', zipCode: '' };
export const TYPED_PHONE = '0321 7654321';
export const CUSTOMER_MESSAGE = 'Is Saturday morning free?';

/** What the customer should see after each step, and the calls it made. */
interface CustomerExpected {
  values: ContactValues;
  /** Whether this step asked for the profile / sent a message. */
  askedProfile: boolean;
  sent: ContactRequest | null;
}

type CustomerModelEvent = {
  type:
    | 'session.signsIn'
    | 'session.signsInAgain'
    | 'user.typesPhone'
    | 'server.answersProfile'
    | 'server.failsProfile'
    | 'user.sendsMessage'
    | 'server.accepts'
    | 'user.sendsAnother';
};

const fromSession: ContactValues = { ...emptyContactValues, ...SESSION_CUSTOMER };
const fromProfile: ContactValues = { ...fromSession, phone: PROFILE.phone };
const customerStep = (changes: Partial<CustomerExpected>) =>
  assign<CustomerExpected, CustomerModelEvent, undefined, CustomerModelEvent, never>(({ context }) => ({ ...context, askedProfile: false, sent: null, ...changes }));
const sendMessage = assign<CustomerExpected, CustomerModelEvent, undefined, CustomerModelEvent, never>(({ context }) => {
  const values = { ...context.values, message: CUSTOMER_MESSAGE };
  return { values, askedProfile: false, sent: { name: values.name, email: values.email, phone: values.phone.trim(), service: '', message: CUSTOMER_MESSAGE, website: '' } };
});

const customerFlowModel = setup({ types: { context: {} as CustomerExpected, events: {} as CustomerModelEvent } }).createMachine({
  id: 'contactCustomerFlow',
  context: { values: emptyContactValues, askedProfile: false, sent: null },
  initial: 'visitor',
  states: {
    visitor: {
      // Name and e-mail at once, from the session; the profile is asked for the phone.
      on: { 'session.signsIn': { target: 'askingProfile', actions: customerStep({ values: fromSession, askedProfile: true }) } },
    },
    askingProfile: {
      on: {
        // Told again (the page rendered again): nothing changes, the profile is not asked twice.
        'session.signsInAgain': { actions: customerStep({}) },
        // Typed before the profile answered: it stays.
        'user.typesPhone': { target: 'typedFirst', actions: customerStep({ values: { ...fromSession, phone: TYPED_PHONE } }) },
        'server.answersProfile': { target: 'filledIn', actions: customerStep({ values: fromProfile }) },
        // The phone stays empty, for the customer to type.
        'server.failsProfile': { target: 'withoutPhone', actions: customerStep({}) },
      },
    },
    typedFirst: {
      on: { 'server.answersProfile': { target: 'filledIn', actions: customerStep({}) } },
    },
    withoutPhone: {},
    filledIn: {
      on: { 'user.sendsMessage': { target: 'sending', actions: sendMessage } },
    },
    sending: {
      on: { 'server.accepts': { target: 'sent', actions: customerStep({ values: fromProfile }) } },
    },
    sent: {
      // The next message starts from the customer's details again.
      on: { 'user.sendsAnother': { target: 'nextMessage', actions: customerStep({}) } },
    },
    nextMessage: { type: 'final' },
  },
});

function performCustomer(run: ContactRun, event: ModelEvent<typeof customerFlowModel>) {
  const send = run.actor.send.bind(run.actor);
  switch (event.type) {
    case 'session.signsIn':
    case 'session.signsInAgain':
      return send({ type: 'contact.signedIn', customer: SESSION_CUSTOMER });
    case 'user.typesPhone':
      return send({ type: 'contact.change', field: 'phone', value: TYPED_PHONE });
    case 'server.answersProfile':
      return run.server.answer('loadCustomerDetails', PROFILE);
    case 'server.failsProfile':
      return run.server.fail('loadCustomerDetails', new TypeError('Failed to fetch'));
    case 'user.sendsMessage':
      send({ type: 'contact.change', field: 'message', value: CUSTOMER_MESSAGE });
      return send({ type: 'contact.submit' });
    case 'server.accepts':
      return run.server.answer('sendContact', { success: true, message: contactContent.successMessage, data: { id: 'msg-2' } });
    case 'user.sendsAnother':
      return send({ type: 'contact.reset' });
  }
}

export const contactCustomerFlow = defineFlowModel({
  name: 'contact signed-in customer',
  model: customerFlowModel,
  covers: [],
  paths: (model) => createTestModel(model).getShortestPaths(),
  start: (options) => new ContactRun(options),
  perform: performCustomer,
});
