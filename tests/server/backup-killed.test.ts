// The server killed (SIGKILL) while it writes a backup: the half-written file is all that is left, and the next start
// is clean — it removes that file, serves, and takes backups again. The real server as a child process, on a database
// large enough that the backup is surely under way when the kill lands.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PARTIAL_SUFFIX } from '../../server/backup/format';
import { pgliteStartParams } from '../../server/db/pglite-data-dir';
import { removeTempDirs } from './helpers/app';
import { compiledServers, SERVER_OPS_TOKEN, servedDataDir, until } from './helpers/server-process';

const servers = compiledServers({ env: { BACKUP_EVERY_HOURS: '0' } });
beforeAll(() => servers.build(), 60_000);
afterAll(() => {
  servers.killAll();
  removeTempDirs();
});
const serve = (dataDir: string) => servers.serve(dataDir);

const asOps = { Authorization: `Bearer ${SERVER_OPS_TOKEN}` };
const filesIn = (dir: string) => (existsSync(dir) ? readdirSync(dir) : []);

describe('a server killed during a backup', () => {
  it('leaves only a partial file, which the next start removes before it serves and backs up again (in /metrics too)', async () => {
    const dataDir = await servedDataDir();
    const backupDir = path.join(dataDir, 'backups');
    // 40,000 inbox messages of 400 characters: a backup of some seconds.
    const pglite = new PGlite(path.join(dataDir, 'pglite'), { startParams: pgliteStartParams() });
    await pglite.exec(
      `insert into contact_messages (id, name, email, message, ip_hash)
       select 'm' || n, 'Customer ' || n, 'c' || n || '@example.pk', repeat('Is my car ready yet? ', 20), 'hash'
       from generate_series(1, 40000) as n`,
    );
    await pglite.close();

    const first = await serve(dataDir);
    void fetch(`${first.base}/api/ops/backups`, { method: 'POST', headers: asOps }).catch(() => undefined);
    await until(() => filesIn(backupDir).some((file) => file.endsWith(PARTIAL_SUFFIX)), 'a backup being written', 30_000);
    first.child.kill('SIGKILL');
    await first.exited;
    const left = filesIn(backupDir);
    expect(left.filter((file) => file.endsWith(PARTIAL_SUFFIX))).toHaveLength(1);
    expect(left.filter((file) => file.endsWith('.jsonl.gz'))).toEqual([]);

    const second = await serve(dataDir);
    expect(filesIn(backupDir).filter((file) => file.endsWith(PARTIAL_SUFFIX))).toEqual([]);
    const listed = (await (await fetch(`${second.base}/api/ops/backups`, { headers: asOps })).json()) as { data: { backups: unknown[] } };
    expect(listed.data.backups).toEqual([]);
    const again = await fetch(`${second.base}/api/ops/backups`, { method: 'POST', headers: asOps });
    expect(again.status).toBe(201);
    expect(filesIn(backupDir).filter((file) => file.endsWith('.jsonl.gz'))).toHaveLength(1);
    // the scrape reads the backup just written
    const metrics = await (await fetch(`${second.base}/metrics`, { headers: asOps })).text();
    const lastSuccess = Number(/^backup_last_success_timestamp_seconds (\S+)$/m.exec(metrics)?.[1]);
    expect(lastSuccess).toBeGreaterThan(Date.now() / 1000 - 120);
  }, 120_000);
});
