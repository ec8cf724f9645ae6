import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { flowDocuments } from '../scripts/flow-registry';

describe('visualised flows (docs/flows)', () => {
  it.each(flowDocuments().map((doc) => [doc.file, doc.content]))('%s matches its machine — run `npm run flows` after changing a machine', async (file, content) => {
    const committed = await readFile(`docs/flows/${file}`, 'utf8').catch(() => '');
    expect(committed).toBe(content);
  });
});
