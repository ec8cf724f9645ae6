// The add-ons panel of a booking's console page as staff and the server live it (no I/O), and how each move is made
// on the REAL bookingAddons machine, whose three calls are scripted. The context is what staff should notice: the
// add-on chosen, the toast of the last step, whether the page reloaded the booking, and the refusal shown in place.
import { assign, createActor, setup } from 'xstate';
import type { BoardActionAnswer } from '../../src/api/board';
import { ApiError } from '../../src/api/client';
import { bookingAddonsContent } from '../../src/domain/console/addonsContent';
import type { Service } from '../../src/domain/types';
import { bookingAddonsMachine, type AddonChange } from '../../src/machines/bookingAddons';
import type { Notice } from '../../src/machines/notice';
import { defineFlowModel, pathPerTransitionKeyedBy, type ModelEvent, type RunOptions } from '../setup/flowModel';
import { ScriptedRun } from '../setup/scriptedRun';
import { BOOKING } from './dayBoard';
import { ADDONS, ENGINE_BAY } from './deskFixtures';

export const ADDED_SENTENCE = 'Engine Bay Cleaning added: the visit now ends at 12:45.';
export const NO_ROOM = 'The longer visit does not fit: bay 1 is booked from 12:00.';

export type BookingAddonsCall = 'loadAddons' | 'addAddon' | 'removeAddon';

export interface BookingAddonsExpected {
  /** The add-on chosen in the select. */
  choice: string;
  toast: Notice | null;
  /** The page was asked to reload the booking by the last step. */
  reloaded: boolean;
  refusal: string | null;
  /** What the last step sent: an add or a removal of Engine Bay Cleaning. */
  sent: 'add' | 'remove' | null;
}

type FlowEvent = {
  type:
    | 'server.listsAddons'
    | 'network.fails'
    | 'user.retries'
    | 'user.choosesAddon'
    | 'user.addsWithoutChoice'
    | 'user.adds'
    | 'user.removes'
    | 'server.accepts'
    | 'server.acceptsQuietly'
    | 'server.refuses';
};

type Change = (context: BookingAddonsExpected) => Partial<BookingAddonsExpected>;
const go = (target: string, change: Change = () => ({})) => ({
  target,
  actions: assign<BookingAddonsExpected, FlowEvent, undefined, FlowEvent, never>(({ context }) => ({ ...context, toast: null, reloaded: false, sent: null, ...change(context) })),
});
const stay = (change: Change) => ({ actions: go('.', change).actions });
const changed = (message: string): Change => () => ({ choice: '', refusal: null, reloaded: true, toast: { kind: 'success', message } });

const userFlow = setup({
  types: { context: {} as BookingAddonsExpected, events: {} as FlowEvent },
  guards: { hasChoice: ({ context }) => context.choice !== '' },
}).createMachine({
  id: 'bookingAddonsFlow',
  context: { choice: '', toast: null, reloaded: false, refusal: null, sent: null },
  initial: 'loading',
  states: {
    loading: { on: { 'server.listsAddons': go('ready'), 'network.fails': go('failed') } },
    failed: { on: { 'user.retries': go('loading') } },
    ready: {
      on: {
        'user.choosesAddon': stay(() => ({ choice: ENGINE_BAY.id, refusal: null })),
        // Add with nothing chosen does nothing
        'user.addsWithoutChoice': stay(() => ({ choice: '', refusal: null })),
        'user.adds': { guard: 'hasChoice', ...go('adding', () => ({ refusal: null, sent: 'add' })) },
        'user.removes': go('removing', () => ({ refusal: null, sent: 'remove' })),
      },
    },
    adding: {
      on: {
        'server.accepts': go('ready', changed(ADDED_SENTENCE)),
        'server.acceptsQuietly': go('ready', changed(bookingAddonsContent.added)),
        'server.refuses': go('ready', () => ({ refusal: NO_ROOM })),
        'network.fails': go('ready', () => ({ refusal: bookingAddonsContent.refused })),
      },
    },
    removing: {
      on: {
        'server.acceptsQuietly': go('ready', changed(bookingAddonsContent.removed)),
        'server.refuses': go('ready', () => ({ refusal: NO_ROOM })),
      },
    },
  },
});

/** The real machine with a scripted server, recorded toasts and reloads. */
export class BookingAddonsRun extends ScriptedRun<BookingAddonsCall> {
  readonly actor;
  reloads = 0;

  constructor(options: Partial<RunOptions> = {}) {
    super(options);
    const { server } = this;
    const logic = bookingAddonsMachine.provide({
      actors: {
        loadAddons: server.actor<Service[]>('loadAddons'),
        addAddon: server.actor<BoardActionAnswer, AddonChange>('addAddon'),
        removeAddon: server.actor<BoardActionAnswer, AddonChange>('removeAddon'),
      },
      actions: {
        notify: (_, notice: Notice) => void this.toasts.push(notice),
        announceChange: () => void (this.reloads += 1),
      },
    });
    this.actor = createActor(logic, { input: { bookingId: BOOKING.id }, ...options }).start();
  }

  override beginStep() {
    super.beginStep();
    this.reloads = 0;
  }
}

const CHANGES = ['addAddon', 'removeAddon'] as const;

function perform(run: BookingAddonsRun, event: ModelEvent<typeof userFlow>) {
  const { server } = run;
  const send = run.actor.send.bind(run.actor);
  switch (event.type) {
    case 'server.listsAddons':
      return server.answer('loadAddons', ADDONS);
    case 'network.fails':
      return server.fail(server.pendingNames().includes('loadAddons') ? 'loadAddons' : server.inFlight(CHANGES), new TypeError('Failed to fetch'));
    case 'user.retries':
      return send({ type: 'addons.retry' });
    case 'user.choosesAddon':
      return send({ type: 'addons.choose', addonId: ENGINE_BAY.id });
    case 'user.addsWithoutChoice':
      send({ type: 'addons.choose', addonId: '' });
      return send({ type: 'addons.add' });
    case 'user.adds':
      return send({ type: 'addons.add' });
    case 'user.removes':
      return send({ type: 'addons.remove', addonId: ENGINE_BAY.id });
    case 'server.accepts':
      return server.answer(server.inFlight(CHANGES), { success: true, message: ADDED_SENTENCE });
    case 'server.acceptsQuietly':
      return server.answer(server.inFlight(CHANGES), { success: true });
    case 'server.refuses':
      return server.fail(server.inFlight(CHANGES), new ApiError(NO_ROOM, 409));
  }
}

export const bookingAddonsFlow = defineFlowModel({
  name: 'booking add-ons',
  model: userFlow,
  covers: [bookingAddonsMachine],
  // Add is taken only with an add-on chosen: states are told apart by whether one is
  paths: pathPerTransitionKeyedBy((snapshot) => snapshot.context.choice !== ''),
  start: (options) => new BookingAddonsRun(options),
  perform,
});
