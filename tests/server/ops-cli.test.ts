// The workshop's CLI as the front desk and scripts run it: the real `node --import tsx server/ops/cli.ts` process
// against a real listening server (PGlite). Piped or with --json it prints the server's JSON exactly; on a terminal
// (a pseudo-terminal from util-linux `script`) the lists print as tables; `help` lists the commands; a booking or an
// invoice is taken by the number customers see.
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, shortId, todayInKarachi } from '../../src/domain/format';
import { messages } from '../../src/domain/messages';
import type { BookingDetail } from '../../src/domain/types';
import type { DatabaseHandle } from '../../server/db/client';
import { seedCatalogue } from '../../server/db/seed';
import { call, removeTempDirs, tempDir, testConfig } from './helpers/app';
import { bookFor, customerWithCar } from './helpers/customers';
import { openTemplatePglite } from './helpers/pglite-template';
import { listenLikeStart, requestLog } from './helpers/raw-http';

const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, '../..');
const TOKEN = 'test-ops-token-0123456789abcdef';
const SCRIPT = '/usr/bin/script';
const COMMANDS = ['booking:list', 'booking:status', 'invoice:paid', 'invoice:refund', 'service:list', 'service:upsert', 'service:deactivate', 'user:create', 'mail:list', 'mail:show', 'mail:resend', 'backup', 'help'];

let handle: DatabaseHandle;
let server: Awaited<ReturnType<typeof listenLikeStart>>;
let booking: BookingDetail;
let backupDir: string;

beforeAll(async () => {
  handle = await openTemplatePglite();
  await seedCatalogue(handle.db);
  backupDir = tempDir('cli-backups');
  server = await listenLikeStart({ db: handle.db, config: testConfig({ BACKUP_DIR: backupDir }), logger: requestLog().logger });
  booking = await bookFor(server.app, await customerWithCar(server.app), addDays(todayInKarachi(), 2));
});
afterAll(async () => {
  await server?.close();
  await handle?.close();
  removeTempDirs();
});

const env = () => ({ ...process.env, OPS_URL: server.base, OPS_TOKEN: TOKEN, NO_COLOR: '1' });

/** The CLI with its output piped to this test, as a script would run it; a failure resolves with its exit code. */
async function ops(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', 'server/ops/cli.ts', ...args], { cwd: ROOT, env: env() });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

/** The CLI on a pseudo-terminal, as the front desk runs it. */
async function opsOnTerminal(...args: string[]): Promise<string> {
  const command = [process.execPath, '--import', 'tsx', 'server/ops/cli.ts', ...args].map((word) => `'${word}'`).join(' ');
  const { stdout } = await run(SCRIPT, ['-qec', command, '/dev/null'], { cwd: ROOT, env: env() });
  return stdout.replace(/\r\n/g, '\n');
}

const opsApi = async (route: string) => (await call(server.app, 'GET', `/api/ops/${route}`, { headers: { Authorization: `Bearer ${TOKEN}` } })).body;

describe('ops CLI', () => {
  it('backup: the running server writes one and the command prints its file; --out downloads it', async () => {
    const written = await ops('backup');
    expect(written.stderr).toBe('');
    expect(written.code).toBe(0);
    const file = written.stdout.trim();
    expect(existsSync(path.join(backupDir, file))).toBe(true);
    const out = path.join(tempDir('cli-download'), 'workshop.jsonl.gz');
    const downloaded = await ops('backup', '--out', out);
    expect(downloaded.code).toBe(0);
    expect(downloaded.stdout.trim()).toBe(out);
    const [sha256] = readFileSync(`${out}.sha256`, 'utf8').split(' ');
    expect(createHash('sha256').update(readFileSync(out)).digest('hex')).toBe(sha256);
    // The whole database: the downloaded copy is as private as the server's own.
    expect({ backup: statSync(out).mode & 0o777, checksum: statSync(`${out}.sha256`).mode & 0o777 }).toEqual({ backup: 0o600, checksum: 0o600 });
  });

  it('prints the server’s JSON exactly when its output is piped, and with --json', async () => {
    for (const [command, route] of [['booking:list', 'bookings'], ['service:list', 'services'], ['mail:list', 'mail']] as const) {
      const expected = `${JSON.stringify(await opsApi(route), null, 2)}\n`;
      expect((await ops(command)).stdout, command).toBe(expected);
      expect((await ops(command, '--json')).stdout, `${command} --json`).toBe(expected);
    }
    expect(JSON.parse((await ops('mail:list', '--channel', 'email')).stdout)).toEqual(await opsApi('mail?channel=email'));
    expect((await ops('mail:list', '--channel', 'fax')).code).not.toBe(0);
  });

  it.skipIf(!existsSync(SCRIPT))('prints the lists as tables with short numbers on a terminal, and JSON there with --json', async () => {
    const table = await opsOnTerminal('booking:list');
    const [heading, rule, row] = table.split('\n');
    expect(heading?.split(/\s{2,}/)).toEqual(['Number', 'Date', 'Time', 'Bay', 'Status', 'Service', 'Customer', 'Plate', 'Total', 'Payment', 'Invoice']);
    expect(rule).toMatch(/^-+( +-+)+$/);
    expect(row?.split(/\s{2,}/)).toEqual([
      shortId(booking.id),
      booking.booking_date,
      `${booking.start_time}-${booking.end_time}`,
      String(booking.bay),
      'Pending',
      'Express Exterior Wash',
      'Ayesha Khan',
      booking.car.license_plate,
      'PKR 2,500',
      'pending',
      shortId(booking.invoice_id ?? ''),
    ]);
    expect(table).toContain('\n1 booking\n');
    expect(await opsOnTerminal('service:list')).toMatch(/^Id +Name +Category +Price +Duration +Active\n[\s\S]*\nexpress-exterior-wash +Express Exterior Wash +exterior +PKR 2,500 +2 hours +yes\n/);
    expect(JSON.parse(await opsOnTerminal('booking:list', '--json'))).toEqual(await opsApi('bookings'));
  });

  it('lists every command on one line each for help, --help and no command', async () => {
    const help = await ops('help');
    expect(help.code).toBe(0);
    const lines = help.stdout.split('\n');
    for (const command of COMMANDS) expect(lines.filter((line) => line.trimStart().startsWith(`${command} `)), command).toHaveLength(1);
    expect((await ops('--help')).stdout).toBe(help.stdout);
    expect((await ops()).stdout).toBe(help.stdout);
    expect((await ops('booking:list', '--help')).stdout).toBe(help.stdout);
  });

  it('takes a booking and an invoice by the number customers see, in any case', async () => {
    const moved = await ops('booking:status', shortId(booking.id).toLowerCase(), 'confirmed');
    expect(moved.code).toBe(0);
    expect(JSON.parse(moved.stdout)).toMatchObject({ success: true, data: { id: booking.id, status: 'confirmed' } });
    const paid = await ops('invoice:paid', shortId(booking.invoice_id ?? ''), '--method', 'cash');
    expect(JSON.parse(paid.stdout)).toMatchObject({ success: true, data: { id: booking.invoice_id, payment_status: 'paid', payment_method: 'cash' } });
  });

  it('exits non-zero with the server’s sentence for a number nothing has', async () => {
    const unknown = await ops('booking:status', 'ZZZZZZZZ', 'confirmed');
    expect(unknown.code).toBe(1);
    expect(unknown.stdout).toBe('');
    expect(unknown.stderr.trim()).toBe(`The server refused (404): ${messages.booking.notFound}`);
  });
});
