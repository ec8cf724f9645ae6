// Everything `npm run flows` writes to docs/flows/: a Mermaid page per flow and the atlas (index.html), built from
// the statecharts and from running every flow model's paths; plus what keeps the atlas from being complete.
import type { AnyStateNode } from 'xstate';
import { flowDocument } from '../flow-diagram';
import { loadFlows } from '../flow-registry';
import { stateNodesOf } from '../flow-transitions';
import { atlasEntries, atlasProblems, type FlowAtlasEntry } from './atlas';
import { runFlowModels } from './coverage';
import { findFlowModels, testsRunning } from './flow-models';
import { layoutMachine } from './layout';
import { atlasPage, type AtlasFlowView } from './page';
import { ATLAS_FILE } from './paths';
import { diagramSvg } from './svg';

export { ATLAS_FILE, FLOWS_DIR } from './paths';

export interface FlowDocument {
  /** Relative to docs/flows/. */
  file: string;
  content: string;
}

const isState = (node: AnyStateNode) => node.parent !== undefined;

async function viewOf(entry: FlowAtlasEntry): Promise<AtlasFlowView> {
  const { flow, rows, modelFiles } = entry;
  const diagram = await layoutMachine(flow.machine, rows);
  const testFiles = (await Promise.all(modelFiles.map((file) => testsRunning(file)))).flat();
  return {
    entry,
    svg: diagramSvg(diagram, `fa-${flow.name}`, `State diagram of ${flow.name}`),
    stateCount: stateNodesOf(flow.machine.root).filter(isState).length || 1,
    testFiles: [...new Set(testFiles)].sort(),
    pathCount: new Set(rows.flatMap((row) => [...row.testPaths])).size,
  };
}

export async function generateFlowDocuments(): Promise<{ documents: FlowDocument[]; problems: string[] }> {
  const flows = await loadFlows();
  const models = await findFlowModels();
  const coverage = await runFlowModels(models);
  const entries = atlasEntries(flows, coverage);
  const views = await Promise.all(entries.map(viewOf));
  return {
    documents: [
      ...flows.map(({ name, summary, machine }) => ({ file: `${name}.md`, content: flowDocument(name, summary, machine) })),
      { file: ATLAS_FILE, content: atlasPage(views) },
    ],
    problems: atlasProblems(entries),
  };
}
