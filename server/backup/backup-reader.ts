// Reads a backup file line by line and checks it before anything is restored: a gzip of this app's format, complete
// (its trailer is there), unchanged (the trailer's SHA-256, and NAME.sha256 when it is beside the file).
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { createGunzip } from 'node:zlib';
import { backupMessages } from '../../src/domain/messageAreas/backups';
import { BACKUP_FORMAT, BACKUP_FORMAT_VERSION, CHECKSUM_SUFFIX, type BackupHeader, type BackupTrailer } from './format';

/** A refusal of the restore: one sentence for the operator, nothing changed. */
export class RestoreRefusal extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RestoreRefusal';
  }
}

/**
 * The longest line a restore reads. A line is one row, and a row holds what someone sent (every request body and
 * webhook is size-limited, 64 KB for the API) or what the server composed from it: the biggest is an outbox mail,
 * its text, HTML and calendar entry (an invoice PDF is stored as the invoice's id and drawn when the mail is sent).
 * That is kilobytes; 16 MB is generous beyond any of them, and still keeps a small gzip that expands into one
 * endless line (a gzip bomb) from filling the memory.
 */
export const MAX_LINE_BYTES = 16 * 1024 * 1024;

const NEWLINE = 0x0a;

/**
 * The file's lines, decompressed, each at most `maxLineBytes` (RestoreRefusal naming the first longer one, read no
 * further than the limit); a file that is not gzip fails the iteration.
 */
export async function* backupLines(file: string, maxLineBytes: number = MAX_LINE_BYTES): AsyncGenerator<string> {
  const source = createReadStream(file);
  const gunzip = createGunzip();
  source.on('error', (error) => gunzip.destroy(error));
  source.pipe(gunzip);
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  let lineNumber = 1;
  const refuseIfLonger = (bytes: number) => {
    if (bytes > maxLineBytes) throw new RestoreRefusal(backupMessages.backups.lineTooLong(path.basename(file), lineNumber, maxLineBytes));
  };
  try {
    for await (const chunk of gunzip as AsyncIterable<Buffer>) {
      let start = 0;
      // A newline byte never occurs inside a multi-byte UTF-8 character: splitting the bytes on it is safe.
      for (let end = chunk.indexOf(NEWLINE); end !== -1; end = chunk.indexOf(NEWLINE, start)) {
        refuseIfLonger(pendingBytes + end - start);
        yield pending.length === 0 ? chunk.toString('utf8', start, end) : Buffer.concat([...pending, chunk.subarray(start, end)]).toString('utf8');
        pending = [];
        pendingBytes = 0;
        lineNumber += 1;
        start = end + 1;
      }
      if (start < chunk.length) {
        refuseIfLonger(pendingBytes + chunk.length - start);
        pending.push(chunk.subarray(start));
        pendingBytes += chunk.length - start;
      }
    }
    if (pendingBytes > 0) yield Buffer.concat(pending).toString('utf8');
  } finally {
    source.destroy();
    gunzip.destroy();
  }
}

const isHeader = (value: unknown): value is BackupHeader =>
  typeof value === 'object' && value !== null && (value as { format?: unknown }).format === BACKUP_FORMAT && Array.isArray((value as { tables?: unknown }).tables);

async function fileSha256(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** Checks the whole file; answers its header, or throws RestoreRefusal with the sentence that says why not. */
export async function verifiedHeader(file: string): Promise<BackupHeader> {
  const name = path.basename(file);
  const sidecar = await readFile(`${file}${CHECKSUM_SUFFIX}`, 'utf8').catch(() => null);
  if (sidecar !== null && sidecar.slice(0, 64) !== (await fileSha256(file))) throw new RestoreRefusal(backupMessages.backups.checksumFailed(name));
  let header: BackupHeader | null = null;
  let trailer: BackupTrailer | null = null;
  const content = createHash('sha256');
  try {
    for await (const line of backupLines(file)) {
      if (header === null) {
        let parsed: unknown;
        try {
          parsed = JSON.parse(line);
        } catch {
          throw new RestoreRefusal(backupMessages.backups.notABackup(name));
        }
        if (!isHeader(parsed) || parsed.format_version > BACKUP_FORMAT_VERSION) throw new RestoreRefusal(backupMessages.backups.notABackup(name));
        header = parsed;
      } else if (line.startsWith('{"trailer"')) {
        trailer = JSON.parse(line) as BackupTrailer;
        break;
      }
      content.update(`${line}\n`);
    }
  } catch (error) {
    if (error instanceof RestoreRefusal) throw error;
    const code = (error as { code?: unknown }).code;
    // zlib: not gzip at all, or a gzip cut short.
    if (header === null) throw new RestoreRefusal(backupMessages.backups.notABackup(name));
    if (code === 'Z_BUF_ERROR' || code === 'Z_DATA_ERROR') throw new RestoreRefusal(code === 'Z_BUF_ERROR' ? backupMessages.backups.incomplete(name) : backupMessages.backups.checksumFailed(name));
    throw error;
  }
  if (header === null) throw new RestoreRefusal(backupMessages.backups.notABackup(name));
  if (trailer === null) throw new RestoreRefusal(backupMessages.backups.incomplete(name));
  if (trailer.sha256 !== content.digest('hex')) throw new RestoreRefusal(backupMessages.backups.checksumFailed(name));
  return header;
}
