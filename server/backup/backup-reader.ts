// Reads a backup file line by line and checks it before anything is restored: a gzip of this app's format, complete
// (its trailer is there), unchanged (the trailer's SHA-256, and NAME.sha256 when it is beside the file).
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { createInterface } from 'node:readline';
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

/** The file's lines, decompressed; a file that is not gzip fails the iteration. */
export function backupLines(file: string): AsyncIterable<string> {
  const input = createReadStream(file).pipe(createGunzip());
  return createInterface({ input, crlfDelay: Number.POSITIVE_INFINITY });
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
