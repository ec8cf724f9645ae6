// A flow model: an abstract model of what the customer, the server and the clock do (no I/O), and how each of its
// events is performed on the REAL machine. The model-based tests run its paths with their assertions; the flow
// atlas (`npm run flows`) runs the same paths to learn which path takes each transition of the real machines.
// Nothing here imports vitest, so scripts can run flow models too.
import { SimulatedClock, type AnyMachineSnapshot, type AnyStateMachine, type EventFromLogic, type InspectionEvent, type SnapshotFrom } from 'xstate';
import { createTestModel, type TestPath } from 'xstate/graph';
import { TransitionRecorder, type TakenTransition } from './transitionRecorder';

/** What every run gets for its actor: the recorder's inspector and a simulated clock for `after` delays. */
export interface RunOptions {
  inspect: (inspection: InspectionEvent) => void;
  clock: SimulatedClock;
}

/** A run of the real machine: any object, e.g. the actor with its scripted calls and what it asked of the page. */
export type FlowRun = object;

/** Calls the run's own `beginStep()`, when it has one. */
const beginStep = (run: FlowRun) => {
  if ('beginStep' in run && typeof run.beginStep === 'function') run.beginStep();
};

export type ModelSnapshot<TModel extends AnyStateMachine> = SnapshotFrom<TModel>;
export type ModelEvent<TModel extends AnyStateMachine> = EventFromLogic<TModel>;
export type FlowPath<TModel extends AnyStateMachine> = TestPath<ModelSnapshot<TModel>, ModelEvent<TModel>>;

export interface FlowModel<TModel extends AnyStateMachine, TRun extends FlowRun> {
  /** Names the model in reports and in the atlas. */
  name: string;
  model: TModel;
  /** The real machines it drives: its paths together must take every transition they define. */
  covers: AnyStateMachine[];
  /** The paths to run; one per model transition when left out. */
  paths?: (model: TModel) => FlowPath<TModel>[];
  /**
   * Creates the run: the real machine's actor with scripted actors (started, unless a model event starts it). A
   * `beginStep()` method of the run is called before every event.
   */
  start: (options: RunOptions) => TRun;
  /** Performs one model event on the real machine; `from` is the model's state before it. */
  perform: (run: TRun, event: ModelEvent<TModel>, from: ModelSnapshot<TModel>) => void | Promise<void>;
}

/** Types a flow model; the identity, so a model module reads as a declaration. */
export const defineFlowModel = <TModel extends AnyStateMachine, TRun extends FlowRun>(flow: FlowModel<TModel, TRun>) => flow;

/**
 * Lets promise actors settle and the machine react: one turn of the event loop. setImmediate, not setTimeout(0), whose
 * 1 ms floor was most of the model-based tests' time (thousands of paths, a turn after every step).
 */
export const settle = () => new Promise((resolve) => setImmediate(resolve));

/**
 * One path per model transition: the shortest way to each state the model tells apart, then each event that state
 * takes. States are told apart by their value and by `keyOf`, the parts of the context a guard reads where a model
 * has such guards (by value alone, no path would reach a guarded transition that needs another context).
 */
export function pathPerTransitionKeyedBy<TModel extends AnyStateMachine>(keyOf: (snapshot: ModelSnapshot<TModel>) => unknown) {
  return (model: TModel): FlowPath<TModel>[] => {
    const testModel = createTestModel(model);
    const shortestTo = new Map<string, FlowPath<TModel>>();
    for (const path of testModel.getShortestPaths({ allowDuplicatePaths: true })) {
      const key = JSON.stringify([(path.state as AnyMachineSnapshot).value, keyOf(path.state)]);
      const known = shortestTo.get(key);
      if (!known || path.steps.length < known.steps.length) shortestTo.set(key, path);
    }
    const eventTypes = model.events.filter((type) => !type.startsWith('xstate.'));
    return [...shortestTo.values()].flatMap((path) => {
      const before = path.steps.slice(1).map((step) => step.event);
      return eventTypes
        .filter((type) => (path.state as AnyMachineSnapshot).can({ type }))
        .flatMap((type) => testModel.getPathsFromEvents([...before, { type } as ModelEvent<TModel>]));
    });
  };
}

/** One path per model transition, telling states apart by their value: every transition is taken by a path of its own. */
export const pathPerTransition = <TModel extends AnyStateMachine>(model: TModel): FlowPath<TModel>[] => pathPerTransitionKeyedBy<TModel>(() => null)(model);

export const flowPaths = <TModel extends AnyStateMachine, TRun extends FlowRun>(flow: FlowModel<TModel, TRun>): FlowPath<TModel>[] =>
  (flow.paths ?? pathPerTransition)(flow.model);

/** The model's events along a path (its first `length` ones), readable: "server.listLoaded → user.opensCancel". */
export const pathLabel = (path: FlowPath<AnyStateMachine>, length = path.steps.length - 1) =>
  path.steps
    .slice(1, length + 1)
    .map((step) => step.event.type)
    .join(' → ');

export interface PathHooks<TModel extends AnyStateMachine, TRun extends FlowRun> {
  /** Before each event: the model's state it leaves and the event. */
  beforeEvent?: (from: ModelSnapshot<TModel>, event: ModelEvent<TModel>) => void;
  /** After the start and after each event: the model's state the real machine must now show. */
  check?: (state: ModelSnapshot<TModel>, run: TRun) => void | Promise<void>;
}

/** Runs one path on a fresh real actor; answers the real machines' transitions it took. */
export async function runFlowPath<TModel extends AnyStateMachine, TRun extends FlowRun>(
  flow: FlowModel<TModel, TRun>,
  path: FlowPath<TModel>,
  hooks: PathHooks<TModel, TRun> = {},
): Promise<TakenTransition[]> {
  const recorder = new TransitionRecorder();
  const run = flow.start({ inspect: recorder.inspect, clock: new SimulatedClock() });
  const [start, ...steps] = path.steps;
  if (!start) throw new Error(`${flow.name}: a path without steps`);
  let from = start.state;
  await hooks.check?.(from, run);
  for (const [index, step] of steps.entries()) {
    recorder.step = index + 1;
    hooks.beforeEvent?.(from, step.event);
    beginStep(run);
    await flow.perform(run, step.event, from);
    await settle();
    await hooks.check?.(step.state, run);
    from = step.state;
  }
  return recorder.taken;
}
