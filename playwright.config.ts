import { defineConfig } from '@playwright/test';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { preactSelection } from './e2e/support/builds';

// One throwaway database per run; workers inherit the variable, so they all talk to the same server.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'shineworks-e2e-'));
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const port = Number(process.env.E2E_PORT ?? 4310);
const preactPort = port + 1;
// Chromium's headless shell (Debian's chromium-headless-shell, the engine Playwright itself runs headless) when it is
// installed: the same Blink and V8 without the full browser's display layer, a quarter less CPU for the same specs
// (docs/benchmarks.md). The full browser otherwise.
const chromiumPath = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');
// Where the two builds live (`vite build --outDir` can put them elsewhere, e.g. for parallel runs).
const clientRoot = process.env.E2E_CLIENT_ROOT ?? 'dist';
// The suite's mailbox: a real SMTP server both app servers deliver to, read by the tests (e2e/support/mail-catcher.ts).
const mailCatcher = { smtpPort: port + 10, httpPort: port + 11 };
process.env.MAIL_CATCHER_URL ??= `http://127.0.0.1:${mailCatcher.httpPort}`;
// The WhatsApp Cloud API and SMS API fakes (tests/fakes/serve.ts): one pair per app server, since each posts its
// webhooks to its own app's PUBLIC_URL. Tests find their project's pair by name (e2e/support/channel-fakes.ts).
const channelFakes = {
  react: { whatsappPort: port + 12, smsPort: port + 13 },
  preact: { whatsappPort: port + 14, smsPort: port + 15 },
};
process.env.E2E_CHANNEL_FAKES ??= JSON.stringify(
  Object.fromEntries(
    Object.entries(channelFakes).map(([project, fakes]) => [project, { whatsapp: `http://127.0.0.1:${fakes.whatsappPort}`, sms: `http://127.0.0.1:${fakes.smsPort}` }]),
  ),
);
// The providers' credentials, the same for the app servers and the fakes (they check each other's).
const channelSettings = {
  WHATSAPP_TOKEN: 'e2e-whatsapp-token',
  WHATSAPP_PHONE_NUMBER_ID: '109876543210',
  WHATSAPP_APP_SECRET: 'e2e-whatsapp-app-secret',
  WHATSAPP_VERIFY_TOKEN: 'e2e-whatsapp-verify-token',
  SMS_ACCOUNT_SID: 'ACe2e00000000000000000000000000000',
  SMS_AUTH_TOKEN: 'e2e-sms-auth-token',
  SMS_FROM: '+15005550006',
};

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  // Three on two cores: a test spends much of its time waiting on the app's polls, timers and server, so a third
  // worker fills those gaps (measured: 765 s with two, 575 s with three, 775 s and timeouts with four;
  // docs/benchmarks.md, "The test suite, after a first pass").
  workers: 3,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    // A failed test is run again with a trace (DOM snapshots, network, console), without the screencast filmstrip. Recording
    // a trace of every test to keep only the failures' cost the browser and the workers a snapshot per action.
    trace: { mode: 'on-first-retry', screenshots: false },
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
  // The React build runs every spec, the Preact build those where it can change the outcome (e2e/support/builds.ts),
  // each on its own server and database.
  projects: [
    { name: 'react', use: { browserName: 'chromium', baseURL: `http://127.0.0.1:${port}` } },
    { name: 'preact', ...preactSelection(fileURLToPath(new URL('./e2e', import.meta.url))), use: { browserName: 'chromium', baseURL: `http://127.0.0.1:${preactPort}` } },
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
    fakesFor(port, channelFakes.react),
    fakesFor(preactPort, channelFakes.preact),
    serverFor(port, join(clientRoot, 'client'), join(process.env.E2E_DATA_DIR, 'react'), channelFakes.react),
    serverFor(preactPort, join(clientRoot, 'client-preact'), join(process.env.E2E_DATA_DIR, 'preact'), channelFakes.preact),
  ],
});

interface FakePorts {
  whatsappPort: number;
  smsPort: number;
}

/** The WhatsApp and SMS fakes of the app server on `appPort`; the SMS fake starts second, so its port means both. */
function fakesFor(appPort: number, fakes: FakePorts) {
  return {
    command: 'node --import tsx tests/fakes/serve.ts',
    port: fakes.smsPort,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      ...channelSettings,
      PUBLIC_URL: `http://127.0.0.1:${appPort}`,
      FAKE_WHATSAPP_PORT: String(fakes.whatsappPort),
      FAKE_SMS_PORT: String(fakes.smsPort),
    },
  };
}

function serverFor(serverPort: number, clientDir: string, dataDir: string, fakes: FakePorts) {
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
      // Where its links point and the SMS status callbacks go; its fakes post their signed webhooks there.
      PUBLIC_URL: `http://127.0.0.1:${serverPort}`,
      ...channelSettings,
      WHATSAPP_API_URL: `http://127.0.0.1:${fakes.whatsappPort}`,
      SMS_API_URL: `http://127.0.0.1:${fakes.smsPort}`,
    },
  };
}
