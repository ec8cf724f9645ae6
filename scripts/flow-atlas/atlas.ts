// What the atlas says about each flow: every transition of its machine (numbered as in its diagram), the catalogue
// messages it can show, and the test paths that take it; and what is wrong when a transition has no path.
import type { AnyStateNode } from 'xstate';
import type { Flow } from '../flow-registry';
import { machineTransitions, type MachineTransition } from '../flow-transitions';
import { catalogueEntries, catalogueKeysOf } from './catalogue';
import type { CoverageByTransition, CoveringPath } from './coverage';
import { DECLARED_MESSAGES } from './declared-messages';
import { staticTexts } from './static-texts';

export interface TransitionRow {
  number: number;
  transition: MachineTransition;
  from: string;
  to: string[];
  /** "from · event [guard]": how declared-messages.ts names it. */
  name: string;
  /** Catalogue keys, in catalogue order. */
  messages: string[];
  /** Shortest first. */
  paths: CoveringPath[];
  /** The whole test paths that take it (see coverage.ts). */
  testPaths: ReadonlySet<string>;
}

export interface FlowAtlasEntry {
  flow: Flow;
  rows: TransitionRow[];
  /** The flow models whose paths take its transitions. */
  modelFiles: string[];
}

const stateName = (node: AnyStateNode) => (node.path.length > 0 ? node.path.join('.') : Object.keys(node.states).length > 0 ? 'any state' : node.key);

/** Catalogue keys once each, in catalogue order. */
function inCatalogueOrder(keys: readonly string[]): string[] {
  const order = catalogueEntries().map(({ key }) => key);
  return [...new Set(keys)].sort((a, b) => order.indexOf(a) - order.indexOf(b));
}

function rowOf(transition: MachineTransition, number: number, flow: Flow, coverage: CoverageByTransition): TransitionRow {
  const from = stateName(transition.source);
  const name = `${from} · ${transition.event}${transition.guard ? ` [${transition.guard}]` : ''}`;
  const taken = coverage.get(transition.key);
  const shown = catalogueKeysOf([...staticTexts(transition), ...(taken?.texts ?? [])]);
  const declared = DECLARED_MESSAGES[flow.name]?.[name] ?? [];
  return {
    number,
    transition,
    from,
    to: transition.targets.map(stateName),
    name,
    messages: inCatalogueOrder([...shown, ...declared]),
    paths: taken?.paths ?? [],
    testPaths: taken?.testPaths ?? new Set(),
  };
}

export function atlasEntries(flows: readonly Flow[], coverage: CoverageByTransition): FlowAtlasEntry[] {
  return flows.map((flow) => {
    const rows = machineTransitions(flow.machine).map((transition, index) => rowOf(transition, index + 1, flow, coverage));
    return {
      flow,
      rows,
      modelFiles: [...new Set(rows.flatMap((row) => row.paths.map((path) => path.modelFile)))].sort(),
    };
  });
}

/** Everything that makes the atlas incomplete or stale; empty when every transition has its covering path. */
export function atlasProblems(entries: readonly FlowAtlasEntry[]): string[] {
  const problems: string[] = [];
  const names = new Set(entries.map(({ flow }) => flow.name));
  const catalogueKeys = new Set(catalogueEntries().map(({ key }) => key));
  for (const { flow, rows } of entries) {
    const uncovered = rows.filter((row) => row.paths.length === 0);
    if (uncovered.length > 0) problems.push(`${flow.name}: no test path takes ${uncovered.map((row) => `#${row.number} ${row.name}`).join(', ')}`);
    const rowNames = new Set(rows.map((row) => row.name));
    for (const [name, keys] of Object.entries(DECLARED_MESSAGES[flow.name] ?? {})) {
      if (!rowNames.has(name)) problems.push(`${flow.name}: declared-messages.ts names "${name}", which is no transition of it`);
      for (const key of keys) if (!catalogueKeys.has(key)) problems.push(`${flow.name}: declared-messages.ts names "${key}", which is not in the catalogue`);
    }
  }
  for (const name of Object.keys(DECLARED_MESSAGES)) {
    if (!names.has(name)) problems.push(`scripts/flow-atlas names the flow "${name}", which the registry does not have`);
  }
  return problems;
}
