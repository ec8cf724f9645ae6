// Where a backup's bytes go: a new file only the server's user may read (it holds the whole database), flushed to the
// disk before it is renamed into place. Injectable so a test can fill the disk (ENOSPC) halfway through.
import { open } from 'node:fs/promises';
import { PRIVATE_FILE_MODE } from '../private-files';

export interface FileSink {
  write(chunk: Uint8Array): Promise<void>;
  /** Flushes to the disk (fsync) and closes. */
  finish(): Promise<void>;
  /** Closes without flushing (the file is about to be removed). */
  abort(): Promise<void>;
}

export type OpenFileSink = (file: string) => Promise<FileSink>;

export const openFileSink: OpenFileSink = async (file) => {
  const handle = await open(file, 'wx', PRIVATE_FILE_MODE);
  let closed = false;
  const close = async () => {
    if (closed) return;
    closed = true;
    await handle.close();
  };
  return {
    async write(chunk) {
      for (let offset = 0; offset < chunk.length; ) {
        const { bytesWritten } = await handle.write(chunk, offset, chunk.length - offset);
        offset += bytesWritten;
      }
    },
    async finish() {
      await handle.sync();
      await close();
    },
    abort: close,
  };
};

/** Flushes a directory's entries (a rename) to the disk; some file systems refuse, which changes nothing here. */
export async function syncDirectory(dir: string): Promise<void> {
  try {
    const handle = await open(dir, 'r');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
  } catch {
    // Not supported here (some platforms cannot open a directory).
  }
}
