import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// One throwaway database per run; workers inherit the variable, so they all talk to the same server.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'shineworks-e2e-'));
const port = Number(process.env.E2E_PORT ?? 4310);
const preactPort = port + 1;
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// Where the two builds live (`vite build --outDir` can put them elsewhere, e.g. for parallel runs).
const clientRoot = process.env.E2E_CLIENT_ROOT ?? 'dist';
// The suite's mailbox: a real SMTP server both app servers deliver to, read by the tests (e2e/support/mail-catcher.ts).
const mailCatcher = { smtpPort: port + 10, httpPort: port + 11 };
process.env.MAIL_CATCHER_URL ??= `http://127.0.0.1:${mailCatcher.httpPort}`;

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  // The same suite runs against the React build and the Preact build, each on its own server and database.
  projects: [
    { name: 'react', use: { browserName: 'chromium', baseURL: `http://127.0.0.1:${port}` } },
    { name: 'preact', use: { browserName: 'chromium', baseURL: `http://127.0.0.1:${preactPort}` } },
  ],
  webServer: [
    {
      command: 'node --import tsx e2e/support/mail-catcher.ts',
      url: `http://127.0.0.1:${mailCatcher.httpPort}/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore' as const,
      stderr: 'pipe' as const,
      env: { MAIL_CATCHER_SMTP_PORT: String(mailCatcher.smtpPort), MAIL_CATCHER_HTTP_PORT: String(mailCatcher.httpPort) },
    },
    serverFor(port, join(clientRoot, 'client'), join(process.env.E2E_DATA_DIR, 'react')),
    serverFor(preactPort, join(clientRoot, 'client-preact'), join(process.env.E2E_DATA_DIR, 'preact')),
  ],
});

function serverFor(serverPort: number, clientDir: string, dataDir: string) {
  return {
    command: 'node --import tsx server/start.ts',
    url: `http://127.0.0.1:${serverPort}/api/ready`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      PORT: String(serverPort),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      CLIENT_DIR: clientDir,
      SKIP_CLIENT_BUILD: 'true',
      LOG_LEVEL: 'silent',
      NODE_ENV: 'test',
      SMTP_URL: `smtp://127.0.0.1:${mailCatcher.smtpPort}`,
      // The whole suite registers and books from 127.0.0.1 with accounts minutes old: the limits on one client
      // across accounts would stop it (they have their own tests in tests/server/booking-limits.test.ts).
      REGISTER_MAX_PER_IP: '1000',
      MAX_UNPAID_PER_IP: '1000',
      BUSY_CALENDAR_PERCENT: 'off',
    },
  };
}
