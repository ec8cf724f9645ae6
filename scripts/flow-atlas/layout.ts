// Lays a statechart out with ELK's layered algorithm (nested states inside their parents, edges routed across
// levels), so the atlas can draw it as SVG without a browser. Every size is computed here from the text it holds;
// every position comes back from ELK in the diagram's own coordinates.
import ELK, { type ElkExtendedEdge, type ElkNode, type ElkPoint } from 'elkjs/lib/elk.bundled.js';
import type { AnyStateMachine, AnyStateNode } from 'xstate';
import type { MachineTransition } from '../flow-transitions';
import { textWidth } from './text-width';

export const STATE_FONT = 13;
export const TAG_FONT = 11;
export const LABEL_FONT = 11;
export const LINE_HEIGHT = 14;
const STATE_PADDING_X = 14;
const STATE_HEIGHT = 34;
const TAGGED_STATE_HEIGHT = 46;
const TITLE_HEIGHT = 30;
const LABEL_PADDING = 4;
const INITIAL_SIZE = 12;

export type ShapeKind = 'state' | 'final' | 'compound' | 'parallel' | 'region' | 'any' | 'initial';

export interface Shape {
  id: string;
  kind: ShapeKind;
  name: string;
  tags: string[];
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface Connector {
  points: ElkPoint[];
  /** The numbered transitions it stands for, one per line; none for the arrow to an initial state. */
  lines: string[];
  label: { x: number; y: number; width: number; height: number } | null;
}

export interface Diagram {
  width: number;
  height: number;
  /** Outer shapes first, so inner ones are drawn on top. */
  shapes: Shape[];
  connectors: Connector[];
}

/** A transition as the diagram shows it: its number in the atlas's table, its event and its guard. */
export interface NumberedTransition {
  number: number;
  transition: MachineTransition;
}

const ANY_STATE = 'any state';
/** Marks the invisible edges that only order regions. */
const STACKING = 'stack:';

const kindOf = (node: AnyStateNode): ShapeKind => {
  if (node.type === 'final') return 'final';
  if (node.type === 'parallel') return 'parallel';
  if (node.parent?.type === 'parallel') return 'region';
  return Object.keys(node.states).length > 0 ? 'compound' : 'state';
};

/** The event as the diagram shows it: without the machine's own prefix ("myBookings.confirm" → "confirm"). */
function shortEvent(event: string, machine: AnyStateMachine): string {
  return event.startsWith(`${machine.id}.`) ? event.slice(machine.id.length + 1) : event;
}

const connectorLine = ({ number, transition }: NumberedTransition) =>
  `${number} ${shortEvent(transition.event, transition.source.machine)}${transition.guard ? ` [${transition.guard}]` : ''}`;

const stateWidth = (name: string, tags: readonly string[]) =>
  Math.ceil(Math.max(textWidth(name, STATE_FONT), ...tags.map((tag) => textWidth(tag, TAG_FONT))) + 2 * STATE_PADDING_X);

interface Built {
  nodes: ElkNode[];
  edges: ElkExtendedEdge[];
  shapes: Map<string, Omit<Shape, 'x' | 'y' | 'width' | 'height'>>;
}

function addState(node: AnyStateNode, into: ElkNode[], built: Built) {
  const kind = kindOf(node);
  const tags = [...node.tags].sort();
  built.shapes.set(node.id, { id: node.id, kind, name: node.key, tags });
  const children = Object.values(node.states);
  if (children.length === 0) {
    into.push({ id: node.id, width: stateWidth(node.key, tags), height: tags.length > 0 ? TAGGED_STATE_HEIGHT : STATE_HEIGHT });
    return;
  }
  const elkNode: ElkNode = {
    id: node.id,
    children: [],
    layoutOptions: {
      'elk.padding': `[top=${TITLE_HEIGHT + (tags.length > 0 ? LINE_HEIGHT : 0)},left=14,bottom=14,right=14]`,
      'elk.nodeSize.constraints': 'MINIMUM_SIZE',
      'elk.nodeSize.minimum': `(${stateWidth(node.key, tags)}, ${STATE_HEIGHT})`,
    },
  };
  into.push(elkNode);
  addInitialMarker(node, elkNode.children!, built);
  for (const child of children) addState(child, elkNode.children!, built);
  stackRegions(node, built);
}

/** Regions running side by side are drawn one above the other, so a chart grows down the page, not across it. */
function stackRegions(node: AnyStateNode, built: Built) {
  if (node.type !== 'parallel') return;
  const regions = Object.values(node.states);
  regions.slice(1).forEach((region, index) => {
    built.edges.push({ id: `${STACKING}${region.id}`, sources: [regions[index]!.id], targets: [region.id] });
  });
}

/** A dot with an arrow to the initial child, inside every compound state that has one. */
function addInitialMarker(node: AnyStateNode, into: ElkNode[], built: Built) {
  const initial = node.type === 'compound' ? node.initial.target[0] : undefined;
  if (!initial) return;
  const id = `${node.id}#initial`;
  built.shapes.set(id, { id, kind: 'initial', name: '', tags: [] });
  into.push({ id, width: INITIAL_SIZE, height: INITIAL_SIZE });
  built.edges.push({ id: `${id}>`, sources: [id], targets: [initial.id] });
}

function labelOf(lines: string[]) {
  const width = Math.ceil(Math.max(...lines.map((line) => textWidth(line, LABEL_FONT))) + 2 * LABEL_PADDING);
  return { text: lines.join('\n'), width, height: lines.length * LINE_HEIGHT + LABEL_PADDING };
}

/** One connector per source and target; its label lists every transition between them. */
function addTransitions(machine: AnyStateMachine, transitions: readonly NumberedTransition[], built: Built) {
  const rootHasStates = Object.keys(machine.root.states).length > 0;
  const anyStateId = `${machine.root.id}#any`;
  const grouped = new Map<string, { source: string; target: string; lines: string[] }>();
  for (const numbered of transitions) {
    const { source, targets } = numbered.transition;
    const sourceId = source === machine.root && rootHasStates ? anyStateId : source.id;
    for (const target of targets) {
      const targetId = target === machine.root && rootHasStates ? anyStateId : target.id;
      const key = `${sourceId}>${targetId}`;
      const group = grouped.get(key) ?? { source: sourceId, target: targetId, lines: [] };
      group.lines.push(connectorLine(numbered));
      grouped.set(key, group);
    }
  }
  if ([...grouped.values()].some(({ source, target }) => source === anyStateId || target === anyStateId)) {
    built.shapes.set(anyStateId, { id: anyStateId, kind: 'any', name: ANY_STATE, tags: [] });
    built.nodes.push({ id: anyStateId, width: stateWidth(ANY_STATE, []), height: STATE_HEIGHT });
  }
  for (const { source, target, lines } of grouped.values()) {
    built.edges.push({ id: `${source}>${target}`, sources: [source], targets: [target], labels: [labelOf(lines)] });
  }
}

const LAYOUT_OPTIONS = {
  'elk.algorithm': 'layered',
  'elk.direction': 'DOWN',
  'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
  'elk.edgeRouting': 'ORTHOGONAL',
  'elk.spacing.nodeNode': '28',
  'elk.layered.spacing.nodeNodeBetweenLayers': '36',
  'elk.spacing.edgeLabel': '4',
  'elk.spacing.edgeNode': '14',
  'elk.layered.spacing.edgeNodeBetweenLayers': '14',
  'elk.layered.nodePlacement.strategy': 'BRANDES_KOEPF',
  'elk.randomSeed': '1',
  'elk.padding': '[top=12,left=12,bottom=12,right=12]',
  'org.eclipse.elk.json.edgeCoords': 'ROOT',
  'org.eclipse.elk.json.shapeCoords': 'ROOT',
};

const elk = new ELK();

function collectShapes(nodes: readonly ElkNode[], built: Built, into: Shape[]) {
  for (const node of nodes) {
    const shape = built.shapes.get(node.id);
    if (!shape) throw new Error(`the layout returned an unknown node ${node.id}`);
    into.push({ ...shape, x: node.x ?? 0, y: node.y ?? 0, width: node.width ?? 0, height: node.height ?? 0 });
    collectShapes(node.children ?? [], built, into);
  }
}

export async function layoutMachine(machine: AnyStateMachine, transitions: readonly NumberedTransition[]): Promise<Diagram> {
  const built: Built = { nodes: [], edges: [], shapes: new Map() };
  const root = machine.root;
  if (Object.keys(root.states).length === 0) {
    built.shapes.set(root.id, { id: root.id, kind: 'state', name: root.key, tags: [...root.tags].sort() });
    built.nodes.push({ id: root.id, width: stateWidth(root.key, []), height: STATE_HEIGHT });
  } else {
    addInitialMarker(root, built.nodes, built);
    for (const child of Object.values(root.states)) addState(child, built.nodes, built);
    stackRegions(root, built);
  }
  addTransitions(machine, transitions, built);
  const graph: ElkNode = { id: `${root.id}#diagram`, layoutOptions: LAYOUT_OPTIONS, children: built.nodes, edges: built.edges };
  const laidOut = await elk.layout(graph);
  const shapes: Shape[] = [];
  collectShapes(laidOut.children ?? [], built, shapes);
  const connectors = (laidOut.edges ?? []).filter((edge) => !edge.id.startsWith(STACKING)).map((edge): Connector => {
    const points = (edge.sections ?? []).flatMap((section) => [section.startPoint, ...(section.bendPoints ?? []), section.endPoint]);
    const label = edge.labels?.[0];
    return {
      points,
      lines: label?.text ? label.text.split('\n') : [],
      label: label ? { x: label.x ?? 0, y: label.y ?? 0, width: label.width ?? 0, height: label.height ?? 0 } : null,
    };
  });
  return { width: Math.ceil(laidOut.width ?? 0), height: Math.ceil(laidOut.height ?? 0), shapes, connectors };
}
