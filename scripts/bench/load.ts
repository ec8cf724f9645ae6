// One autocannon measurement: a short warm-up, then the measured run.
import autocannon from 'autocannon';

export interface LoadResult {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  /** The bare node:http ceiling measured just before this row (the machine's load drifts between rows). */
  ceiling?: number;
  /** Requests per second of the same row on a server with production logging (LOG_LEVEL=info), measured right after. */
  withLogs?: number;
}

export const LOAD = { connections: 50, warmupSeconds: 3, durationSeconds: 10 };

const run = (url: string, seconds: number, headers: Record<string, string>) =>
  autocannon({ url, connections: LOAD.connections, duration: seconds, headers });

export async function measure(name: string, url: string, headers: Record<string, string> = {}): Promise<LoadResult> {
  await run(url, LOAD.warmupSeconds, headers);
  const result = await run(url, LOAD.durationSeconds, headers);
  return {
    name,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}
