// The console header's unread count as the desk and the server live it (no I/O), and how each move is made on the
// REAL unread-count machine: its one call scripted, its minute on the path's simulated clock. The context is the
// count the header shows.
import { assign, createActor, setup, type SimulatedClock } from 'xstate';
import { ApiError } from '../../src/api/client';
import { UNREAD_REFRESH_MS, unreadCountMachine } from '../../src/machines/unreadCount';
import { defineFlowModel, type ModelEvent, type RunOptions } from '../setup/flowModel';
import { ScriptedRun } from '../setup/scriptedRun';

export const SERVER_COUNT = 4;
export const INBOX_COUNT = 2;

interface Expected {
  /** What the header shows: null until a count is known. */
  shown: number | null;
}

type FlowEvent = { type: 'server.answers' | 'server.fails' | 'clock.minutePasses' | 'inbox.tellsCount' };

const shows = (target: string, shown?: number) => ({
  target,
  actions: assign<Expected, FlowEvent, undefined, FlowEvent, never>(({ context }) => ({ shown: shown ?? context.shown })),
});

const userFlow = setup({ types: { context: {} as Expected, events: {} as FlowEvent } }).createMachine({
  id: 'unreadCountFlow',
  context: { shown: null },
  initial: 'asking',
  // the inbox page knows a newer count whenever its list loads or changes
  on: { 'inbox.tellsCount': shows('.waiting', INBOX_COUNT) },
  states: {
    asking: { on: { 'server.answers': shows('waiting', SERVER_COUNT), 'server.fails': shows('waiting') } },
    waiting: { on: { 'clock.minutePasses': shows('asking') } },
  },
});

export class UnreadCountRun extends ScriptedRun<'countUnread'> {
  readonly actor;
  readonly clock: SimulatedClock | undefined;

  constructor(options: Partial<RunOptions> = {}) {
    super(options);
    this.clock = options.clock;
    const logic = unreadCountMachine.provide({ actors: { countUnread: this.server.actor<number>('countUnread') } });
    this.actor = createActor(logic, options).start();
  }
}

function perform(run: UnreadCountRun, event: ModelEvent<typeof userFlow>) {
  switch (event.type) {
    case 'server.answers':
      return run.server.answer('countUnread', SERVER_COUNT);
    case 'server.fails':
      return run.server.fail('countUnread', new ApiError('Service unavailable', 503));
    case 'clock.minutePasses':
      return run.clock?.increment(UNREAD_REFRESH_MS);
    case 'inbox.tellsCount':
      return run.actor.send({ type: 'unread.set', count: INBOX_COUNT });
  }
}

export const unreadCountFlow = defineFlowModel({
  name: 'unread count',
  model: userFlow,
  covers: [unreadCountMachine],
  start: (options) => new UnreadCountRun(options),
  perform,
});
