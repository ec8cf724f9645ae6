// Which processes are running with a given argument: a flock child holding a data directory's lock names its file.
import { readdirSync, readFileSync } from 'node:fs';

export const processesNaming = (argument: string): string[] =>
  readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').includes(argument);
      } catch {
        return false;
      }
    });
