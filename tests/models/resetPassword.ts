// Reset Password as the customer and the server live it (no I/O), and how each of their moves is made on the REAL
// reset-password machine, opened from the emailed link, whose request is scripted. The context is what the customer
// should notice: the passwords, their errors, the failure above the form, the confirmation and the request sent.
import { assign, createActor, setup, type Actor } from 'xstate';
import { createTestModel } from 'xstate/graph';
import type { MessageResponse } from '../../src/api/auth';
import { ApiError } from '../../src/api/client';
import { messages } from '../../src/domain/messages';
import { resetPasswordMachine, type ResetPasswordEvent, type ResetPasswordFieldErrors, type ResetPasswordValues } from '../../src/machines/resetPassword';
import { defineFlowModel, type ModelEvent, type RunOptions } from '../setup/flowModel';
import { ScriptedCalls } from '../setup/scriptedCalls';

type ResetPasswordModelEvent = {
  type:
    | 'customer.opensLink'
    | 'customer.opensLinkWithoutToken'
    | 'user.submitsEmpty'
    | 'user.submitsShort'
    | 'user.submitsMismatched'
    | 'user.typesPassword'
    | 'user.submits'
    | 'server.accepts'
    | 'server.acceptsWithoutWords'
    | 'server.refuses'
    | 'network.fails';
};

const TOKEN = 'reset-token-1';
const EMPTY: ResetPasswordValues = { password: '', confirmPassword: '' };
const SHORT: ResetPasswordValues = { password: '123', confirmPassword: '123' };
const MISMATCHED: ResetPasswordValues = { password: 'secret123', confirmPassword: 'secret124' };
const CHOSEN: ResetPasswordValues = { password: 'secret123', confirmPassword: 'secret123' };
const SERVER_CONFIRMATION = 'Your password has been changed. Sign in with the new one.';

interface Expected {
  values: ResetPasswordValues;
  fieldErrors: ResetPasswordFieldErrors;
  /** The failure shown above the form. */
  error: string | null;
  confirmation: string | null;
  /** The reset the last step sent. */
  sent: { token: string; password: string } | null;
}

const step = (changes: Partial<Expected> | ((context: Expected) => Partial<Expected>)) =>
  assign<Expected, ResetPasswordModelEvent, undefined, ResetPasswordModelEvent, never>(({ context }) => ({
    ...context,
    sent: null,
    ...(typeof changes === 'function' ? changes(context) : changes),
  }));

const userFlow = setup({ types: { context: {} as Expected, events: {} as ResetPasswordModelEvent } }).createMachine({
  id: 'resetPasswordFlow',
  context: { values: EMPTY, fieldErrors: {}, error: null, confirmation: null, sent: null },
  initial: 'arriving',
  states: {
    // The emailed link carries its token; a link without one cannot reset anything.
    arriving: { on: { 'customer.opensLink': 'idle', 'customer.opensLinkWithoutToken': 'missingToken' } },
    missingToken: { type: 'final' },
    idle: {
      on: {
        'user.submitsEmpty': { actions: step({ values: EMPTY, fieldErrors: { password: messages.register.passwordRequired } }) },
        'user.submitsShort': { actions: step({ values: SHORT, fieldErrors: { password: messages.register.passwordTooShort } }) },
        'user.submitsMismatched': { actions: step({ values: MISMATCHED, fieldErrors: { confirmPassword: messages.register.passwordsDoNotMatch } }) },
        // Typing takes the field's error away, the other field's stays.
        'user.typesPassword': {
          actions: step(({ values, fieldErrors: { password: _cleared, ...fieldErrors } }) => ({ values: { ...values, password: CHOSEN.password }, fieldErrors })),
        },
        'user.submits': { target: 'sending', actions: step({ values: CHOSEN, fieldErrors: {}, error: null, sent: { token: TOKEN, password: CHOSEN.password } }) },
      },
    },
    sending: {
      on: {
        'server.accepts': { target: 'changed', actions: step({ confirmation: SERVER_CONFIRMATION }) },
        'server.acceptsWithoutWords': { target: 'changed', actions: step({ confirmation: messages.account.passwordChanged }) },
        'server.refuses': { target: 'idle', actions: step({ error: messages.account.resetLinkInvalid }) },
        'network.fails': { target: 'idle', actions: step({ error: messages.auth.somethingWentWrong }) },
      },
    },
    changed: { type: 'final' },
  },
});

/** The real machine, opened by the first model event, with a scripted server. */
export class ResetPasswordRun {
  readonly server = new ScriptedCalls<'resetPassword'>();
  private opened: Actor<typeof resetPasswordMachine> | null = null;

  constructor(private readonly options: Partial<RunOptions> = {}) {}

  /** The customer follows the emailed link, with its token or without. */
  open(token: string) {
    const logic = resetPasswordMachine.provide({ actors: { resetPassword: this.server.actor<MessageResponse, { token: string; password: string }>('resetPassword') } });
    this.opened = createActor(logic, { input: { token }, ...this.options }).start();
  }

  get actor() {
    if (!this.opened) throw new Error('the link is not opened yet');
    return this.opened;
  }

  send = (event: ResetPasswordEvent) => this.actor.send(event);

  fillIn(values: ResetPasswordValues) {
    this.send({ type: 'resetPassword.change', field: 'password', value: values.password });
    this.send({ type: 'resetPassword.change', field: 'confirmPassword', value: values.confirmPassword });
  }

  beginStep() {
    this.server.beginStep();
  }
}

const SUBMITTED: Partial<Record<ResetPasswordModelEvent['type'], ResetPasswordValues>> = {
  'user.submitsEmpty': EMPTY,
  'user.submitsShort': SHORT,
  'user.submitsMismatched': MISMATCHED,
  'user.submits': CHOSEN,
};

function perform(run: ResetPasswordRun, event: ModelEvent<typeof userFlow>) {
  switch (event.type) {
    case 'customer.opensLink':
      return run.open(TOKEN);
    case 'customer.opensLinkWithoutToken':
      return run.open('');
    case 'user.typesPassword':
      return run.send({ type: 'resetPassword.change', field: 'password', value: CHOSEN.password });
    case 'server.accepts':
      return run.server.answer('resetPassword', { success: true, message: SERVER_CONFIRMATION });
    case 'server.acceptsWithoutWords':
      return run.server.answer('resetPassword', { success: true });
    case 'server.refuses':
      return run.server.fail('resetPassword', new ApiError(messages.account.resetLinkInvalid, 400));
    case 'network.fails':
      return run.server.fail('resetPassword', new TypeError('Failed to fetch'));
    default:
      run.fillIn(SUBMITTED[event.type] ?? EMPTY);
      return run.send({ type: 'resetPassword.submit' });
  }
}

export const resetPasswordFlow = defineFlowModel({
  name: 'resetPassword',
  model: userFlow,
  covers: [resetPasswordMachine],
  paths: (model) => createTestModel(model).getShortestPaths(),
  start: (options) => new ResetPasswordRun(options),
  perform,
});
