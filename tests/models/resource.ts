// How a list or detail screen loads, as the customer, the page and the server live it (no I/O), and how each of
// their moves is made on the REAL resource machine, whose loader is a scripted call. Three screens open it: one that
// shows every outcome (an empty list, a 404, a failure), one that leaves on failure with a toast, and one opened
// without what it shows. The context is what the customer should notice after each step.
import { assign, createActor, setup, type Actor } from 'xstate';
import { ApiError } from '../../src/api/client';
import type { NavigateParams, Notice } from '../../src/machines/notice';
import { createResourceMachine, type ResourceInput } from '../../src/machines/resource';
import { defineFlowModel, type ModelEvent } from '../setup/flowModel';
import { ScriptedRun } from '../setup/scriptedRun';

export type Item = { id: string };

export const resourceMachine = createResourceMachine<Item[]>();

const ITEMS: Item[] = [{ id: 'a' }];
const FALLBACK = 'Could not load.';
const NOT_FOUND_TEXT = 'No such item.';
const SERVER_WORDS = 'The database is not reachable.';
const EXIT: NavigateParams = { to: '/elsewhere', replace: true };

type Screen = 'showsOutcomes' | 'leavesOnFailure' | 'hasNothingToLoad';

/** What the customer should notice after each step. */
interface Expected {
  data: Item[] | null;
  error: string | null;
  toast: Notice | null;
  navigation: NavigateParams | null;
  /** Whether this step asked the server, and whether it abandoned the request in flight. */
  asked: boolean;
  abandoned: boolean;
}

type ResourceModelEvent = {
  type:
    | 'customer.opens'
    | 'customer.opensLeavingOnFailure'
    | 'customer.opensWithNothingToLoad'
    | 'server.returnsItems'
    | 'server.returnsNone'
    | 'server.notFound'
    | 'server.failsWithWords'
    | 'server.failsWithoutWords'
    | 'user.retries'
    | 'app.reloads';
};

const start: Expected = { data: null, error: null, toast: null, navigation: null, asked: false, abandoned: false };
const step = (changes: Partial<Expected>) =>
  assign<Expected, ResourceModelEvent, undefined, ResourceModelEvent, never>(({ context }) => ({ ...context, toast: null, navigation: null, asked: false, abandoned: false, ...changes }));
const loadsAgain = { target: 'loading', actions: step({ asked: true }) };
/** Retry means nothing here: nothing happens. */
const ignored = { actions: step({}) };
const leaves = (message: string) => ({ target: 'left', actions: step({ error: message, toast: { kind: 'error', message }, navigation: EXIT }) });

const userFlow = setup({ types: { context: {} as Expected, events: {} as ResourceModelEvent } }).createMachine({
  id: 'resourceFlow',
  context: start,
  initial: 'closed',
  states: {
    closed: {
      on: {
        'customer.opens': loadsAgain,
        'customer.opensLeavingOnFailure': { target: 'loadingToLeave', actions: step({ asked: true }) },
        'customer.opensWithNothingToLoad': { target: 'left', actions: step({ navigation: EXIT }) },
      },
    },
    loading: {
      on: {
        'server.returnsItems': { target: 'loaded', actions: step({ data: ITEMS, error: null }) },
        'server.returnsNone': { target: 'empty', actions: step({ data: [], error: null }) },
        'server.notFound': { target: 'notFound', actions: step({ error: NOT_FOUND_TEXT }) },
        'server.failsWithWords': { target: 'error', actions: step({ error: SERVER_WORDS }) },
        'server.failsWithoutWords': { target: 'error', actions: step({ error: FALLBACK }) },
        'user.retries': ignored,
        // Only the new request's answer counts.
        'app.reloads': { target: 'loading', actions: step({ asked: true, abandoned: true }) },
      },
    },
    loaded: { on: { 'app.reloads': loadsAgain, 'user.retries': ignored } },
    empty: { on: { 'app.reloads': loadsAgain, 'user.retries': loadsAgain } },
    // Nothing there to try again for; a reload (after a change elsewhere) may still find it.
    notFound: { on: { 'app.reloads': loadsAgain, 'user.retries': ignored } },
    error: { on: { 'app.reloads': loadsAgain, 'user.retries': loadsAgain } },
    // A failure is told in a toast on the way out, a 404 too.
    loadingToLeave: { on: { 'server.failsWithWords': leaves(SERVER_WORDS), 'server.notFound': leaves(NOT_FOUND_TEXT) } },
    left: { type: 'final' },
  },
});

/** The real machine for one screen, opened by the first model event, with a scripted loader, toasts and navigation. */
export class ResourceRun extends ScriptedRun<'load'> {
  navigations: NavigateParams[] = [];
  private opened: Actor<typeof resourceMachine> | null = null;

  open(screen: Screen) {
    this.openWith(this.inputOf(screen));
  }

  /** Opens a screen of any input (the details tests bring loaders of their own). */
  openWith(input: ResourceInput<Item[]>) {
    const logic = resourceMachine.provide({
      actions: {
        notify: (_, notice) => void this.toasts.push(notice),
        navigate: (_, params) => void this.navigations.push(params),
      },
    });
    this.opened = createActor(logic, { input, ...this.options }).start();
  }

  get actor() {
    if (!this.opened) throw new Error('the screen is not opened yet');
    return this.opened;
  }

  override beginStep() {
    super.beginStep();
    this.navigations = [];
  }

  private inputOf(screen: Screen): ResourceInput<Item[]> {
    const load = (signal: AbortSignal) => this.server.call<Item[]>('load', undefined, signal);
    if (screen === 'hasNothingToLoad') return { load: null, fallbackError: FALLBACK, exit: EXIT.to };
    if (screen === 'leavesOnFailure') return { load, fallbackError: FALLBACK, notFoundText: NOT_FOUND_TEXT, exit: EXIT.to, leaveOnFailure: true };
    return { load, isEmpty: (items) => items.length === 0, fallbackError: FALLBACK, notFoundText: NOT_FOUND_TEXT };
  }
}

function perform(run: ResourceRun, event: ModelEvent<typeof userFlow>) {
  const { server } = run;
  switch (event.type) {
    case 'customer.opens':
      return run.open('showsOutcomes');
    case 'customer.opensLeavingOnFailure':
      return run.open('leavesOnFailure');
    case 'customer.opensWithNothingToLoad':
      return run.open('hasNothingToLoad');
    case 'server.returnsItems':
      return server.answer('load', ITEMS);
    case 'server.returnsNone':
      return server.answer('load', []);
    case 'server.notFound':
      return server.fail('load', new ApiError('Item not found.', 404));
    case 'server.failsWithWords':
      return server.fail('load', new ApiError(SERVER_WORDS, 503));
    case 'server.failsWithoutWords':
      return server.fail('load', new TypeError(''));
    case 'user.retries':
      return run.actor.send({ type: 'resource.retry' });
    case 'app.reloads':
      return run.actor.send({ type: 'resource.reload' });
  }
}

export const resourceFlow = defineFlowModel({
  name: 'resource',
  model: userFlow,
  covers: [resourceMachine],
  start: (options) => new ResourceRun(options),
  perform,
});
