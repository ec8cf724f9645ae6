// Files only the server's user may read — a backup (the whole database) or a mail holding a live link — in folders
// only that user may open. A file is created with its mode, so it is never readable by others, not even for a moment.
import { chmod, mkdir, rm, writeFile } from 'node:fs/promises';

export const PRIVATE_FILE_MODE = 0o600;
export const PRIVATE_DIRECTORY_MODE = 0o700;

/** Makes `directory` (and any missing parent) 0700; one made looser before is tightened (mkdir leaves it as it is). */
export async function privateDirectory(directory: string): Promise<void> {
  await mkdir(directory, { recursive: true, mode: PRIVATE_DIRECTORY_MODE });
  await chmod(directory, PRIVATE_DIRECTORY_MODE);
}

/** Writes `file` as a new 0600 file; one left there before is removed first, as writing over it would keep its mode. */
export async function writePrivateFile(file: string, data: string | Uint8Array): Promise<void> {
  await rm(file, { force: true });
  await writeFile(file, data, { mode: PRIVATE_FILE_MODE, flag: 'wx' });
}
