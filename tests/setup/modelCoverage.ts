// Transition coverage of a model-based test: which "state|event" pairs of the user-flow model the paths took.
import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { expect } from 'vitest';

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

/** The `events` map of `path.test()`: every event type of the model runs `step`, which performs it on the real machine. */
export const eachEvent = <E extends { type: string }>(types: readonly E['type'][], step: (event: E) => Promise<void>) =>
  Object.fromEntries(types.map((type) => [type, ({ event }: { event: E }) => step(event)]));
