// Turns a statechart definition into a Mermaid state diagram (docs/flows/{machine}.md), for any Mermaid viewer.
import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { transitionsFrom, type MachineTransition } from './flow-transitions';

const nodeId = (node: AnyStateNode) => node.path.join('__') || 'root';

const label = ({ event, guard }: MachineTransition) => `${event}${guard ? ` [${guard}]` : ''}`;

function renderNode(node: AnyStateNode, indent: string, lines: string[]) {
  const children = Object.values(node.states);
  if (children.length === 0) return;
  const initial = node.type === 'compound' ? node.initial.target[0] : undefined;
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
  for (const transition of transitionsFrom(node)) {
    for (const target of transition.targets) lines.push(`  ${nodeId(node)} --> ${nodeId(target)} : ${label(transition)}`);
  }
  for (const child of Object.values(node.states)) renderTransitions(child, lines);
}

/** The Mermaid `stateDiagram-v2` source of a machine: states (nested), initial states, events, guards, tags. */
export function mermaidOf(machine: AnyStateMachine): string {
  const lines = ['stateDiagram-v2'];
  if (Object.keys(machine.root.states).length === 0) {
    // A machine of one state: its events change only its context.
    lines.push(`  [*] --> root`, `  state "${machine.root.key}" as root`);
    renderTransitions(machine.root, lines);
    return lines.join('\n');
  }
  renderNode(machine.root, '  ', lines);
  for (const child of Object.values(machine.root.states)) renderTransitions(child, lines);
  for (const transition of transitionsFrom(machine.root)) lines.push(`  %% from any state: ${label(transition)}`);
  return lines.join('\n');
}

export function flowDocument(name: string, summary: string, machine: AnyStateMachine): string {
  return [
    `# ${name}`,
    '',
    summary,
    '',
    'Generated from the machine definition by `npm run flows`; a test fails when this file is stale. The flow atlas',
    '([index.html](index.html)) draws the same chart with the test path that covers each transition.',
    '',
    '```mermaid',
    mermaidOf(machine),
    '```',
    '',
  ].join('\n');
}
