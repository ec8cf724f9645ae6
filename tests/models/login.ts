// The sign-in form as the customer lives it (no I/O), and how each of their moves is made on the REAL login machine,
// beside a session that records what it is told. The context is what the customer should notice: the values in the
// form, and what the session was told.
import { assign, createActor, fromCallback, setup } from 'xstate';
import { emptyLoginValues, loginMachine, type LoginEvent, type LoginValues } from '../../src/machines/login';
import type { SessionEvent } from '../../src/machines/session';
import { defineFlowModel, type ModelEvent, type RunOptions } from '../setup/flowModel';

const EMAIL = 'bilal@example.com';
const PASSWORD = 'secret123';
const REDIRECT = '/book';

interface Expected {
  values: LoginValues;
  /** What the session was told by the last step (by the start: forget any failure shown before). */
  told: SessionEvent[];
}

type LoginModelEvent = { type: 'user.typesEmail' | 'user.typesPassword' | 'user.ticksRemember' | 'user.unticksRemember' | 'user.signsIn' | 'user.signsInToGoBack' };

const typed = (changes: Partial<LoginValues>) =>
  assign<Expected, LoginModelEvent, undefined, LoginModelEvent, never>(({ context }) => ({ values: { ...context.values, ...changes }, told: [] }));
const signIn = (redirect: string | null) =>
  assign<Expected, LoginModelEvent, undefined, LoginModelEvent, never>(({ context }) => ({ told: [{ type: 'session.login', ...context.values, redirect }] }));

const userFlow = setup({ types: { context: {} as Expected, events: {} as LoginModelEvent } }).createMachine({
  id: 'loginFlow',
  context: { values: emptyLoginValues, told: [{ type: 'session.dismissError' }] },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'user.typesEmail': { actions: typed({ email: EMAIL }) },
        'user.typesPassword': { actions: typed({ password: PASSWORD }) },
        'user.ticksRemember': { actions: typed({ remember: true }) },
        'user.unticksRemember': { actions: typed({ remember: false }) },
        // The session checks, calls the server and reports; the form only hands the values over.
        'user.signsIn': { actions: signIn(null) },
        'user.signsInToGoBack': { actions: signIn(REDIRECT) },
      },
    },
  },
});

/** The real form with a session that records what it is told. */
export class LoginRun {
  told: SessionEvent[] = [];
  readonly actor;

  constructor(options: Partial<RunOptions> = {}) {
    const session = createActor(fromCallback<SessionEvent>(({ receive }) => receive((event) => void this.told.push(event)))).start();
    this.actor = createActor(loginMachine, { input: { session }, ...options }).start();
  }

  send = (event: LoginEvent) => this.actor.send(event);

  beginStep() {
    this.told = [];
  }
}

function perform(run: LoginRun, event: ModelEvent<typeof userFlow>) {
  switch (event.type) {
    case 'user.typesEmail':
      return run.send({ type: 'login.change', field: 'email', value: EMAIL });
    case 'user.typesPassword':
      return run.send({ type: 'login.change', field: 'password', value: PASSWORD });
    case 'user.ticksRemember':
      return run.send({ type: 'login.remember', remember: true });
    case 'user.unticksRemember':
      return run.send({ type: 'login.remember', remember: false });
    case 'user.signsIn':
      return run.send({ type: 'login.submit', redirect: null });
    case 'user.signsInToGoBack':
      return run.send({ type: 'login.submit', redirect: REDIRECT });
  }
}

export const loginFlow = defineFlowModel({
  name: 'login',
  model: userFlow,
  covers: [loginMachine],
  start: (options) => new LoginRun(options),
  perform,
});
