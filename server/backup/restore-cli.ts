// `npm run db:restore -- FILE [--force]`, with the server stopped: into DATABASE_URL when set, else DATA_DIR.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { backupMessages } from '../../src/domain/messageAreas/backups';
import { DataDirLockedError } from '../db/lock';
import { RestoreRefusal } from './backup-reader';
import { restoreBackup } from './restore-into';

async function main(argv: string[]): Promise<string> {
  const { values, positionals } = parseArgs({ args: argv, allowPositionals: true, options: { force: { type: 'boolean' } } });
  const [file, ...extra] = positionals;
  if (!file || extra.length > 0) throw new RestoreRefusal(backupMessages.backups.restoreUsage);
  const databaseUrl = process.env.DATABASE_URL?.trim() || null;
  const dataDir = path.resolve(process.env.DATA_DIR?.trim() || './data');
  const outcome = await restoreBackup({ file: path.resolve(file), force: values.force === true, databaseUrl, dataDir });
  return backupMessages.backups.restored(outcome.rows, outcome.target);
}

try {
  console.log(await main(process.argv.slice(2)));
} catch (error) {
  const known = error instanceof RestoreRefusal || error instanceof DataDirLockedError || (error instanceof Error && error.name === 'TypeError');
  console.error(known ? error.message : `The restore failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
