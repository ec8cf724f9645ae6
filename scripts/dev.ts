// Development: the API server restarts on change (port 3001), vite serves the SPA with reload and proxies /api to it.
import { spawn } from 'node:child_process';
import { createServer } from 'vite';

const apiPort = process.env.API_PORT ?? '3001';
const api = spawn(process.execPath, ['--watch', '--import', 'tsx', 'server/start.ts'], {
  stdio: 'inherit',
  env: { ...process.env, PORT: apiPort, NODE_ENV: process.env.NODE_ENV ?? 'development', SKIP_CLIENT_BUILD: 'true' },
});

const vite = await createServer({ server: { port: Number(process.env.PORT ?? 5173) } });
await vite.listen();
vite.printUrls();

const stop = async () => {
  api.kill('SIGTERM');
  await vite.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
