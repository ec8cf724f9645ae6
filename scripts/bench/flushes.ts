// What a run wrote and flushed, from two scrapes of the server's /metrics: the transactions that wrote (the
// database's transaction ids) and the embedded database's flushes to the disk (decision 018).

export interface WriteCounts {
  writeTransactions: number;
  /** Flushes of the WAL and the data files; null where the server does not count them (PostgreSQL). */
  flushes: number | null;
}

const sampleOf = (text: string, pattern: RegExp) => {
  const values = [...text.matchAll(pattern)].map((match) => Number(match[1]));
  return values.length === 0 ? null : values.reduce((sum, value) => sum + value, 0);
};

export async function readWriteCounts(baseUrl: string, opsToken: string): Promise<WriteCounts> {
  const answer = await fetch(`${baseUrl}/metrics`, { headers: { authorization: `Bearer ${opsToken}` } });
  if (answer.status !== 200) throw new Error(`/metrics answered ${answer.status}`);
  const text = await answer.text();
  const writeTransactions = sampleOf(text, /^database_write_transactions (\S+)$/gm);
  if (writeTransactions === null) throw new Error('/metrics has no database_write_transactions');
  return { writeTransactions, flushes: sampleOf(text, /^database_flushes_total\{[^}]*\} (\S+)$/gm) };
}

/** What happened between two readings: the flushes per transaction that wrote and per `confirmed` answer. */
export function flushesBetween(before: WriteCounts, after: WriteCounts, confirmed: number) {
  const writes = after.writeTransactions - before.writeTransactions;
  const flushes = before.flushes === null || after.flushes === null ? null : after.flushes - before.flushes;
  return {
    writeTransactions: writes,
    flushes,
    perWrite: flushes === null || writes === 0 ? null : flushes / writes,
    perConfirmed: flushes === null || confirmed === 0 ? null : flushes / confirmed,
  };
}
