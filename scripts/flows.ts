// `npm run flows`: writes docs/flows/{machine}.md, a Mermaid diagram of each statechart.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { flowDocuments } from './flow-registry';

const dir = path.resolve('docs/flows');
await mkdir(dir, { recursive: true });
for (const { file, content } of flowDocuments()) {
  await writeFile(path.join(dir, file), content);
  console.log(`wrote docs/flows/${file}`);
}
