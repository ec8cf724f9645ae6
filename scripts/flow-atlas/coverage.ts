// Runs every path of every flow model on the real machines, as the model-based tests do (without their checks), and
// records for each transition of the real machines the paths that take it and the texts it showed on the way.
import { flowPaths, pathLabel, runFlowPath } from '../../tests/setup/flowModel';
import type { FoundFlowModel } from './flow-models';

export interface CoveringPath {
  /** The flow model's name and module. */
  model: string;
  modelFile: string;
  /** The events of a test path up to the one that takes the transition: "server.listLoaded → user.opensCancel". */
  label: string;
  steps: number;
}

export interface Taken {
  /** Each way the tests take it once, shortest first. */
  paths: CoveringPath[];
  /** The whole test paths that take it, as "model file|events". */
  testPaths: Set<string>;
  texts: Set<string>;
}

/** Transition key → the paths that take it (shortest first) and the texts it showed. */
export type CoverageByTransition = ReadonlyMap<string, Taken>;

export async function runFlowModels(models: readonly FoundFlowModel[]): Promise<CoverageByTransition> {
  const byKey = new Map<string, Taken>();
  for (const { flow, file } of models) {
    for (const path of flowPaths(flow)) {
      const whole = pathLabel(path);
      const taken = await runFlowPath(flow, path).catch((error: unknown) => {
        throw new Error(`${file}: the path "${whole}" failed on the real machine: ${error instanceof Error ? error.message : String(error)}`);
      });
      for (const { key, texts, step } of taken) {
        const covering: CoveringPath = { model: flow.name, modelFile: file, label: pathLabel(path, step), steps: step };
        const entry = byKey.get(key) ?? { paths: [], testPaths: new Set<string>(), texts: new Set<string>() };
        if (!entry.paths.some((known) => known.model === covering.model && known.label === covering.label)) entry.paths.push(covering);
        entry.testPaths.add(`${file}|${whole}`);
        texts.forEach((text) => entry.texts.add(text));
        byKey.set(key, entry);
      }
    }
  }
  for (const entry of byKey.values()) entry.paths.sort((a, b) => a.steps - b.steps || a.label.localeCompare(b.label));
  return byKey;
}
