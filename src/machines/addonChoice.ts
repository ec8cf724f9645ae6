// The review's "Add to this visit": the add-ons, loaded once, and the ones the customer ticks (at most ADDONS_MAX).
// A failed load offers a quiet retry and never stands in the way of booking. Every change is told to the parent.
import { assign, fromPromise, sendParent, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { listAddons } from '../api/services';
import { ADDONS_MAX } from '../domain/constants';
import type { Service } from '../domain/types';

export interface AddonChoiceContext {
  addons: Service[];
  chosenIds: string[];
}

export type AddonChoiceEvent = { type: 'addons.toggle'; addonId: string } | { type: 'addons.retry' } | { type: 'addons.clear' };

/** What the parent hears: the add-ons now chosen, in the order they are listed. */
export interface AddonsChanged {
  type: 'addons.changed';
  addons: Service[];
}

const chosenAddonsOf = ({ addons, chosenIds }: AddonChoiceContext) => addons.filter(({ id }) => chosenIds.includes(id));
const toggled = ({ event }: { event: { addonId: string } }) => event;

export const addonChoiceMachine = setup({
  types: { context: {} as AddonChoiceContext, events: {} as AddonChoiceEvent, tags: {} as 'loadingAddons' },
  actors: { loadAddons: fromPromise<Service[]>(({ signal }) => listAddons(signal)) },
  actions: {
    assignAddons: assign({ addons: (_, { addons }: { addons: Service[] }) => addons }),
    choose: assign({ chosenIds: ({ context }, { addonId }: { addonId: string }) => [...context.chosenIds, addonId] }),
    unchoose: assign({ chosenIds: ({ context }, { addonId }: { addonId: string }) => context.chosenIds.filter((id) => id !== addonId) }),
    clear: assign({ chosenIds: [] }),
    tellParent: sendParent(({ context }): AddonsChanged => ({ type: 'addons.changed', addons: chosenAddonsOf(context) })),
  },
  guards: {
    isChosen: ({ context }, { addonId }: { addonId: string }) => context.chosenIds.includes(addonId),
    canChooseMore: ({ context }, { addonId }: { addonId: string }) => context.chosenIds.length < ADDONS_MAX && context.addons.some(({ id }) => id === addonId),
  },
}).createMachine({
  id: 'addonChoice',
  context: { addons: [], chosenIds: [] },
  initial: 'loading',
  states: {
    loading: {
      tags: 'loadingAddons',
      invoke: {
        src: 'loadAddons',
        onDone: { target: 'ready', actions: { type: 'assignAddons', params: ({ event }) => ({ addons: event.output }) } },
        onError: 'failed',
      },
    },
    failed: { on: { 'addons.retry': 'loading' } },
    ready: {
      on: {
        'addons.toggle': [
          { guard: { type: 'isChosen', params: toggled }, actions: [{ type: 'unchoose', params: toggled }, 'tellParent'] },
          { guard: { type: 'canChooseMore', params: toggled }, actions: [{ type: 'choose', params: toggled }, 'tellParent'] },
        ],
        'addons.clear': { actions: 'clear' },
      },
    },
  },
});

export type AddonChoiceActor = ActorRefFrom<typeof addonChoiceMachine>;
export type AddonChoiceSnapshot = SnapshotFrom<typeof addonChoiceMachine>;

/** What the add-on list shows. */
export type AddonChoiceStatus = 'loading' | 'ready' | 'failed';
export const selectAddonStatus = (snapshot: AddonChoiceSnapshot): AddonChoiceStatus =>
  snapshot.hasTag('loadingAddons') ? 'loading' : snapshot.matches('failed') ? 'failed' : 'ready';
export const selectAddons = (snapshot: AddonChoiceSnapshot) => snapshot.context.addons;
export const selectChosenAddonIds = (snapshot: AddonChoiceSnapshot) => snapshot.context.chosenIds;
