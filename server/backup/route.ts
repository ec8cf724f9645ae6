// Backups for the admin (and the ops token): the list, one now, a download. Staff accounts are refused.
import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import { Hono } from 'hono';
import { backupMessages } from '../../src/domain/messageAreas/backups';
import { BackupBusyError, BackupFailedError } from './service';
import type { AppDeps, AppEnv } from '../http/context';
import { HttpError } from '../http/errors';
import { requireAdmin } from '../http/staff-access';

export function opsBackupRoutes({ backups }: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.get('/ops/backups', requireAdmin, async (c) => c.json({ success: true, data: await backups.overview() }));

  routes.post('/ops/backups', requireAdmin, async (c) => {
    try {
      const written = await backups.backUpNow();
      return c.json(
        {
          success: true,
          message: backupMessages.backups.written(written.file, written.size),
          data: { file: written.file, size: written.size, created_at: written.created_at, sha256: written.sha256 },
        },
        201,
      );
    } catch (error) {
      if (error instanceof BackupBusyError) throw new HttpError(409, error.message);
      if (error instanceof BackupFailedError) throw new HttpError(503, error.message);
      throw error;
    }
  });

  routes.get('/ops/backups/:file', requireAdmin, async (c) => {
    const file = c.req.param('file');
    const full = await backups.pathOf(file);
    if (!full) throw new HttpError(404, backupMessages.backups.notFound);
    const stream = Readable.toWeb(createReadStream(full)) as ReadableStream<Uint8Array>;
    return c.body(stream, 200, {
      'Content-Type': 'application/gzip',
      'Content-Disposition': `attachment; filename="${file}"`,
    });
  });

  return routes;
}
