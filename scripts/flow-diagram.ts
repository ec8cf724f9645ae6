// Turns a statechart definition into a Mermaid state diagram, so QA can read every flow (docs/flows/).
import type { AnyStateMachine, AnyStateNode } from 'xstate';

interface TransitionLike {
  eventType: string;
  target?: ReadonlyArray<AnyStateNode>;
  guard?: { type?: string } | ((...args: never[]) => unknown) | string;
  reenter?: boolean;
}

const nodeId = (node: AnyStateNode) => node.path.join('__') || 'root';

const guardName = (guard: TransitionLike['guard']) => {
  if (!guard) return '';
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'function') return guard.name || 'guard';
  return guard.type ?? 'guard';
};

/** Readable event names: an invoked actor's result reads "done: actorName" / "error: actorName". */
const eventLabel = (eventType: string, node?: AnyStateNode) => {
  const actorResult = /^xstate\.(done|error)\.actor\.(.+)$/.exec(eventType);
  if (actorResult) {
    const invoked = (node?.invoke ?? []).find((definition: { id: string }) => definition.id === actorResult[2]) as { src?: unknown } | undefined;
    const name = typeof invoked?.src === 'string' ? invoked.src : actorResult[2];
    return `${actorResult[1]}: ${name}`;
  }
  return eventType.replace(/^xstate\.after\.(\d+)\..*$/, 'after $1 ms').replace(/^xstate\.after\.(\w+)\..*$/, 'after $1');
};

const transitionsOf = (node: AnyStateNode): TransitionLike[] => {
  const list: TransitionLike[] = [];
  for (const transitions of Object.values(node.on as Record<string, TransitionLike[]>)) list.push(...transitions);
  for (const transition of (node.always ?? []) as TransitionLike[]) list.push({ ...transition, eventType: 'always' });
  for (const transition of (node.after ?? []) as TransitionLike[]) list.push(transition);
  return list;
};

function renderNode(node: AnyStateNode, indent: string, lines: string[]) {
  const children = Object.values(node.states) as AnyStateNode[];
  if (children.length === 0) return;
  const initial = node.initial?.target?.[0] as AnyStateNode | undefined;
  if (initial) lines.push(`${indent}[*] --> ${nodeId(initial)}`);
  for (const child of children) {
    lines.push(`${indent}state "${child.key}" as ${nodeId(child)}`);
    if (child.type === 'final') lines.push(`${indent}${nodeId(child)} --> [*]`);
    if (child.tags.length > 0) lines.push(`${indent}note right of ${nodeId(child)} : tags ${[...child.tags].sort().join(', ')}`);
    if (Object.keys(child.states).length > 0) {
      lines.push(`${indent}state ${nodeId(child)} {`);
      renderNode(child, `${indent}  `, lines);
      lines.push(`${indent}}`);
    }
  }
}

function renderTransitions(node: AnyStateNode, lines: string[]) {
  for (const transition of transitionsOf(node)) {
    const guard = guardName(transition.guard);
    const label = `${eventLabel(transition.eventType, node)}${guard ? ` [${guard}]` : ''}`;
    const targets = transition.target?.length ? transition.target : [node];
    for (const target of targets) lines.push(`  ${nodeId(node)} --> ${nodeId(target)} : ${label}`);
  }
  for (const child of Object.values(node.states) as AnyStateNode[]) renderTransitions(child, lines);
}

/** The Mermaid `stateDiagram-v2` source of a machine: states (nested), initial states, events, guards, tags. */
export function mermaidOf(machine: AnyStateMachine): string {
  const lines = ['stateDiagram-v2'];
  renderNode(machine.root, '  ', lines);
  for (const child of Object.values(machine.root.states) as AnyStateNode[]) renderTransitions(child, lines);
  for (const transition of transitionsOf(machine.root)) {
    const guard = guardName(transition.guard);
    lines.push(`  %% from any state: ${eventLabel(transition.eventType)}${guard ? ` [${guard}]` : ''}`);
  }
  return lines.join('\n');
}

export function flowDocument(name: string, summary: string, machine: AnyStateMachine): string {
  return [
    `# ${name}`,
    '',
    summary,
    '',
    'Generated from the machine definition by `npm run flows`; a test fails when this file is stale.',
    '',
    '```mermaid',
    mermaidOf(machine),
    '```',
    '',
  ].join('\n');
}
