// docs/flows/ is generated from the statecharts and from running their flow models (`npm run flows`): these tests
// regenerate it in memory and fail when a machine is not in the registry, when a transition has no covering test
// path, or when a committed file is stale.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ATLAS_FILE, FLOWS_DIR, generateFlowDocuments, type FlowDocument } from '../scripts/flow-atlas/documents';
import { findMachines } from '../scripts/flow-machines';
import { registryProblems } from '../scripts/flow-registry';

const RUN_FLOWS = 'run `npm run flows` after changing a machine or a flow model';

const committed = (file: string) => readFile(path.join(FLOWS_DIR, file), 'utf8').catch(() => '');

describe('flow atlas and diagrams (docs/flows)', () => {
  let documents: FlowDocument[] = [];
  let problems: string[] = [];

  beforeAll(async () => {
    ({ documents, problems } = await generateFlowDocuments());
  });

  it('the registry describes every machine of src/machines/, and nothing else', async () => {
    expect(registryProblems(await findMachines())).toEqual([]);
  });

  it('every transition of every flow has a covering model-based test path', () => {
    expect(problems).toEqual([]);
  });

  it(`holds exactly the generated files — ${RUN_FLOWS}`, async () => {
    const files = (await readdir(FLOWS_DIR)).filter((file) => /\.(md|html)$/.test(file)).sort();
    expect(files).toEqual(documents.map(({ file }) => file).sort());
  });

  it(`each Mermaid page matches its machine — ${RUN_FLOWS}`, async () => {
    for (const { file, content } of documents.filter(({ file }) => file.endsWith('.md'))) {
      expect.soft(await committed(file), file).toBe(content);
    }
  });

  it(`the atlas (${FLOWS_DIR}/${ATLAS_FILE}) matches the machines and their test paths — ${RUN_FLOWS}`, async () => {
    const atlas = documents.find(({ file }) => file === ATLAS_FILE)?.content;
    // Compared as a whole: a line diff of the page would bury the one sentence that matters.
    expect((await committed(ATLAS_FILE)) === atlas, `${FLOWS_DIR}/${ATLAS_FILE} is stale`).toBe(true);
  });
});
