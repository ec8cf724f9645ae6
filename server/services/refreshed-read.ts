// A value read from the database and kept in memory, read again at most every `refreshMs`: the workshop's capacity
// and its details (Settings) follow a change made on any instance without a restart, at one read every few seconds.
// Concurrent callers share one read; after invalidate() a read started before the change does not keep what it read.

export interface RefreshedRead<T> {
  /** What was read last, or null before the first read. */
  kept(): T | null;
  /** What is kept while it is fresh, else a new read (shared by whoever asks meanwhile). */
  fresh(): Promise<T>;
  /** The next fresh() reads again (after this instance changed the value). */
  invalidate(): void;
}

/** `read` gets what is kept, so it can hand back the same object when nothing changed. */
export function refreshedRead<T>(read: (kept: T | null) => Promise<T>, refreshMs: number): RefreshedRead<T> {
  let kept: T | null = null;
  let until = 0;
  let loading: Promise<T> | null = null;
  let generation = 0;

  const load = async (startedIn: number): Promise<T> => {
    const value = await read(kept);
    if (startedIn === generation) {
      kept = value;
      until = performance.now() + refreshMs;
    }
    return value;
  };

  return {
    kept: () => kept,
    fresh() {
      if (kept !== null && performance.now() < until) return Promise.resolve(kept);
      if (!loading) {
        const attempt = load(generation).finally(() => {
          if (loading === attempt) loading = null;
        });
        loading = attempt;
      }
      return loading;
    },
    invalidate() {
      generation += 1;
      until = 0;
      loading = null;
    },
  };
}
