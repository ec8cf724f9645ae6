// "Block a bay" and removing a block as the desk and the server live them (no I/O), and how each move is made on the
// REAL bayBlock machine, whose calls are scripted. The context is what the desk should notice: the errors, the
// refusal with the bookings in the way, and the sentence the board toasts at the end.
import { assign, createActor, setup, type Actor } from 'xstate';
import { ApiError } from '../../src/api/client';
import type { DeskAnswer } from '../../src/api/desk';
import { bayBlockContent } from '../../src/domain/console/deskContent';
import type { BayBlock, BayBlockRequest } from '../../src/domain/desk';
import { bayBlockMachine, blockValuesFor } from '../../src/machines/bayBlock';
import { defineFlowModel, type ModelEvent, type RunOptions } from '../setup/flowModel';
import { ScriptedCalls } from '../setup/scriptedCalls';
import { BLOCK, TODAY } from './deskFixtures';

export const BLOCKED_SENTENCE = 'Bay 3 is blocked on Tue 1 Dec, 12:00–14:00.';
export const UNBLOCKED_SENTENCE = 'The block is removed: the bay is free again.';
export const OVER_BOOKINGS = 'The bay has 1 booking in that time. Move or cancel it first.';
export const IN_THE_WAY = [{ id: 'b-1', short_id: '0000B001', customer: 'Ayesha Khan', time: '12:00' }];
export const REASON = 'Pressure washer broken';

export interface BlockExpected {
  errors: string[];
  formError: string | null;
  inTheWay: number;
  /** What the last step sent. */
  sent: 'block' | 'removal' | null;
  output: string | null;
}

type BlockModelEvent = {
  type:
    | 'desk.opensBlock'
    | 'desk.opensRemoval'
    | 'user.submitsWithoutReason'
    | 'user.submits'
    | 'user.confirms'
    | 'user.dismisses'
    | 'server.accepts'
    | 'server.refusesOverBookings'
    | 'network.fails';
};

const go = (target: string, changes: Partial<BlockExpected> = {}) => ({
  target,
  actions: assign<BlockExpected, BlockModelEvent, undefined, BlockModelEvent, never>(({ context }) => ({ ...context, sent: null, ...changes })),
});

const blockFlowModel = setup({ types: { context: {} as BlockExpected, events: {} as BlockModelEvent } }).createMachine({
  id: 'bayBlockFlow',
  context: { errors: [], formError: null, inTheWay: 0, sent: null, output: null },
  initial: 'closed',
  states: {
    closed: { on: { 'desk.opensBlock': 'filling', 'desk.opensRemoval': 'confirmingRemoval' } },
    filling: {
      on: {
        'user.submitsWithoutReason': go('filling', { errors: ['reason'] }),
        'user.submits': go('saving', { errors: [], formError: null, inTheWay: 0, sent: 'block' }),
        'user.dismisses': 'dismissed',
      },
    },
    saving: {
      on: {
        'server.accepts': go('finished', { output: BLOCKED_SENTENCE }),
        'server.refusesOverBookings': go('filling', { formError: OVER_BOOKINGS, inTheWay: 1 }),
        'network.fails': go('filling', { formError: bayBlockContent.failed }),
      },
    },
    confirmingRemoval: { on: { 'user.confirms': go('removing', { formError: null, sent: 'removal' }), 'user.dismisses': 'dismissed' } },
    removing: {
      on: {
        'server.accepts': go('finished', { output: UNBLOCKED_SENTENCE }),
        'network.fails': go('confirmingRemoval', { formError: bayBlockContent.removeFailed }),
      },
    },
    finished: { type: 'final' },
    dismissed: { type: 'final' },
  },
});

export type BlockCall = 'saveBlock' | 'removeBlock';

export class BayBlockRun {
  readonly server = new ScriptedCalls<BlockCall>();
  actor: Actor<typeof bayBlockMachine> | null = null;

  constructor(private readonly options: Partial<RunOptions> = {}) {}

  open(removal: boolean) {
    const logic = bayBlockMachine.provide({
      actors: {
        saveBlock: this.server.actor<DeskAnswer<BayBlock>, BayBlockRequest>('saveBlock'),
        removeBlock: this.server.actor<string, { blockId: string }>('removeBlock'),
      },
    });
    const input = removal ? ({ mode: 'remove', block: BLOCK } as const) : ({ mode: 'create', values: blockValuesFor(TODAY, 120, '12:00', 3) } as const);
    this.actor = createActor(logic, { input, ...this.options }).start();
  }

  beginStep() {
    this.server.beginStep();
  }
}

function perform(run: BayBlockRun, event: ModelEvent<typeof blockFlowModel>) {
  const { server } = run;
  const send = (sent: Parameters<Actor<typeof bayBlockMachine>['send']>[0]) => run.actor!.send(sent);
  const inFlight = () => server.inFlight(['saveBlock', 'removeBlock']);
  switch (event.type) {
    case 'desk.opensBlock':
      return run.open(false);
    case 'desk.opensRemoval':
      return run.open(true);
    case 'user.submitsWithoutReason':
      send({ type: 'block.change', field: 'reason', value: '   ' });
      return send({ type: 'block.submit' });
    case 'user.submits':
      send({ type: 'block.change', field: 'reason', value: REASON });
      return send({ type: 'block.submit' });
    case 'user.confirms':
      return send({ type: 'block.confirm' });
    case 'user.dismisses':
      return send({ type: 'block.dismiss' });
    case 'server.accepts':
      return inFlight() === 'saveBlock' ? server.answer('saveBlock', { message: BLOCKED_SENTENCE, data: BLOCK }) : server.answer('removeBlock', UNBLOCKED_SENTENCE);
    case 'server.refusesOverBookings':
      return server.fail('saveBlock', new ApiError(OVER_BOOKINGS, 409, {}, null, { bookings: IN_THE_WAY }));
    case 'network.fails':
      return server.fail(inFlight(), new TypeError('Failed to fetch'));
  }
}

export const bayBlockFlow = defineFlowModel({
  name: 'bayBlock',
  model: blockFlowModel,
  covers: [bayBlockMachine],
  start: (options) => new BayBlockRun(options),
  perform,
});
