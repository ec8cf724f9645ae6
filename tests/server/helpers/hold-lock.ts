// A second process for the lock tests: takes DATA_DIR's lock, says so, and holds it until it is killed.
import { acquireDataDirLock } from '../../../server/db/lock';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: hold-lock.ts <dataDir>');
acquireDataDirLock(dataDir);
process.stdout.write('locked\n');
setInterval(() => {}, 60_000);
