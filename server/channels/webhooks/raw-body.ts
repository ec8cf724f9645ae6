// A webhook's body as bytes, exactly as signed, read no further than the limit.
import { WEBHOOK_BODY_MAX_BYTES } from '../../../src/domain/channels';

/** The body's bytes, or null when it is larger than the limit (what Content-Length announces, or what arrives). */
export async function readRawBody(request: Request, max = WEBHOOK_BODY_MAX_BYTES): Promise<Uint8Array | null> {
  const announced = Number(request.headers.get('content-length') ?? '0');
  if (Number.isFinite(announced) && announced > max) return null;
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}
