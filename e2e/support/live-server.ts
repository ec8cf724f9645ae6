// An app server of this project's build of its own for one spec: started live (PAYMENT_GATEWAY=live) against the
// gateway fakes the spec runs in its worker, or on the sandbox for a spec that changes workshop-wide settings the
// suite's other specs must not see (deposits). Each spec has its own pair of ports (react, preact) beside the
// suite's, and its own data directory; the suite's servers stay on the sandbox gateway. A spec about time passing
// starts its server with TEST_CLOCK=true and moves that server's clock (moveLiveClock) instead of waiting.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect } from '@playwright/test';

const basePort = Number(process.env.E2E_PORT ?? 4310);
const clientRoot = process.env.E2E_CLIENT_ROOT ?? 'dist';

/** The suite's ports run to +15 (mail catcher +10/+11, channel fakes +12..+15): live servers take +20 and up. */
export const LIVE_SPECS = { payments: 20, console: 22, deposits: 24 } as const;

export const livePort = (spec: keyof typeof LIVE_SPECS, project: string) => basePort + LIVE_SPECS[spec] + (project === 'react' ? 0 : 1);
export const liveUrl = (spec: keyof typeof LIVE_SPECS, project: string) => `http://127.0.0.1:${livePort(spec, project)}`;
export const liveDataDir = (spec: keyof typeof LIVE_SPECS, project: string) => join(process.env.E2E_DATA_DIR ?? '', `live-${spec}-${project}`);

/** Starts the server of `spec` for `project` with the gateways' settings (or another PAYMENT_GATEWAY), and waits until it is ready. */
export async function startLiveServer(spec: keyof typeof LIVE_SPECS, project: string, gateways: Record<string, string>): Promise<ChildProcess> {
  const appUrl = liveUrl(spec, project);
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/start.ts'], {
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      PORT: String(livePort(spec, project)),
      HOST: '127.0.0.1',
      DATA_DIR: liveDataDir(spec, project),
      CLIENT_DIR: join(clientRoot, project === 'react' ? 'client' : 'client-preact'),
      SKIP_CLIENT_BUILD: 'true',
      LOG_LEVEL: 'silent',
      NODE_ENV: 'test',
      PUBLIC_URL: appUrl,
      REGISTER_MAX_PER_IP: '1000',
      MAX_UNPAID_PER_IP: '1000',
      BUSY_CALENDAR_PERCENT: 'off',
      PAYMENT_GATEWAY: 'live',
      ...gateways,
    },
  });
  let errors = '';
  server.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  await expect
    .poll(async () => (await fetch(`${appUrl}/api/ready`).catch(() => null))?.status ?? 0, { timeout: 90_000, message: `the live server did not start: ${errors}` })
    .toBe(200);
  return server;
}

/** The ops token the server of `spec` for `project` wrote into its data directory. */
export const liveOpsToken = async (spec: keyof typeof LIVE_SPECS, project: string) => (await readFile(join(liveDataDir(spec, project), 'ops-token'), 'utf8')).trim();

/**
 * Moves the clock of a server started with TEST_CLOCK=true forward by `minutes` (server/test-clock/route.ts); it
 * answers once the sweeps that read the time (deposit releases, reminders, …) have run at the new time.
 */
export async function moveLiveClock(spec: keyof typeof LIVE_SPECS, project: string, minutes: number): Promise<void> {
  const moved = await fetch(`${liveUrl(spec, project)}/api/test-clock`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${await liveOpsToken(spec, project)}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ minutes }),
  });
  expect(moved.status, await moved.clone().text()).toBe(200);
}
