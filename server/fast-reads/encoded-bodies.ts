// The bytes of the answers written before the framework, plain and (once asked for) gzipped, kept per source text:
// the in-memory copies hand out the same string while an answer is unchanged, and a string caches its own hash,
// so finding it again costs no copy.
import { gzipSync } from 'node:zlib';
import type { Memory } from './memory';

export interface Encoded {
  plain: Buffer;
  gzip: Buffer | null;
}

/** What an encoded body holds in memory, its source text included (for the memory's size bound). */
export const encodedSize = (body: Encoded, source: string): number => source.length + body.plain.length + (body.gzip?.length ?? 0);

const asIs = (source: string) => source;

export class EncodedBodies {
  constructor(private readonly kept: Memory<string, Encoded>) {}

  /** `render(source)` as bytes, gzipped too when asked; made once per source while it is kept. */
  get(source: string, gzip: boolean, render: (source: string) => string = asIs): Encoded {
    const known = this.kept.get(source);
    if (known && (!gzip || known.gzip)) return known;
    const body = known ?? { plain: Buffer.from(render(source)), gzip: null };
    if (gzip) body.gzip = gzipSync(body.plain);
    // Set again after gzipping, so the memory counts the gzipped bytes too.
    this.kept.set(source, body);
    return body;
  }
}
