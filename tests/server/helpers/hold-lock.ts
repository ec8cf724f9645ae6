// A second process for the lock tests: takes DATA_DIR's lock and says `locked <pid>` (its pid as it sees it: 1 in a
// pid namespace of its own), then holds it until it is killed; with --then-idle it lets its event loop run empty
// instead. A refusal is printed as `refused <sentence>` with exit code 3.
import { acquireDataDirLock, DataDirLockedError } from '../../../server/db/lock';

const [dataDir, mode] = process.argv.slice(2);
if (!dataDir) throw new Error('usage: hold-lock.ts <dataDir> [--then-idle]');
try {
  await acquireDataDirLock(dataDir);
  process.stdout.write(`locked ${process.pid}\n`);
  if (mode !== '--then-idle') setInterval(() => {}, 60_000);
} catch (error) {
  if (!(error instanceof DataDirLockedError)) throw error;
  process.stdout.write(`refused ${error.message}\n`);
  process.exitCode = 3;
}
