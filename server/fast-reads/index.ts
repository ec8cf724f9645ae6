// The fast reads behind one seam (decision 010): everything the server keeps in memory to answer a read faster is
// kept here — the catalogue's copy and its answers, the reads remembered until the next write, My Bookings' lists
// by version, the recent date and time grids, the encoded bodies of the answers written before the framework — each
// in a bounded least-recently-used memory, and the statements the hottest reads run. One is made per app (server/app-deps.ts,
// from server/start.ts) and reached through AppDeps.fastReads. With FAST_READS=off it keeps nothing and
// prepares nothing: every read asks the database, and no responder answers before the framework.
import { PGlite } from '@electric-sql/pglite';
import { driverOf, type Database } from '../db/client';
import { plainStatements, preparedStatements, type StatementReader } from '../db/prepared';
import { watchWrites } from '../db/write-generation';
import type { CatalogueRow } from '../services/catalogue';
import type { KnownList } from '../services/my-bookings';
import type { CountedGrid } from '../services/availability';
import { EncodedBodies, encodedSize } from './encoded-bodies';
import { memory, type Memory, type MemoryBounds } from './memory';
import { alwaysLoad, untilNextWrite, type UntilNextWrite } from './remembered-reads';

/** How long the catalogue's copy is used: bounds how long another instance's change stays invisible here. */
export const CATALOGUE_TTL_MS = 30_000;

const MEBI = 1024 * 1024;
// Every bound below is in bytes of text kept; together at most 60 MiB, so a full server stays under 300 MB resident
// (decision 013).

export interface CatalogueMemory {
  /** The rows, loading or loaded, for CATALOGUE_TTL_MS (the single key is 'rows'). */
  rows: Memory<'rows', Promise<CatalogueRow[]>>;
  /** The list answers (JSON) made from the rows kept now, by path and query. */
  answers: Memory<string, string>;
}

export interface FastReads {
  /** False with FAST_READS=off. */
  readonly enabled: boolean;
  /** How the hottest reads run their one statement: named and prepared when on (decision 006). */
  readonly statements: StatementReader;
  /** Answers remembered until the next write, on the embedded database only (decision 008); else just loaded. */
  readonly untilNextWrite: UntilNextWrite;
  /** The catalogue's copy and the list answers made from it (decision 007). */
  readonly catalogue: CatalogueMemory;
  /** My Bookings' lists by session and filter, with the bookings version each was read at (decision 009). */
  readonly myBookingsLists: Memory<string, KnownList>;
  /** The recent date grids and days' time grids, with the taken slots they were counted from (decision 009). */
  readonly dateGrids: Memory<string, CountedGrid>;
  /** The bytes of the answers written before the framework (decisions 007 and 009). */
  readonly bodies: { catalogue: EncodedBodies; myBookings: EncodedBodies; dateGrids: EncodedBodies };
}

/** What a read that may be fast needs: the database, and the fast reads in front of it. */
export interface DatabaseReads {
  db: Database;
  fastReads: FastReads;
}

/** An approximate size of a remembered answer: its own text, or the text its fields hold, plus a little. */
function rememberedSize(answer: NonNullable<unknown>, key: string): number {
  if (typeof answer === 'string') return key.length + answer.length;
  const fields = Object.values(answer).reduce<number>((size, value) => size + (typeof value === 'string' ? value.length : 8), 0);
  return key.length + fields + 64;
}

export function createFastReads(db: Database, { enabled }: { enabled: boolean }): FastReads {
  const keep = <K extends NonNullable<unknown>, V extends NonNullable<unknown>>(bounds: MemoryBounds<K, V>) => memory(enabled, bounds);
  const bodies = (maxEntries: number, total: number) => new EncodedBodies(keep({ maxEntries, maxSize: { total, of: encodedSize } }));
  const driver = driverOf(db);
  // Only the embedded database sees every write (decision 008); PostgreSQL has other writers.
  const generation = enabled && driver instanceof PGlite ? watchWrites(driver) : null;
  return {
    enabled,
    statements: enabled ? preparedStatements(db) : plainStatements(db),
    untilNextWrite: generation ? untilNextWrite(generation, keep({ maxEntries: 10_000, maxSize: { total: 16 * MEBI, of: rememberedSize } })) : alwaysLoad,
    catalogue: {
      rows: keep({ maxEntries: 1, ttlMs: CATALOGUE_TTL_MS }),
      answers: keep({ maxEntries: 256, maxSize: { total: 4 * MEBI, of: (text, key) => key.length + text.length } }),
    },
    myBookingsLists: keep({ maxEntries: 10_000, maxSize: { total: 16 * MEBI, of: (list, key) => key.length + list.listJson.length } }),
    // A date grid per window and service length, a time grid per day and service length, within the minute.
    dateGrids: keep({ maxEntries: 256, maxSize: { total: 4 * MEBI, of: (counted, key) => key.length + counted.takenJson.length + counted.gridJson.length } }),
    bodies: { catalogue: bodies(256, 4 * MEBI), myBookings: bodies(1024, 12 * MEBI), dateGrids: bodies(1024, 4 * MEBI) },
  };
}
