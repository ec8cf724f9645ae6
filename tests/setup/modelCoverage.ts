// The model-based test harness: runs a flow model's paths as tests, checks the real machine after every step, and
// fails when the paths leave a transition untaken — of the model ("state|event") or of the real machines it drives.
import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { afterAll, describe, expect, it } from 'vitest';
import { machineTransitions } from '../../scripts/flow-transitions';
import { flowPaths, runFlowPath, type FlowModel, type FlowRun, type ModelEvent, type ModelSnapshot } from './flowModel';
import type { TakenTransition } from './transitionRecorder';

/** Every transition a model defines, as "state|event". */
export function modelTransitions(model: AnyStateMachine) {
  const all = new Set<string>();
  const visit = (node: AnyStateNode) => {
    for (const [eventType, transitions] of node.transitions) if (transitions.length > 0) all.add(`${node.key}|${eventType}`);
    Object.values(node.states).forEach(visit);
  };
  visit(model.root);
  return all;
}

/** Records the transitions the paths take; `report` prints "name: covered X/Y" and fails on any left untaken. */
export function transitionCoverage(name: string, model: AnyStateMachine) {
  const covered = new Set<string>();
  return {
    record: (state: string, eventType: string) => covered.add(`${state}|${eventType}`),
    report: (pathCount: number) => {
      const total = modelTransitions(model);
      const hit = [...total].filter((transition) => covered.has(transition));
      console.log(`${name}: covered ${hit.length}/${total.size} transitions (${pathCount} paths)`);
      expect([...total].filter((transition) => !covered.has(transition))).toEqual([]);
    },
  };
}

/** The transitions of real machines the paths take; `report` fails on any left untaken. */
export function machineCoverage(machines: readonly AnyStateMachine[]) {
  const taken = new Set<string>();
  return {
    record: (transitions: readonly TakenTransition[]) => transitions.forEach(({ key }) => taken.add(key)),
    report: () => {
      for (const machine of machines) {
        const keys = machineTransitions(machine).map(({ key }) => key);
        const untaken = keys.filter((key) => !taken.has(key));
        console.log(`${machine.id} machine: covered ${keys.length - untaken.length}/${keys.length} transitions`);
        expect(untaken, `transitions of ${machine.id} no path takes`).toEqual([]);
      }
    },
  };
}

/** The key of the model state that handles `eventType` in `state`: the deepest active one. */
const handlingState = (state: ModelSnapshot<AnyStateMachine>, eventType: string) =>
  [...state._nodes].reverse().find((node) => node.transitions.has(eventType))?.key ?? String(state.value);

/**
 * One test per path of the flow model: the path's events are performed on a fresh real actor and `check` compares
 * the real machine with the model's state after the start and after every step. After the last path, the model's
 * transitions and the real machines' transitions must all have been taken.
 */
export function modelTest<TModel extends AnyStateMachine, TRun extends FlowRun>(
  title: string,
  flow: FlowModel<TModel, TRun>,
  check: (state: ModelSnapshot<TModel>, run: TRun) => void | Promise<void>,
) {
  const paths = flowPaths(flow);
  const modelCovered = transitionCoverage(flow.name, flow.model);
  const machineCovered = machineCoverage(flow.covers);
  const beforeEvent = (from: ModelSnapshot<TModel>, event: ModelEvent<TModel>) =>
    modelCovered.record(handlingState(from, event.type), event.type);

  describe(title, () => {
    afterAll(() => {
      modelCovered.report(paths.length);
      machineCovered.report();
    });

    it.each(paths.map((path) => [path.description, path] as const))('%s', async (_description, path) => {
      machineCovered.record(await runFlowPath(flow, path, { beforeEvent, check }));
    });
  });
}
