// `npm run db:restore -- FILE [--force]`: restores a backup with the server stopped (server/backup/restore-cli.ts).
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT } from './build-server.mjs';

const { register } = await import('tsx/esm/api');
register();
await import(pathToFileURL(path.join(ROOT, 'server', 'backup', 'restore-cli.ts')).href);
