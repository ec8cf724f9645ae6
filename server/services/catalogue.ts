// The service catalogue: every read comes from an in-memory copy, every write goes through here and invalidates it.
import { asc, eq, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { SERVICE_CATEGORIES } from '../../src/domain/constants';
import { messages } from '../../src/domain/messages';
import type { Service } from '../../src/domain/types';
import type { Database } from '../db/client';
import { services, type ServiceRow } from '../db/schema';
import { BoundedMap } from '../bounded-map';
import { DomainError } from './errors';

const MAX_SERIALIZED = 256;

export const toWireService = (row: ServiceRow): Service => ({
  id: row.id,
  name: row.name,
  description: row.description,
  price: row.price,
  originalPrice: row.originalPrice ?? null,
  category: row.category,
  is_active: row.isActive,
  duration_minutes: row.durationMinutes,
  items: row.items.map((item) => ({ id: item.id, name: item.name })),
});

const text = (max: number) => v.pipe(v.string(), v.trim(), v.maxLength(max));
const amount = v.pipe(v.number(), v.integer('Prices are whole rupees.'), v.minValue(0), v.maxValue(10_000_000));

/** A catalogue entry as the workshop writes it (ops API and CLI). */
export const ServiceInput = v.object({
  id: v.pipe(text(60), v.regex(/^[a-z0-9][a-z0-9-]*$/, 'id must be lowercase letters, digits and hyphens.')),
  name: v.pipe(text(120), v.nonEmpty('name is required')),
  description: v.optional(text(2000), ''),
  price: amount,
  originalPrice: v.optional(v.nullable(amount), null),
  category: v.picklist(SERVICE_CATEGORIES, messages.server.categoryInvalid),
  is_active: v.optional(v.boolean(), true),
  duration_minutes: v.pipe(v.number(), v.integer(), v.minValue(15), v.maxValue(24 * 60)),
  sort_order: v.optional(v.pipe(v.number(), v.integer()), 0),
  items: v.optional(v.array(v.object({ id: v.pipe(text(60), v.nonEmpty()), name: v.pipe(text(120), v.nonEmpty()) })), []),
});
export type ServiceInput = v.InferOutput<typeof ServiceInput>;

export interface ServiceFilter {
  category?: string;
  isActive?: boolean;
}

/** The cache key of a catalogue list answer: the request's path and query exactly as the route saw them. */
export const catalogueListKey = (pathAndQuery: string) => `list ${pathAndQuery}`;

export class Catalogue {
  private cache: { rows: ServiceRow[]; loadedAt: number } | null = null;
  private loading: Promise<ServiceRow[]> | null = null;

  /** ttlMs bounds how long another instance's change stays invisible here. */
  constructor(
    private readonly db: Database,
    private readonly ttlMs = 30_000,
  ) {}

  invalidate(): void {
    this.cache = null;
  }

  // Serialized answers derived from one load of the rows: the catalogue is read far more than it changes.
  private serialized = new BoundedMap<string, string>(MAX_SERIALIZED);
  private serializedFrom: ServiceRow[] | null = null;

  /** `build()`'s JSON, computed once per catalogue load and `key` (at most MAX_SERIALIZED keys are kept). */
  async json(key: string, build: () => Promise<unknown>): Promise<string> {
    const rows = await this.rows();
    if (this.serializedFrom !== rows) {
      this.serialized.clear();
      this.serializedFrom = rows;
    }
    let text = this.serialized.get(key);
    if (text === undefined) {
      text = JSON.stringify(await build());
      this.serialized.set(key, text);
    }
    return text;
  }

  /** What json(key) built from rows that are still fresh, or undefined; never loads anything. */
  cachedJson(key: string): string | undefined {
    const fresh = this.cache !== null && Date.now() - this.cache.loadedAt < this.ttlMs && this.serializedFrom === this.cache.rows;
    return fresh ? this.serialized.get(key) : undefined;
  }

  private async rows(): Promise<ServiceRow[]> {
    if (this.cache && Date.now() - this.cache.loadedAt < this.ttlMs) return this.cache.rows;
    this.loading ??= this.db
      .select()
      .from(services)
      .orderBy(asc(services.sortOrder), asc(services.name))
      .then((rows) => {
        this.cache = { rows, loadedAt: Date.now() };
        return rows;
      })
      .finally(() => {
        this.loading = null;
      });
    return this.loading;
  }

  async list(filter: ServiceFilter = {}): Promise<Service[]> {
    const isActive = filter.isActive ?? true;
    return (await this.rows())
      .filter((row) => row.isActive === isActive && (filter.category === undefined || row.category === filter.category))
      .map(toWireService);
  }

  /** Every service, active or not (the workshop's view). */
  async all(): Promise<Service[]> {
    return (await this.rows()).map(toWireService);
  }

  async get(id: string): Promise<Service | null> {
    const row = (await this.rows()).find((candidate) => candidate.id === id);
    return row ? toWireService(row) : null;
  }

  async upsert(inputs: ServiceInput[]): Promise<Service[]> {
    try {
      return await this.db.transaction(async (tx) => {
        const saved: Service[] = [];
        for (const input of inputs) {
          const values = {
            id: input.id,
            name: input.name,
            description: input.description,
            price: input.price,
            originalPrice: input.originalPrice,
            category: input.category,
            isActive: input.is_active,
            durationMinutes: input.duration_minutes,
            sortOrder: input.sort_order,
            items: input.items,
          };
          const { id: _id, ...changes } = values;
          const [row] = await tx
            .insert(services)
            .values(values)
            .onConflictDoUpdate({ target: services.id, set: { ...changes, updatedAt: sql`now()` } })
            .returning();
          if (row) saved.push(toWireService(row));
        }
        return saved;
      });
    } finally {
      this.invalidate();
    }
  }

  async deactivate(id: string): Promise<Service> {
    try {
      const [row] = await this.db.update(services).set({ isActive: false, updatedAt: sql`now()` }).where(eq(services.id, id)).returning();
      if (!row) throw new DomainError('not_found', messages.services.notFound);
      return toWireService(row);
    } finally {
      this.invalidate();
    }
  }
}
