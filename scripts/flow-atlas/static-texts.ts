// The texts a transition states outright in its definition: the fixed params of its actions (a toast's message),
// the fixed values its `assign`s write (an error sentence), and the same for the entry actions of the states it
// enters. Texts computed at run time are learned by running the flow models (coverage.ts).
import type { AnyStateMachine } from 'xstate';
import type { MachineTransition } from '../flow-transitions';

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

function stringsIn(value: unknown, found: Set<string>) {
  if (typeof value === 'string') found.add(value);
  // A sentence named lazily (`() => messages.x`, read in the language in force) or params made without inputs.
  else if (typeof value === 'function' && value.length === 0) stringsIn(value(), found);
  else if (Array.isArray(value) || isPlainObject(value)) Object.values(value).forEach((inner) => stringsIn(inner, found));
}

/** The fixed part of one action: its params, or what an `assign` writes. */
function fixedPartsOf(action: unknown, machine: AnyStateMachine): unknown[] {
  if (typeof action === 'string') return fixedPartsOf(machine.implementations.actions[action], machine);
  if (typeof action === 'function') return 'assignment' in action ? [action.assignment] : [];
  if (isPlainObject(action)) {
    const implementation = typeof action.type === 'string' ? machine.implementations.actions[action.type] : undefined;
    return [action.params, ...fixedPartsOf(implementation, machine)];
  }
  return [];
}

export function staticTexts(transition: MachineTransition): Set<string> {
  const { machine } = transition.source;
  const actions = [...transition.definition.actions, ...transition.targets.filter((target) => target !== transition.source).flatMap((target) => target.entry)];
  const found = new Set<string>();
  for (const action of actions) fixedPartsOf(action, machine).forEach((part) => stringsIn(part, found));
  return found;
}
