// Model-based test of the contact form: an abstract model of what the visitor and the server do (no I/O),
// whose generated paths drive the REAL contact machine with a scripted `sendContact` actor.
import { afterAll, describe, expect, it } from 'vitest';
import { assign, createActor, fromPromise, setup } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { ApiError } from '../../src/api/client';
import type { ContactAnswer, ContactRequest } from '../../src/api/contact';
import { contactSuccessMessage } from '../../src/domain/contactContent';
import { messages } from '../../src/domain/messages';
import { contactMachine, emptyContactValues, type ContactFieldErrors, type ContactValues } from '../../src/machines/contact';
import { eachEvent, transitionCoverage } from '../setup/modelCoverage';

const EVENT_TYPES = [
  'user.submitsEmpty',
  'user.submitsInvalidEmail',
  'user.submitsValid',
  'user.edits',
  'user.retries',
  'user.sendsAnother',
  'server.accepts',
  'server.failsWithMessage',
  'network.fails',
] as const;
type ModelEvent = { type: (typeof EVENT_TYPES)[number] };

const FILLED: ContactValues = { name: '  Bilal Ahmed ', email: 'bilal@example.pk', phone: '0300 1234567', service: 'Premium Wash', message: 'Ceramic coating?', website: '' };
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

const start: Expected = { values: emptyContactValues, fieldErrors: {}, error: null, confirmation: null, called: false };
const step = (changes: Partial<Expected>) => assign<Expected, ModelEvent, undefined, ModelEvent, never>(({ context }) => ({ ...context, called: false, ...changes }));
const edit = assign<Expected, ModelEvent, undefined, ModelEvent, never>(({ context }) => {
  const { message: _cleared, ...fieldErrors } = context.fieldErrors;
  return { ...context, called: false, error: null, values: { ...context.values, message: EDITED_MESSAGE }, fieldErrors };
});

const userFlow = setup({ types: { context: {} as Expected, events: {} as ModelEvent } }).createMachine({
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
        'server.accepts': { target: 'success', actions: step({ values: emptyContactValues, confirmation: contactSuccessMessage }) },
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
      },
    },
  },
});

/** The real machine with a server whose answers the test scripts. */
class ContactHarness {
  calls: ContactRequest[] = [];
  signals: AbortSignal[] = [];
  private pending: { resolve: (answer: ContactAnswer) => void; reject: (error: unknown) => void } | null = null;
  readonly actor = createActor(
    contactMachine.provide({
      actors: {
        sendContact: fromPromise<ContactAnswer, ContactRequest>(({ input, signal }) => {
          this.calls.push(input);
          this.signals.push(signal);
          return new Promise((resolve, reject) => (this.pending = { resolve, reject }));
        }),
      },
    }),
  ).start();

  beginStep() {
    this.calls = [];
  }

  answer(outcome: 'accept' | 'refuse' | 'fail') {
    const pending = this.pending;
    this.pending = null;
    if (!pending) throw new Error('no call is pending');
    if (outcome === 'accept') pending.resolve({ success: true, message: contactSuccessMessage, data: { id: 'msg-1' } });
    else if (outcome === 'refuse') pending.reject(new ApiError(SERVER_TEXT, 429));
    else pending.reject(new TypeError('Failed to fetch'));
  }

  settle = () => new Promise((resolve) => setTimeout(resolve, 0));
}

function perform(harness: ContactHarness, event: ModelEvent) {
  const send = harness.actor.send.bind(harness.actor);
  switch (event.type) {
    case 'user.submitsEmpty':
      return send({ type: 'contact.submit', values: emptyContactValues });
    case 'user.submitsInvalidEmail':
      return send({ type: 'contact.submit', values: INVALID_EMAIL });
    case 'user.submitsValid':
      // Typed field by field, then submitted: the values live in the machine.
      for (const [field, value] of Object.entries(FILLED) as [keyof ContactValues, string][]) send({ type: 'contact.change', field, value });
      return send({ type: 'contact.submit' });
    case 'user.edits':
      return send({ type: 'contact.change', field: 'message', value: EDITED_MESSAGE });
    case 'user.retries':
      return send({ type: 'contact.retry' });
    case 'user.sendsAnother':
      return send({ type: 'contact.reset' });
    case 'server.accepts':
      return harness.answer('accept');
    case 'server.failsWithMessage':
      return harness.answer('refuse');
    case 'network.fails':
      return harness.answer('fail');
  }
}

const model = createTestModel(userFlow);
const paths = model.getShortestPaths();

const coverage = transitionCoverage('contact', userFlow);

describe('contact form (model-based)', () => {
  afterAll(() => coverage.report(paths.length));

  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_description, path) => {
    const harness = new ContactHarness();
    let previous = 'idle';
    const execute = async (event: ModelEvent) => {
      coverage.record(previous, event.type);
      harness.beginStep();
      perform(harness, event);
      await harness.settle();
    };
    await path.test({
      events: eachEvent(EVENT_TYPES, execute),
      states: {
        '*': (state) => {
          const expected = state.context;
          const snapshot = harness.actor.getSnapshot();
          const value = String(state.value);
          expect(snapshot.value, 'state').toBe(value);
          expect(snapshot.hasTag('busy'), 'busy').toBe(value === 'sending');
          expect(snapshot.context.values, 'form values').toEqual(expected.values);
          expect(snapshot.context.fieldErrors, 'field errors').toEqual(expected.fieldErrors);
          expect(snapshot.context.error, 'error shown').toBe(expected.error);
          expect(snapshot.context.confirmation, 'confirmation').toBe(expected.confirmation);
          expect(harness.calls, 'server calls').toEqual(
            expected.called ? [{ name: 'Bilal Ahmed', email: FILLED.email, phone: FILLED.phone, service: FILLED.service, message: FILLED.message, website: '' }] : [],
          );
          if (expected.called) expect(harness.signals.at(-1)).toBeInstanceOf(AbortSignal);
          previous = value;
        },
      },
    });
  });
});
