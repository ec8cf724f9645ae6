// Backups taken by the running server: who may take and download them, one at a time, the schedule with its
// rotation (an injected clock and timer), who else on the machine may read them, a full disk, and what a killed
// server left behind.
import { createHash } from 'node:crypto';
import { chmodSync, existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BackupFile, BackupOverview } from '../../src/domain/backupWire';
import { backupMessages } from '../../src/domain/messageAreas/backups';
import { createBackupService, type BackupTimer } from '../../server/backup/service';
import { lastBackupState } from '../../server/backup/state';
import type { FileSink } from '../../server/backup/file-sink';
import { call, tempDir } from './helpers/app';
import { busyWorkshop } from './helpers/backup-fixtures';
import { OPS_TOKEN_HEADERS, signedInStaff } from './helpers/staff';
import { usePgliteApp } from './helpers/suite';

const HOUR = 60 * 60 * 1000;
const backupDir = tempDir('backups');
const context = usePgliteApp({ BACKUP_DIR: backupDir });

beforeAll(async () => {
  await busyWorkshop(context.app, 2);
}, 60_000);

const backupsIn = (dir: string) => readdirSync(dir).filter((name) => name.endsWith('.jsonl.gz')).sort();
const modeOf = (file: string) => statSync(file).mode & 0o777;

describe('POST /api/ops/backups and the list', () => {
  it('writes a backup beside its checksum, lists it newest first and downloads it byte for byte', async () => {
    const first = await call<{ message: string; data: BackupFile }>(context.app, 'POST', '/api/ops/backups', { headers: OPS_TOKEN_HEADERS });
    expect(first.status).toBe(201);
    expect(first.body.message).toBe(backupMessages.backups.written(first.body.data.file, first.body.data.size));
    const second = await call<{ data: BackupFile }>(context.app, 'POST', '/api/ops/backups', { headers: OPS_TOKEN_HEADERS });
    expect(readdirSync(backupDir)).toEqual(expect.arrayContaining([first.body.data.file, `${first.body.data.file}.sha256`]));

    const list = await call<{ data: BackupOverview }>(context.app, 'GET', '/api/ops/backups', { headers: OPS_TOKEN_HEADERS });
    expect(list.body.data.backups.map((backup) => backup.file)).toEqual([second.body.data.file, first.body.data.file]);
    expect(list.body.data.last_success?.file).toBe(second.body.data.file);
    expect(list.body.data.schedule).toMatchObject({ every_hours: 24, keep: 7 });

    const download = await context.app.request(`/api/ops/backups/${first.body.data.file}`, { headers: OPS_TOKEN_HEADERS });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toContain(first.body.data.file);
    expect(createHash('sha256').update(Buffer.from(await download.arrayBuffer())).digest('hex')).toBe(first.body.data.sha256);
  });

  it('serves only backup files by their exact name', async () => {
    for (const name of ['..%2F..%2Fetc%2Fpasswd', '..', 'backup-2026-01-01T00-00-00-000Z.jsonl.gz', 'ops-token', 'backup-x.jsonl.gz.sha256']) {
      const answer = await call(context.app, 'GET', `/api/ops/backups/${name}`, { headers: OPS_TOKEN_HEADERS });
      expect([404, 400]).toContain(answer.status);
    }
  });

  it('is the admin\'s: staff accounts are refused', async () => {
    const staff = await signedInStaff(context.app, context.handle.db, 'staff');
    expect((await call(context.app, 'GET', '/api/ops/backups', { cookie: staff.cookie })).status).toBe(403);
    expect((await call(context.app, 'POST', '/api/ops/backups', { cookie: staff.cookie })).status).toBe(403);
    const admin = await signedInStaff(context.app, context.handle.db, 'admin');
    expect((await call(context.app, 'GET', '/api/ops/backups', { cookie: admin.cookie })).status).toBe(200);
  });

  it('takes one backup at a time', async () => {
    const answers = await Promise.all([1, 2].map(() => call(context.app, 'POST', '/api/ops/backups', { headers: OPS_TOKEN_HEADERS })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect(answers.find((answer) => answer.status === 409)?.body).toMatchObject({ message: backupMessages.backups.alreadyRunning });
  });
});

/** A timer on a clock the test moves: due callbacks run when `advance` passes their time. */
function fakeClock(start: Date) {
  let now = start.getTime();
  let pending: Array<{ at: number; run: () => void; cancelled: boolean }> = [];
  const timer: BackupTimer = {
    set(run, delayMs) {
      const entry = { at: now + delayMs, run, cancelled: false };
      pending.push(entry);
      return { cancel: () => (entry.cancelled = true) };
    },
  };
  return {
    now: () => new Date(now),
    timer,
    /** Moves the clock to the next due callback (at most `ms` ahead) and runs it. */
    advance(ms: number) {
      now += ms;
      const due = pending.filter((entry) => !entry.cancelled && entry.at <= now);
      pending = pending.filter((entry) => !due.includes(entry));
      for (const entry of due) entry.run();
    },
    pendingCount: () => pending.filter((entry) => !entry.cancelled).length,
  };
}

describe('the schedule', () => {
  it('backs up every BACKUP_EVERY_HOURS from the last success and keeps the newest BACKUP_KEEP', async () => {
    const dir = tempDir('scheduled');
    const clock = fakeClock(new Date('2026-03-01T00:00:00Z'));
    const service = createBackupService({ db: context.handle.db, dir, everyHours: 24, keep: 3, now: clock.now, timer: clock.timer });
    await service.startSchedule();
    const taken: string[] = [];
    for (let day = 0; day < 5; day += 1) {
      clock.advance(day === 0 ? 0 : 24 * HOUR);
      await expect.poll(() => backupsIn(dir).at(-1) ?? '').not.toBe(taken.at(-1) ?? '');
      await expect.poll(async () => (await service.overview()).running).toBe(false);
      taken.push(backupsIn(dir).at(-1) ?? '');
    }
    expect(backupsIn(dir)).toEqual(taken.slice(-3));
    expect(taken[0]).toBe('backup-2026-03-01T00-00-00-000Z.jsonl.gz');
    const overview = await service.overview();
    expect(overview.schedule.next_at).toBe('2026-03-06T00:00:00.000Z');
    expect(clock.pendingCount()).toBe(1);
    service.stopSchedule();
    expect(clock.pendingCount()).toBe(0);
  });

  it('after a restart counts from the newest backup on disk', async () => {
    const dir = tempDir('restarted');
    writeFileSync(path.join(dir, 'backup-2026-03-01T06-00-00-000Z.jsonl.gz'), 'x');
    const clock = fakeClock(new Date('2026-03-01T10:00:00Z'));
    const service = createBackupService({ db: context.handle.db, dir, everyHours: 24, keep: 3, now: clock.now, timer: clock.timer });
    await service.startSchedule();
    expect((await service.overview()).schedule.next_at).toBe('2026-03-02T06:00:00.000Z');
    service.stopSchedule();
  });

  it('writes each backup and its checksum readable by the server alone (0600), in a folder no one else may open (0700)', async () => {
    const dir = path.join(tempDir('private'), 'backups', 'nightly');
    const clock = fakeClock(new Date('2026-03-01T00:00:00Z'));
    const service = createBackupService({ db: context.handle.db, dir, everyHours: 24, keep: 3, now: clock.now, timer: clock.timer });
    await service.startSchedule();
    clock.advance(0);
    await expect.poll(() => (existsSync(dir) ? backupsIn(dir) : [])).toEqual(['backup-2026-03-01T00-00-00-000Z.jsonl.gz']);
    await expect.poll(async () => (await service.overview()).running).toBe(false);
    service.stopSchedule();
    const file = path.join(dir, 'backup-2026-03-01T00-00-00-000Z.jsonl.gz');
    // The whole database, password hashes and every customer's contact details: no other user of the machine reads it.
    expect({ folder: modeOf(dir), backup: modeOf(file), checksum: modeOf(`${file}.sha256`) }).toEqual({ folder: 0o700, backup: 0o600, checksum: 0o600 });
  });

  it('tightens at start a folder and backups that an older version left readable by every user', async () => {
    const dir = tempDir('loose');
    const older = path.join(dir, 'backup-2026-03-01T00-00-00-000Z.jsonl.gz');
    writeFileSync(older, 'x');
    writeFileSync(`${older}.sha256`, `${'0'.repeat(64)}  ${path.basename(older)}\n`);
    for (const [loose, mode] of [[dir, 0o755], [older, 0o644], [`${older}.sha256`, 0o644]] as const) chmodSync(loose, mode);
    const clock = fakeClock(new Date('2026-03-01T10:00:00Z'));
    const service = createBackupService({ db: context.handle.db, dir, everyHours: 24, keep: 3, now: clock.now, timer: clock.timer });
    await service.startSchedule();
    service.stopSchedule();
    expect({ folder: modeOf(dir), backup: modeOf(older), checksum: modeOf(`${older}.sha256`) }).toEqual({ folder: 0o700, backup: 0o600, checksum: 0o600 });
  });

  it('is off with BACKUP_EVERY_HOURS=0', async () => {
    const clock = fakeClock(new Date('2026-03-01T00:00:00Z'));
    const service = createBackupService({ db: context.handle.db, dir: tempDir('off'), everyHours: 0, keep: 3, now: clock.now, timer: clock.timer });
    await service.startSchedule();
    expect(clock.pendingCount()).toBe(0);
    expect((await service.overview()).schedule.next_at).toBeNull();
  });
});

describe('a full disk', () => {
  it('keeps the old backups, leaves no partial file, records the failure, and the server keeps serving', async () => {
    const dir = tempDir('full');
    const healthy = createBackupService({ db: context.handle.db, dir, everyHours: 24, keep: 7, now: () => new Date('2026-04-01T00:00:00Z') });
    const old = await healthy.backUpNow();
    const diskFull = (): Promise<FileSink> => {
      let written = 0;
      return Promise.resolve({
        write: async (chunk) => {
          written += chunk.length;
          if (written > 64) throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
        },
        finish: async () => {},
        abort: async () => {},
      });
    };
    // The injected sink never creates the file; a real one would have: make it so the removal is what is tested.
    const full = createBackupService({
      db: context.handle.db,
      dir,
      everyHours: 24,
      keep: 7,
      now: () => new Date('2026-04-02T00:00:00Z'),
      openSink: async (file) => {
        writeFileSync(file, 'half');
        return diskFull();
      },
    });
    await expect(full.backUpNow()).rejects.toThrow(backupMessages.backups.failed(backupMessages.backups.diskFull));
    expect(readdirSync(dir).sort()).toEqual([old.file, `${old.file}.sha256`]);
    const overview = await full.overview();
    expect(overview.last_failure?.message).toBe(backupMessages.backups.failed(backupMessages.backups.diskFull));
    expect(lastBackupState().lastFailure?.message).toBe(backupMessages.backups.failed(backupMessages.backups.diskFull));
    expect((await call(context.app, 'GET', '/api/services/list/')).status).toBe(200);
  });
});

describe('after a server was killed during a backup', () => {
  it('removes the half-written file at start and nothing else', async () => {
    const dir = tempDir('killed');
    const kept = 'backup-2026-05-01T00-00-00-000Z.jsonl.gz';
    writeFileSync(path.join(dir, kept), 'x');
    writeFileSync(path.join(dir, 'backup-2026-05-02T00-00-00-000Z.jsonl.gz.partial'), 'half');
    const service = createBackupService({ db: context.handle.db, dir, everyHours: 24, keep: 7, now: () => new Date() });
    expect(await service.removeLeftovers()).toBe(1);
    expect(readdirSync(dir)).toEqual([kept]);
    expect(existsSync(path.join(dir, 'backup-2026-05-02T00-00-00-000Z.jsonl.gz.partial'))).toBe(false);
  });
});
