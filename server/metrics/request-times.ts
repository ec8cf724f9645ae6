// The request-duration histogram, kept here rather than in a prom-client Histogram: prom-client hashes the label
// object on every observation (a labelled child too), about 2 µs a request measured here — several percent of a core
// at the catalogue's rate. A series is found by one string key; an observation is a few additions. Written in the
// Prometheus text format beside the registry's output.

export interface RequestTimes {
  observe(method: string, route: string, status: number, seconds: number): void;
  /** The histogram in the text format (HELP, TYPE, then each series' buckets, sum and count). */
  text(): string;
}

interface Series {
  labels: string;
  /** Observations per bucket (not cumulative); the last one is +Inf. */
  counts: number[];
  sum: number;
  count: number;
}

const escapeLabel = (value: string) => value.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n');

export function requestTimes(name: string, help: string, buckets: readonly number[]): RequestTimes {
  const series = new Map<string, Series>();
  const bounds = buckets.map(String);
  return {
    observe(method, route, status, seconds) {
      const key = `${method} ${status} ${route}`;
      let found = series.get(key);
      if (!found) {
        found = { labels: `route="${escapeLabel(route)}",method="${escapeLabel(method)}",status="${status}"`, counts: new Array<number>(buckets.length + 1).fill(0), sum: 0, count: 0 };
        series.set(key, found);
      }
      let bucket = 0;
      while (bucket < buckets.length && seconds > buckets[bucket]!) bucket += 1;
      found.counts[bucket]! += 1;
      found.sum += seconds;
      found.count += 1;
    },
    text() {
      const lines = [`# HELP ${name} ${help}`, `# TYPE ${name} histogram`];
      for (const { labels, counts, sum, count } of series.values()) {
        let cumulative = 0;
        counts.forEach((observed, index) => {
          cumulative += observed;
          lines.push(`${name}_bucket{le="${bounds[index] ?? '+Inf'}",${labels}} ${cumulative}`);
        });
        lines.push(`${name}_sum{${labels}} ${sum}`, `${name}_count{${labels}} ${count}`);
      }
      return `${lines.join('\n')}\n`;
    },
  };
}
