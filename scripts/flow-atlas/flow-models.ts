// Finds the flow models the model-based tests run, by convention: each module of tests/models/ exports a `…Flow`
// made with `defineFlowModel` (tests/setup/flowModel.ts). Scripts import these modules, so they must not use vitest.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AnyStateMachine } from 'xstate';
import type { FlowModel, FlowRun } from '../../tests/setup/flowModel';

export const MODELS_DIR = 'tests/models';

export type AnyFlowModel = FlowModel<AnyStateMachine, FlowRun>;

export interface FoundFlowModel {
  flow: AnyFlowModel;
  /** The module, relative to the repository root. */
  file: string;
}

const isFlowModel = (value: unknown): value is AnyFlowModel =>
  typeof value === 'object' && value !== null && 'model' in value && 'covers' in value && 'start' in value && 'perform' in value;

export async function findFlowModels(root = process.cwd()): Promise<FoundFlowModel[]> {
  const dir = path.join(root, MODELS_DIR);
  const files = (await readdir(dir).catch(() => [])).filter((file) => /\.ts$/.test(file)).sort();
  const found: FoundFlowModel[] = [];
  for (const file of files) {
    const module = (await import(pathToFileURL(path.join(dir, file)).href)) as Record<string, unknown>;
    for (const [exportName, value] of Object.entries(module).sort(([a], [b]) => a.localeCompare(b))) {
      if (exportName.endsWith('Flow') && isFlowModel(value)) found.push({ flow: value, file: `${MODELS_DIR}/${file}` });
    }
  }
  return found;
}

/** The test files (under tests/) that run a flow model module's paths with `modelTest`. */
export async function testsRunning(modelFile: string, root = process.cwd()): Promise<string[]> {
  const moduleName = path.basename(modelFile, '.ts');
  const importPattern = new RegExp(`from '(\\.\\./)+models/${moduleName}'`);
  const files = (await readdir(path.join(root, 'tests'), { recursive: true })).filter((file) => /\.test\.tsx?$/.test(file)).sort();
  const running: string[] = [];
  for (const file of files) {
    const source = await readFile(path.join(root, 'tests', file), 'utf8');
    if (importPattern.test(source) && source.includes('modelTest(')) running.push(`tests/${file.split(path.sep).join('/')}`);
  }
  return running;
}
