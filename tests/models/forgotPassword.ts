// Forgot Password as the customer and the server live it (no I/O), and how each of their moves is made on the REAL
// forgot-password machine, whose request is scripted. The context is what the customer should notice: the email, its
// error under the field, the failure above the form, and the request sent.
import { assign, createActor, setup } from 'xstate';
import { createTestModel } from 'xstate/graph';
import type { MessageResponse } from '../../src/api/auth';
import { ApiError } from '../../src/api/client';
import { messages } from '../../src/domain/messages';
import { forgotPasswordMachine, type ForgotPasswordEvent } from '../../src/machines/forgotPassword';
import { defineFlowModel, type ModelEvent, type RunOptions } from '../setup/flowModel';
import { ScriptedCalls } from '../setup/scriptedCalls';

type ForgotPasswordModelEvent = {
  type: 'user.submitsEmpty' | 'user.submitsMistyped' | 'user.typesEmail' | 'user.submits' | 'server.accepts' | 'server.refuses' | 'network.fails' | 'user.asksAgain';
};

const MISTYPED = 'ayesha@';
const EMAIL = 'ayesha@example.com';

interface Expected {
  email: string;
  emailError: string | null;
  /** The failure shown above the form. */
  error: string | null;
  /** The address the last step asked a link for. */
  requested: string | null;
}

const step = (changes: Partial<Expected> | ((context: Expected) => Partial<Expected>)) =>
  assign<Expected, ForgotPasswordModelEvent, undefined, ForgotPasswordModelEvent, never>(({ context }) => ({
    ...context,
    requested: null,
    ...(typeof changes === 'function' ? changes(context) : changes),
  }));

const userFlow = setup({ types: { context: {} as Expected, events: {} as ForgotPasswordModelEvent } }).createMachine({
  id: 'forgotPasswordFlow',
  context: { email: '', emailError: null, error: null, requested: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'user.submitsEmpty': { actions: step({ email: '', emailError: messages.register.emailRequired }) },
        'user.submitsMistyped': { actions: step({ email: MISTYPED, emailError: messages.register.emailInvalid }) },
        // Typing takes the field's error away; the failure above the form stays until the next request.
        'user.typesEmail': { actions: step({ email: EMAIL, emailError: null }) },
        // Typed with stray spaces: the request carries the trimmed address.
        'user.submits': { target: 'sending', actions: step({ email: ` ${EMAIL} `, emailError: null, error: null, requested: EMAIL }) },
      },
    },
    sending: {
      on: {
        'server.accepts': { target: 'sent', actions: step({}) },
        'server.refuses': { target: 'idle', actions: step({ error: messages.auth.tooManyAttempts }) },
        'network.fails': { target: 'idle', actions: step({ error: messages.auth.somethingWentWrong }) },
      },
    },
    // The same sentence whether or not the account exists; Send again shows the form with the address kept.
    sent: { on: { 'user.asksAgain': { target: 'idle', actions: step({}) } } },
  },
});

/** The real machine with a scripted server. */
export class ForgotPasswordRun {
  readonly server = new ScriptedCalls<'requestResetLink'>();
  readonly actor;

  constructor(options: Partial<RunOptions> = {}) {
    const logic = forgotPasswordMachine.provide({ actors: { requestResetLink: this.server.actor<MessageResponse, { email: string }>('requestResetLink') } });
    this.actor = createActor(logic, options).start();
  }

  send = (event: ForgotPasswordEvent) => this.actor.send(event);

  type(email: string) {
    this.send({ type: 'forgotPassword.change', field: 'email', value: email });
  }

  beginStep() {
    this.server.beginStep();
  }
}

function perform(run: ForgotPasswordRun, event: ModelEvent<typeof userFlow>) {
  switch (event.type) {
    case 'user.submitsEmpty':
      run.type('');
      return run.send({ type: 'forgotPassword.submit' });
    case 'user.submitsMistyped':
      run.type(MISTYPED);
      return run.send({ type: 'forgotPassword.submit' });
    case 'user.typesEmail':
      return run.type(EMAIL);
    case 'user.submits':
      run.type(` ${EMAIL} `);
      return run.send({ type: 'forgotPassword.submit' });
    case 'server.accepts':
      return run.server.answer('requestResetLink', { success: true, message: messages.auth.forgotPasswordSent });
    case 'server.refuses':
      return run.server.fail('requestResetLink', new ApiError(messages.auth.tooManyAttempts, 429));
    case 'network.fails':
      return run.server.fail('requestResetLink', new TypeError('Failed to fetch'));
    case 'user.asksAgain':
      return run.send({ type: 'forgotPassword.again' });
  }
}

export const forgotPasswordFlow = defineFlowModel({
  name: 'forgotPassword',
  model: userFlow,
  covers: [forgotPasswordMachine],
  paths: (model) => createTestModel(model).getShortestPaths(),
  start: (options) => new ForgotPasswordRun(options),
  perform,
});
