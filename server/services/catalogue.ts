// The service catalogue: reads come from the fast reads' copy (FAST_READS=off: from the database), every write goes
// through here and invalidates the copy — a customer's rating too, since each service carries its ratings' average.
import { asc, eq, getTableColumns, isNotNull, sql } from 'drizzle-orm';
import type { ServiceKind } from '../../src/domain/constants';
import { messages } from '../../src/domain/messages';
import type { Service } from '../../src/domain/types';
import type { Database, Transaction } from '../db/client';
import { bookings, services, type ServiceRow } from '../db/schema';
import type { CatalogueMemory } from '../fast-reads';
import { DomainError } from './errors';

/** A service as the catalogue keeps it: its row and its customers' ratings (average to one decimal, null when none). */
export type CatalogueRow = ServiceRow & { ratingAverage: number | null; ratingCount: number };

export const toWireService = (row: CatalogueRow): Service => ({
  id: row.id,
  name: row.name,
  description: row.description,
  price: row.price,
  originalPrice: row.originalPrice ?? null,
  category: row.category,
  kind: row.kind,
  is_active: row.isActive,
  duration_minutes: row.durationMinutes,
  items: row.items.map((item) => ({ id: item.id, name: item.name })),
  rating_average: row.ratingAverage,
  rating_count: row.ratingCount,
});

export { ServiceInput } from '../../src/domain/serviceInput';
import type { ServiceInput } from '../../src/domain/serviceInput';

export interface ServiceFilter {
  category?: string;
  isActive?: boolean;
  /** Main services unless it says otherwise. */
  kind?: ServiceKind;
}

/** The cache key of a catalogue list answer: the request's path and query exactly as the route saw them. */
export const catalogueListKey = (pathAndQuery: string) => `list ${pathAndQuery}`;

const ROWS = 'rows';

/** The services a filter selects (active ones unless it says otherwise), in catalogue order. */
const selected = (rows: CatalogueRow[], filter: ServiceFilter): Service[] => {
  const isActive = filter.isActive ?? true;
  const kind = filter.kind ?? 'service';
  return rows
    .filter((row) => row.isActive === isActive && row.kind === kind && (filter.category === undefined || row.category === filter.category))
    .map(toWireService);
};

export class Catalogue {
  /** `memory` is the fast reads' (FAST_READS=off: it keeps nothing, and every read loads the rows). */
  constructor(
    private readonly db: Database,
    private readonly memory: CatalogueMemory,
  ) {}

  invalidate(): void {
    this.memory.rows.clear();
    this.memory.answers.clear();
  }

  /**
   * The JSON of `page(services)` for the services a filter selects, made once per catalogue load and `key` while the
   * rows are kept (`key` must name the filter and the page).
   */
  async listJson(key: string, filter: ServiceFilter, page: (selected: Service[]) => unknown): Promise<string> {
    const loading = this.rows();
    const rows = await loading;
    // Answers belong to the rows kept now: a load that was replaced (or never kept) neither reads nor adds one.
    const madeFromKeptRows = this.memory.rows.get(ROWS) === loading;
    const known = madeFromKeptRows ? this.memory.answers.get(key) : undefined;
    if (known !== undefined) return known;
    const text = JSON.stringify(page(selected(rows, filter)));
    if (madeFromKeptRows) this.memory.answers.set(key, text);
    return text;
  }

  /** What listJson(key, …) made from rows that are still kept, or undefined; never loads anything. */
  cachedJson(key: string): string | undefined {
    return this.memory.rows.has(ROWS) ? this.memory.answers.get(key) : undefined;
  }

  /** The kept rows, or a new load (kept at once, so concurrent readers share it; forgotten if it fails). */
  private rows(): Promise<CatalogueRow[]> {
    const kept = this.memory.rows.get(ROWS);
    if (kept) return kept;
    const loading = this.load();
    this.memory.answers.clear();
    this.memory.rows.set(ROWS, loading);
    loading.catch(() => {
      if (this.memory.rows.get(ROWS) === loading) this.memory.rows.delete(ROWS);
    });
    return loading;
  }

  /**
   * Every service with its ratings, in catalogue order. The ratings are counted here, once per load of the copy, so
   * the reads answered from it cost nothing more.
   */
  private async load(): Promise<CatalogueRow[]> {
    const ratings = this.db
      .select({
        serviceId: bookings.serviceId,
        average: sql<number>`round(avg(${bookings.rating}), 1)::float8`.as('rating_average'),
        count: sql<number>`count(*)::int`.as('rating_count'),
      })
      .from(bookings)
      .where(isNotNull(bookings.rating))
      .groupBy(bookings.serviceId)
      .as('ratings');
    const rows = await this.db
      .select({ ...getTableColumns(services), ratingAverage: ratings.average, ratingCount: ratings.count })
      .from(services)
      .leftJoin(ratings, eq(ratings.serviceId, services.id))
      .orderBy(asc(services.sortOrder), asc(services.name));
    return rows.map((row) => ({ ...row, ratingAverage: row.ratingAverage ?? null, ratingCount: row.ratingCount ?? 0 }));
  }

  /** Every service, active or not (the workshop's view). */
  async all(): Promise<Service[]> {
    return (await this.rows()).map(toWireService);
  }

  async get(id: string): Promise<Service | null> {
    const row = (await this.rows()).find((candidate) => candidate.id === id);
    return row ? toWireService(row) : null;
  }

  /** The services with these ids as the catalogue now reads them (ratings included), in the order asked. */
  private async reread(ids: readonly string[]): Promise<Service[]> {
    const rows = await this.rows();
    return ids.flatMap((id) => {
      const row = rows.find((candidate) => candidate.id === id);
      return row ? [toWireService(row)] : [];
    });
  }

  /** Creates or replaces each service; `record` runs in the same transaction after each one (the audit log). */
  async upsert(inputs: ServiceInput[], record?: (tx: Transaction, saved: { before: ServiceRow | null; after: ServiceRow }) => Promise<void>): Promise<Service[]> {
    let saved: string[];
    try {
      saved = await this.db.transaction(async (tx) => {
        const ids: string[] = [];
        for (const input of inputs) {
          const [before] = record ? await tx.select().from(services).where(eq(services.id, input.id)).for('update') : [];
          const values = {
            id: input.id,
            name: input.name,
            description: input.description,
            price: input.price,
            originalPrice: input.originalPrice,
            category: input.category,
            kind: input.kind ?? 'service',
            isActive: input.is_active,
            durationMinutes: input.duration_minutes,
            sortOrder: input.sort_order ?? 0,
            items: input.items,
          };
          const { id: _id, sortOrder, kind, ...rest } = values;
          const changes = { ...rest, ...(input.sort_order === undefined ? {} : { sortOrder }), ...(input.kind === undefined ? {} : { kind }) };
          const [row] = await tx
            .insert(services)
            .values(values)
            .onConflictDoUpdate({ target: services.id, set: { ...changes, updatedAt: sql`now()` } })
            .returning();
          if (!row) continue;
          ids.push(row.id);
          await record?.(tx, { before: before ?? null, after: row });
        }
        return ids;
      });
    } finally {
      this.invalidate();
    }
    return this.reread(saved);
  }

  /** Takes a service off the catalogue; `record` runs in the same transaction (the audit log). */
  async deactivate(id: string, record?: (tx: Transaction, change: { wasActive: boolean }) => Promise<void>): Promise<Service> {
    try {
      await this.db.transaction(async (tx) => {
        const [before] = await tx.select({ isActive: services.isActive }).from(services).where(eq(services.id, id)).for('update');
        if (!before) throw new DomainError('not_found', messages.services.notFound);
        await tx.update(services).set({ isActive: false, updatedAt: sql`now()` }).where(eq(services.id, id));
        await record?.(tx, { wasActive: before.isActive });
      });
    } finally {
      this.invalidate();
    }
    const [service] = await this.reread([id]);
    if (!service) throw new DomainError('not_found', messages.services.notFound);
    return service;
  }
}
