// PGlite's Node file system (Emscripten's NODEFS under DATA_DIR/pglite) with a flush that reaches the disk.
// Emscripten gives NODEFS no `fsync`: PostgreSQL's fsync() returned at once having done nothing, and its fdatasync()
// is a no-op in Emscripten whatever the file system. So PostgreSQL is told to flush with fsync() (wal_sync_method,
// server/db/pglite-data-dir.ts), and this file system answers it with fdatasync(2) on the real file: the WAL at every
// commit before the commit returns, the data files and directories at checkpoints — PostgreSQL's own ordering
// (decision 018).
import fs from 'node:fs';
import { NodeFS } from '@electric-sql/pglite/nodefs';

/** Flushes made since the database was opened: of the write-ahead log (commits) and of everything else. */
export interface FlushCounts {
  wal: number;
  data: number;
}

/** What this file needs of an Emscripten stream on NODEFS. */
interface NodefsStream {
  /** The real file's descriptor. */
  nfd: number;
  /** The path inside the WASM file system (/pglite/data/pg_wal/…). */
  path?: string;
}

interface Nodefs {
  stream_ops: { fsync?: (stream: NodefsStream) => number };
  /** Runs a Node call, turning its error into the errno PostgreSQL sees (a failed flush is PostgreSQL's to handle). */
  tryFSOperation<T>(operation: () => T): T;
}

type NodeFsInit = NodeFS['init'];

export class FlushingNodeFS extends NodeFS {
  readonly flushes: FlushCounts = { wal: 0, data: 0 };

  override async init(...args: Parameters<NodeFsInit>): ReturnType<NodeFsInit> {
    const { emscriptenOpts } = await super.init(...args);
    const giveFlush = (mod: { NODEFS: unknown }) => {
      const nodefs = mod.NODEFS as Nodefs;
      // One object shared by every NODEFS file and directory: each stream opened from here on flushes.
      nodefs.stream_ops.fsync = (stream) => {
        nodefs.tryFSOperation(() => fs.fdatasyncSync(stream.nfd));
        if (stream.path?.includes('/pg_wal/')) this.flushes.wal += 1;
        else this.flushes.data += 1;
        return 0;
      };
    };
    return { emscriptenOpts: { ...emscriptenOpts, preRun: [...(emscriptenOpts.preRun ?? []), giveFlush] } };
  }
}
