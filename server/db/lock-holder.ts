// What DATA_DIR/.lock says about the server holding it: `pid start-time host`, so a refusal can name the holder and
// the pid fallback (server/db/pid-lock.ts) can tell a live holder from a stale one.
import { readFileSync } from 'node:fs';
import { hostname } from 'node:os';

export interface Holder {
  pid: number;
  /** The kernel's start time of the process (clock ticks since boot, with the boot's id); null where unknown. */
  started: string | null;
  /** The holder's host name (its container's, in a container); null in files written before it was recorded. */
  host: string | null;
}

export const readText = (file: string) => {
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    return null;
  }
};

/** Linux: field 22 of /proc/<pid>/stat (after the parenthesised command name), with this boot's id. */
export function processStartTime(pid: number): string | null {
  const stat = readText(`/proc/${pid}/stat`);
  const boot = readText('/proc/sys/kernel/random/boot_id');
  if (stat === null || boot === null) return null;
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = fields[19];
  return ticks ? `${boot}:${ticks}` : null;
}

export const thisProcess = (): Holder => ({ pid: process.pid, started: processStartTime(process.pid), host: hostname() });

export const describeHolder = (holder: Holder) => `${holder.pid} ${holder.started ?? '-'}${holder.host ? ` ${holder.host}` : ''}\n`;

/** The second line a holder adds once it has begun to stop: a start that finds it waits instead of refusing. */
export const STOPPING_MARK = 'stopping';

export const isStoppingMark = (text: string | null) => text !== null && text.split('\n').slice(1).some((line) => line.trim() === STOPPING_MARK);

/** Reads `pid [start [host]]`; older files held `pid start` or the pid alone, an empty one names no holder. */
export function parseHolder(text: string | null): Holder | null {
  if (text === null) return null;
  const [pidText = '', started = '-', host = ''] = (text.split('\n')[0] ?? '').trim().split(/\s+/);
  const pid = Number.parseInt(pidText, 10);
  if (!Number.isInteger(pid) || pid <= 0) return null;
  return { pid, started: started === '-' ? null : started, host: host === '' ? null : host };
}

export class DataDirLockedError extends Error {
  constructor(dataDir: string, holder: Holder | null) {
    const who = holder === null ? '' : ` (pid ${holder.pid}${holder.host ? ` on host ${holder.host}` : ''})`;
    super(`Another server is already using the data directory ${dataDir}${who}. Stop it first or set DATA_DIR.`);
    this.name = 'DataDirLockedError';
  }
}
