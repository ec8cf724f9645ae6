// The add-ons of one booking on its console page: the active add-ons are loaded to choose from; "Add" adds the chosen
// one and "Remove" takes one out (busy meanwhile), then the server's sentence as a toast and `announceChange` (the page
// reloads the booking), or its refusal (a 409: paid, its status, no room for the longer visit) shown in place.
import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { addBookingAddon, removeBookingAddon, type BoardActionAnswer } from '../api/board';
import { serverMessageOf } from '../api/client';
import { listAddons } from '../api/services';
import { bookingAddonsContent as content } from '../domain/console/addonsContent';
import type { Service } from '../domain/types';
import { unlessAborted } from './abortedCalls';
import type { Notice } from './notice';

export interface BookingAddonsContext {
  bookingId: string;
  /** The active add-ons of the catalogue. */
  addons: Service[];
  /** The add-on chosen in the select; '' for none. */
  choice: string;
  /** The add-on being added or removed. */
  changingId: string | null;
  /** The server's refusal of the last change (or the failure's fallback), shown beside the add-ons. */
  refusal: string | null;
}

export type BookingAddonsEvent =
  | { type: 'addons.retry' }
  | { type: 'addons.choose'; addonId: string }
  | { type: 'addons.add' }
  | { type: 'addons.remove'; addonId: string };

/** What both changes send: the booking and the add-on. */
export interface AddonChange {
  bookingId: string;
  addonId: string;
}

const changeOf = ({ context }: { context: BookingAddonsContext }): AddonChange => ({ bookingId: context.bookingId, addonId: context.changingId ?? '' });

/** What an accepted change does: the choice cleared, the server's sentence (else `fallback`) toasted, the page told. */
const accepted = (fallback: string) =>
  [
    'finish',
    { type: 'notify', params: ({ event }: { event: { output: BoardActionAnswer } }): Notice => ({ kind: 'success', message: event.output.message || fallback }) },
    'announceChange',
  ] as const;

export const bookingAddonsMachine = setup({
  types: {
    context: {} as BookingAddonsContext,
    events: {} as BookingAddonsEvent,
    input: {} as { bookingId: string },
    tags: {} as 'busy',
  },
  actors: {
    loadAddons: fromPromise<Service[]>(({ signal }) => unlessAborted(signal, listAddons(signal))),
    addAddon: fromPromise<BoardActionAnswer, AddonChange>(({ input, signal }) => addBookingAddon(input.bookingId, input.addonId, signal)),
    removeAddon: fromPromise<BoardActionAnswer, AddonChange>(({ input, signal }) => removeBookingAddon(input.bookingId, input.addonId, signal)),
  },
  actions: {
    // Side effects: no-ops here, provided by the page with `useFlowEffects` and its own `announceChange`.
    notify: (_, _params: Notice) => {},
    announceChange: () => {},
    choose: assign({ choice: (_, { addonId }: { addonId: string }) => addonId, refusal: null }),
    startAdding: assign(({ context }) => ({ changingId: context.choice, refusal: null })),
    startRemoving: assign({ changingId: (_, { addonId }: { addonId: string }) => addonId, refusal: null }),
    finish: assign({ choice: '', changingId: null }),
    showRefusal: assign({ changingId: null, refusal: (_, { error }: { error: unknown }) => serverMessageOf(error) ?? content.refused }),
  },
  guards: {
    hasChoice: ({ context }) => context.choice !== '',
  },
}).createMachine({
  id: 'bookingAddons',
  context: ({ input }) => ({ bookingId: input.bookingId, addons: [], choice: '', changingId: null, refusal: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadAddons',
        onDone: { target: 'ready', actions: assign({ addons: ({ event }) => event.output }) },
        onError: 'failed',
      },
    },
    failed: { on: { 'addons.retry': 'loading' } },
    ready: {
      on: {
        'addons.choose': { actions: { type: 'choose', params: ({ event }) => event } },
        'addons.add': { guard: 'hasChoice', target: 'adding', actions: 'startAdding' },
        'addons.remove': { target: 'removing', actions: { type: 'startRemoving', params: ({ event }) => event } },
      },
    },
    adding: {
      tags: 'busy',
      invoke: {
        src: 'addAddon',
        input: changeOf,
        onDone: { target: 'ready', actions: accepted(content.added) },
        onError: { target: 'ready', actions: { type: 'showRefusal', params: ({ event }) => event } },
      },
    },
    removing: {
      tags: 'busy',
      invoke: {
        src: 'removeAddon',
        input: changeOf,
        onDone: { target: 'ready', actions: accepted(content.removed) },
        onError: { target: 'ready', actions: { type: 'showRefusal', params: ({ event }) => event } },
      },
    },
  },
});

export type BookingAddonsActor = ActorRefFrom<typeof bookingAddonsMachine>;
export type BookingAddonsSnapshot = SnapshotFrom<typeof bookingAddonsMachine>;
