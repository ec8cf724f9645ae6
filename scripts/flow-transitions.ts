// Every transition a statechart defines, in document order, with a key that names it across copies of the machine
// (`machine.provide(…)` builds new state nodes; their ids stay the same). The diagrams, the atlas's table and the
// model-test harness's coverage all list transitions through this one module.
import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';

export interface MachineTransition {
  key: string;
  source: AnyStateNode;
  /** The state nodes it enters; the source itself for a transition without a target. */
  targets: AnyStateNode[];
  /** What triggers it, readable: "myBookings.confirm", "done: loadBookings", "after 2 s", "always". */
  event: string;
  guard: string | null;
  definition: AnyTransitionDefinition;
}

const ALWAYS = '';

const definitionsOf = (node: AnyStateNode): AnyTransitionDefinition[] => [...[...node.transitions.values()].flat(), ...(node.always ?? [])];

/** "stateId|eventType|position among the source's transitions for that event". */
export function transitionKey(definition: AnyTransitionDefinition): string {
  const { source, eventType } = definition;
  const siblings = eventType === ALWAYS ? (source.always ?? []) : (source.transitions.get(eventType) ?? []);
  return `${source.id}|${eventType || 'always'}|${siblings.indexOf(definition)}`;
}

/** A guard's name; combined guards read "and(isA, not(isB))". */
export function guardName(guard: AnyTransitionDefinition['guard'] | undefined): string | null {
  if (!guard) return null;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'function') {
    const name = guard.name || 'guard';
    if ('stateValue' in guard) return `${name}(${JSON.stringify(guard.stateValue)})`;
    const parts: unknown = 'guards' in guard ? guard.guards : 'guard' in guard ? [guard.guard] : null;
    return Array.isArray(parts) ? `${name}(${parts.map((part: AnyTransitionDefinition['guard']) => guardName(part) ?? 'guard').join(', ')})` : name;
  }
  return typeof guard.type === 'string' ? guard.type : 'guard';
}

const delayLabel = (delay: string, machine: AnyStateMachine) => {
  const value: unknown = /^\d+$/.test(delay) ? Number(delay) : machine.implementations.delays[delay];
  if (typeof value !== 'number') return `after ${delay}`;
  return value % 1000 === 0 ? `after ${value / 1000} s` : `after ${value} ms`;
};

/** Readable event names: an invoked actor's result reads "done: actorName" / "error: actorName", a delay "after 2 s". */
export function eventLabel(eventType: string, node: AnyStateNode): string {
  if (eventType === ALWAYS) return 'always';
  const actorResult = /^xstate\.(done|error)\.actor\.(.+)$/.exec(eventType);
  if (actorResult) {
    const invoked = node.invoke.find((definition) => definition.id === actorResult[2]);
    const name = typeof invoked?.src === 'string' ? invoked.src : actorResult[2];
    return `${actorResult[1]}: ${name}`;
  }
  const delayed = /^xstate\.after\.([^.]+)\./.exec(eventType);
  if (delayed) return delayLabel(delayed[1]!, node.machine);
  return eventType;
}

/** The transitions of one state node, its own only (not its children's). */
export function transitionsFrom(node: AnyStateNode): MachineTransition[] {
  return definitionsOf(node).map((definition) => ({
    key: transitionKey(definition),
    source: node,
    targets: definition.target?.length ? [...definition.target] : [node],
    event: eventLabel(definition.eventType, node),
    guard: guardName(definition.guard),
    definition,
  }));
}

/** Every state node below `node`, depth first in document order, `node` included. */
export function stateNodesOf(node: AnyStateNode): AnyStateNode[] {
  return [node, ...Object.values(node.states).flatMap((child) => stateNodesOf(child))];
}

export const machineTransitions = (machine: AnyStateMachine): MachineTransition[] => stateNodesOf(machine.root).flatMap(transitionsFrom);
