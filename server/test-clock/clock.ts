// The end-to-end suite's clock (TEST_CLOCK=true, refused unless NODE_ENV=test: server/config.ts): the suite moves the
// server's time forward (./route.ts) instead of waiting real minutes for a deposit hold to end.

/** Real time plus how far the suite moved it; listeners (the server's sweeps that read the time) run after each move. */
export interface TestClock {
  now: () => Date;
  advance: (minutes: number) => Promise<Date>;
  afterMove: (listener: () => Promise<void>) => void;
}

export function createTestClock(realNow: () => Date = () => new Date()): TestClock {
  let offsetMs = 0;
  const listeners: Array<() => Promise<void>> = [];
  const now = () => new Date(realNow().getTime() + offsetMs);
  return {
    now,
    advance: async (minutes) => {
      offsetMs += minutes * 60_000;
      for (const listener of listeners) await listener();
      return now();
    },
    afterMove: (listener) => {
      listeners.push(listener);
    },
  };
}
