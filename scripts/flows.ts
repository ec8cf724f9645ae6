// `npm run flows`: writes docs/flows/ — a Mermaid page per statechart and the flow atlas (index.html) — and fails,
// naming them, when a machine is missing from the registry or a transition has no covering test path.
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { FLOWS_DIR, generateFlowDocuments } from './flow-atlas/documents';

const dir = path.resolve(FLOWS_DIR);
const { documents, problems } = await generateFlowDocuments().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
await mkdir(dir, { recursive: true });
const written = new Set(documents.map(({ file }) => file));
for (const stale of (await readdir(dir)).filter((file) => /\.(md|html)$/.test(file) && !written.has(file))) {
  await rm(path.join(dir, stale));
  console.log(`removed ${FLOWS_DIR}/${stale}`);
}
for (const { file, content } of documents) await writeFile(path.join(dir, file), content);
console.log(`wrote ${documents.length} files to ${FLOWS_DIR}/ (the atlas: ${FLOWS_DIR}/index.html)`);
if (problems.length > 0) {
  console.error(`The flow atlas is incomplete:\n- ${problems.join('\n- ')}`);
  process.exitCode = 1;
}
