// The review's "Add to this visit" as the customer and the server live it (no I/O), and how each of their moves is made
// on the REAL add-on choice, inside a stand-in for the wizard that records what it is told. The context is what the
// customer should notice: the add-ons ticked, and whether the last step told the wizard.
import { assign, createActor, setup } from 'xstate';
import { ApiError } from '../../src/api/client';
import { ADDONS_MAX } from '../../src/domain/constants';
import type { Service } from '../../src/domain/types';
import { addonChoiceMachine, type AddonsChanged } from '../../src/machines/addonChoice';
import { defineFlowModel, pathPerTransitionKeyedBy, type ModelEvent, type RunOptions } from '../setup/flowModel';
import { ScriptedRun } from '../setup/scriptedRun';

type AddonChoiceModelEvent = { type: 'server.addonsLoaded' | 'server.addonsFail' | 'user.retries' | 'user.ticks' | 'user.unticks' | 'user.ticksUnknown' | 'booking.made' };

/** One more add-on than a visit can carry. */
export const ADDONS: Service[] = Array.from({ length: ADDONS_MAX + 1 }, (_, index) => ({
  id: `a-${index + 1}`,
  name: `Add-on ${index + 1}`,
  description: '',
  price: 1000 + index * 500,
  category: 'add_ons',
  kind: 'addon',
  is_active: true,
  duration_minutes: 30,
  items: [],
}));

interface Expected {
  ticked: number;
  /** Whether the last step told the wizard the add-ons now chosen. */
  told: boolean;
}

const step = (changes: (context: Expected) => Partial<Expected>) =>
  assign<Expected, AddonChoiceModelEvent, undefined, AddonChoiceModelEvent, never>(({ context }) => ({ ...context, told: false, ...changes(context) }));

const userFlow = setup({
  types: { context: {} as Expected, events: {} as AddonChoiceModelEvent },
  guards: {
    hasRoom: ({ context }) => context.ticked < ADDONS_MAX,
    hasTicked: ({ context }) => context.ticked > 0,
  },
}).createMachine({
  id: 'addonChoiceFlow',
  context: { ticked: 0, told: false },
  initial: 'loading',
  states: {
    loading: {
      on: {
        'server.addonsLoaded': { target: 'ready', actions: step(() => ({})) },
        'server.addonsFail': { target: 'failed', actions: step(() => ({})) },
      },
    },
    // a quiet retry: the booking goes on without add-ons meanwhile
    failed: { on: { 'user.retries': { target: 'loading', actions: step(() => ({})) } } },
    ready: {
      on: {
        'user.ticks': [{ guard: 'hasRoom', actions: step(({ ticked }) => ({ ticked: ticked + 1, told: true })) }, { actions: step(() => ({})) }],
        'user.unticks': { guard: 'hasTicked', actions: step(({ ticked }) => ({ ticked: ticked - 1, told: true })) },
        // an add-on no longer listed cannot be ticked
        'user.ticksUnknown': { actions: step(() => ({})) },
        'booking.made': { actions: step(() => ({ ticked: 0 })) },
      },
    },
  },
});

/** The real add-on choice inside a stand-in wizard that records every change it is told. */
export class AddonChoiceRun extends ScriptedRun<'addons'> {
  readonly told: string[][] = [];
  readonly parent;

  constructor(options: Partial<RunOptions> = {}) {
    super(options);
    const wizard = setup({
      types: { events: {} as AddonsChanged },
      actors: { addonChoice: addonChoiceMachine.provide({ actors: { loadAddons: this.server.actor<Service[]>('addons') } }) },
    }).createMachine({
      invoke: { id: 'addonChoice', src: 'addonChoice' },
      on: { 'addons.changed': { actions: ({ event }) => void this.told.push(event.addons.map(({ id }) => id)) } },
    });
    this.parent = createActor(wizard, options).start();
  }

  get choice() {
    const child = this.parent.getSnapshot().children.addonChoice;
    if (!child) throw new Error('the wizard has no add-on choice');
    return child;
  }

  override beginStep() {
    super.beginStep();
    this.told.length = 0;
  }
}

function perform(run: AddonChoiceRun, event: ModelEvent<typeof userFlow>) {
  const ticked = run.choice.getSnapshot().context.chosenIds.length;
  switch (event.type) {
    case 'server.addonsLoaded':
      return run.server.answer('addons', ADDONS);
    case 'server.addonsFail':
      return run.server.fail('addons', new ApiError('HTTP 503: Service Unavailable', 503));
    case 'user.retries':
      return run.choice.send({ type: 'addons.retry' });
    case 'user.ticks':
      return run.choice.send({ type: 'addons.toggle', addonId: ADDONS[ticked]!.id });
    case 'user.unticks':
      return run.choice.send({ type: 'addons.toggle', addonId: ADDONS[ticked - 1]!.id });
    case 'user.ticksUnknown':
      return run.choice.send({ type: 'addons.toggle', addonId: 'gone' });
    case 'booking.made':
      return run.choice.send({ type: 'addons.clear' });
  }
}

export const addonChoiceFlow = defineFlowModel({
  name: 'addonChoice',
  model: userFlow,
  covers: [addonChoiceMachine],
  // told apart by how many are ticked, so the full list's refusal is reached
  paths: pathPerTransitionKeyedBy<typeof userFlow>(({ context }) => context.ticked),
  start: (options) => new AddonChoiceRun(options),
  perform,
});
