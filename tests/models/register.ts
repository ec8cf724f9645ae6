// The Create Account form as the customer lives it (no I/O), and how each of their moves is made on the REAL register
// machine, beside a session that records what it is told. The context is what the customer should notice: the values,
// the field errors (from the shared schema), whether a submit was refused (the page then moves focus) and what the
// session was told.
import { assign, createActor, fromCallback, setup } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { messages } from '../../src/domain/messages';
import { emptyRegisterValues, registerMachine, REGISTER_FIELDS, type RegisterEvent, type RegisterFieldErrors, type RegisterValues } from '../../src/machines/register';
import type { SessionEvent } from '../../src/machines/session';
import { defineFlowModel, type ModelEvent, type RunOptions } from '../setup/flowModel';

type RegisterModelEvent = {
  type: 'user.submitsEmpty' | 'user.submitsMistyped' | 'user.submitsMismatched' | 'user.submitsUnconfirmed' | 'user.typesPhone' | 'user.submits';
};

const MISTYPED: RegisterValues = { fullName: 'Sana Mir', email: 'sana-at-example', phone: '0300123', password: '123', confirmPassword: '1234' };
const MISMATCHED: RegisterValues = { fullName: 'Sana Mir', email: 'sana@example.com', phone: '03001234567', password: 'secret123', confirmPassword: 'secret124' };
/** Everything typed but the password's confirmation. */
const UNCONFIRMED: RegisterValues = { ...MISMATCHED, confirmPassword: '' };
/** Typed with stray spaces: the session gets the trimmed details. */
const TYPED: RegisterValues = { fullName: ' Sana Mir ', email: 'Sana@Example.com ', phone: '03001234567', password: 'secret123', confirmPassword: 'secret123' };
/** Typed into the emptied phone field, formatted as it comes (digits only, 03…). */
const PHONE_TYPED = '3a0-0 12';
const PHONE_SHOWN = '030012';

interface Expected {
  values: RegisterValues;
  fieldErrors: RegisterFieldErrors;
  /** The last step was a submit the form refused. */
  refused: boolean;
  /** What the session was told by the last step (by the start: forget any failure shown before). */
  told: SessionEvent[];
}

const step = (changes: (context: Expected) => Partial<Expected>) =>
  assign<Expected, RegisterModelEvent, undefined, RegisterModelEvent, never>(({ context }) => ({ ...context, refused: false, told: [], ...changes(context) }));
const refused = (values: RegisterValues, fieldErrors: RegisterFieldErrors) => ({ actions: step(() => ({ values, fieldErrors, refused: true })) });

const userFlow = setup({ types: { context: {} as Expected, events: {} as RegisterModelEvent } }).createMachine({
  id: 'registerFlow',
  context: { values: emptyRegisterValues, fieldErrors: {}, refused: false, told: [{ type: 'session.dismissError' }] },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'user.submitsEmpty': refused(emptyRegisterValues, {
          fullName: messages.register.fullNameRequired,
          email: messages.register.emailRequired,
          phone: messages.register.phoneRequired,
          password: messages.register.passwordRequired,
          confirmPassword: messages.register.confirmPasswordRequired,
        }),
        'user.submitsMistyped': refused(MISTYPED, {
          email: messages.register.emailInvalid,
          phone: messages.register.phoneInvalid,
          password: messages.register.passwordTooShort,
          confirmPassword: messages.register.passwordsDoNotMatch,
        }),
        'user.submitsMismatched': refused(MISMATCHED, { confirmPassword: messages.register.passwordsDoNotMatch }),
        'user.submitsUnconfirmed': refused(UNCONFIRMED, { confirmPassword: messages.register.confirmPasswordRequired }),
        // Typing in a field takes its error away, the others stay.
        'user.typesPhone': {
          actions: step(({ values, fieldErrors: { phone: _cleared, ...fieldErrors } }) => ({ values: { ...values, phone: PHONE_SHOWN }, fieldErrors })),
        },
        'user.submits': {
          actions: step(() => ({
            values: TYPED,
            fieldErrors: {},
            told: [{ type: 'session.register', details: { fullName: 'Sana Mir', email: 'Sana@Example.com', phone: '03001234567', password: 'secret123' } }],
          })),
        },
      },
    },
  },
});

/** The real form with a session that records what it is told. */
export class RegisterRun {
  told: SessionEvent[] = [];
  refusalsBefore = 0;
  readonly actor;

  constructor(options: Partial<RunOptions> = {}) {
    const session = createActor(fromCallback<SessionEvent>(({ receive }) => receive((event) => void this.told.push(event)))).start();
    this.actor = createActor(registerMachine, { input: { session }, ...options }).start();
  }

  send = (event: RegisterEvent) => this.actor.send(event);

  fillIn(values: RegisterValues) {
    for (const field of REGISTER_FIELDS) this.send({ type: 'register.change', field, value: values[field] });
  }

  beginStep() {
    this.told = [];
    this.refusalsBefore = this.actor.getSnapshot().context.rejectedSubmits;
  }
}

const SUBMITTED: Partial<Record<RegisterModelEvent['type'], RegisterValues>> = {
  'user.submitsEmpty': emptyRegisterValues,
  'user.submitsMistyped': MISTYPED,
  'user.submitsMismatched': MISMATCHED,
  'user.submitsUnconfirmed': UNCONFIRMED,
  'user.submits': TYPED,
};

function perform(run: RegisterRun, event: ModelEvent<typeof userFlow>) {
  if (event.type === 'user.typesPhone') {
    run.send({ type: 'register.change', field: 'phone', value: '' });
    return run.send({ type: 'register.change', field: 'phone', value: PHONE_TYPED });
  }
  run.fillIn(SUBMITTED[event.type] ?? emptyRegisterValues);
  return run.send({ type: 'register.submit' });
}

export const registerFlow = defineFlowModel({
  name: 'register',
  model: userFlow,
  covers: [registerMachine],
  // Every state the customer can reach, so that typing after each refusal is checked too.
  paths: (model) => createTestModel(model).getShortestPaths(),
  start: (options) => new RegisterRun(options),
  perform,
});
