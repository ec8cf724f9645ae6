// The server's Prometheus metrics (GET /metrics, server/metrics/route.ts), in a registry of the app's own — never
// prom-client's global one — beside one registry of the process defaults (event-loop lag, memory, CPU, handles)
// made once per process. Labels take bounded values only: route patterns, methods, statuses, the known booking
// sources, channels and outbox statuses. Nothing about a customer.
import { collectDefaultMetrics, Counter, Gauge, Registry } from 'prom-client';
import { BOOKING_SOURCES, type BookingSource } from '../../src/domain/constants';
import type { Database } from '../db/client';
import { backupMoments } from './backup-source';
import { flushCounts, writeTransactions } from './database-writes';
import { depthOf, outboxCounts } from './outbox-counts';
import { requestTimes } from './request-times';

/** Seconds: from a cached catalogue answer (well under a millisecond) to the request timeout. */
export const REQUEST_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

export interface AppMetrics {
  /** Times one answered request by its route pattern (never its raw path); `started` is a performance.now(). */
  observeRequest(method: string, route: string, status: number, started: number): void;
  /** One new booking, once committed (an idempotent repeat is not one). */
  bookingCreated(source: BookingSource): void;
  /** The text a scrape answers with; the outbox and backup gauges are read now. */
  exposition(): Promise<string>;
  readonly contentType: string;
}

let processRegistry: Registry | null = null;
function processDefaults(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

const seconds = (moment: Date | null) => (moment ? moment.getTime() / 1000 : 0);

export function createMetrics(db: Database, onDatabaseReadFailed: (error: unknown) => void = () => {}): AppMetrics {
  const registry = new Registry();
  const registers = [registry];
  const durations = requestTimes('http_request_duration_seconds', 'Time to answer a request, by route pattern, method and status (fast paths included).', REQUEST_BUCKETS);
  const bookings = new Counter({ name: 'bookings_created_total', help: 'Bookings created since the start, by source.', labelNames: ['source'] as const, registers });
  for (const source of BOOKING_SOURCES) bookings.labels(source).inc(0);
  const notifications = new Gauge({
    name: 'notifications_total',
    help: 'Notifications in the outbox by channel and status (read from the database at scrape time).',
    labelNames: ['channel', 'status'] as const,
    registers,
  });
  const depth = new Gauge({ name: 'outbox_depth', help: 'Notifications queued or being sent, by channel.', labelNames: ['channel'] as const, registers });
  const lastSuccess = new Gauge({ name: 'backup_last_success_timestamp_seconds', help: 'When the last successful backup was written (0: never).', registers });
  const lastFailure = new Gauge({ name: 'backup_last_failure_timestamp_seconds', help: 'When the last backup failed (0: never).', registers });
  const writes = new Gauge({
    name: 'database_write_transactions',
    help: 'Transactions that wrote (committed or rolled back) since the database was created: its next transaction id.',
    registers,
  });
  const flushed = flushCounts(db);
  if (flushed) {
    new Counter({
      name: 'database_flushes_total',
      help: 'Flushes to the disk the embedded database made since the start: of its write-ahead log (each commit) and of its data files and directories (checkpoints).',
      labelNames: ['file'] as const,
      registers,
      collect() {
        this.reset();
        this.labels('wal').inc(flushed.wal);
        this.labels('data').inc(flushed.data);
      },
    });
  }
  const exposed = Registry.merge([processDefaults(), registry]);

  return {
    observeRequest(method, route, status, started) {
      durations.observe(method, route, status, (performance.now() - started) / 1000);
    },
    bookingCreated(source) {
      bookings.labels(source).inc();
    },
    async exposition() {
      notifications.reset();
      depth.reset();
      try {
        for (const [channel, statuses] of await outboxCounts(db)) {
          for (const [status, rows] of statuses) notifications.labels(channel, status).set(rows);
          depth.labels(channel).set(depthOf(statuses));
        }
      } catch (error) {
        // The process figures still answer; the missing outbox series say the database did not.
        onDatabaseReadFailed(error);
      }
      try {
        writes.set(await writeTransactions(db));
      } catch (error) {
        onDatabaseReadFailed(error);
      }
      const moments = backupMoments();
      lastSuccess.set(seconds(moments?.lastSuccessAt ?? null));
      lastFailure.set(seconds(moments?.lastFailureAt ?? null));
      return (await exposed.metrics()) + durations.text();
    },
    contentType: exposed.contentType,
  };
}
