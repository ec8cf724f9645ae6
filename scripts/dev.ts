// Development: the API server restarts on change (port 3001), vite serves the SPA with reload (index.html, and
// staff.html for the console's pages under /staff: vite.config.ts) and proxies /api to it, and the flow atlas
// (docs/flows/index.html) at /flows/, and the kit of parts (every part of src/views/components in its states) at /dev/kit.
import { spawn } from 'node:child_process';
import { createServer } from 'vite';
import { ATLAS_ROUTE, flowAtlasRoute } from './flow-atlas/dev-route';
import { KIT_ROUTE, kitRoute } from './kit/dev-route';

const apiPort = process.env.API_PORT ?? '3001';
const vitePort = Number(process.env.PORT ?? 5173);
// The browser talks to vite's address, which forwards /api: the API must take that origin as its own, or it refuses
// every change (sign-in, registration, booking) as cross-origin.
const api = spawn(process.execPath, ['--watch', '--import', 'tsx', 'server/start.ts'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: apiPort,
    NODE_ENV: process.env.NODE_ENV ?? 'development',
    SKIP_CLIENT_BUILD: 'true',
    PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${vitePort}`,
  },
});

const vite = await createServer({ server: { port: vitePort }, plugins: [flowAtlasRoute(), kitRoute()] });
await vite.listen();
vite.printUrls();
const local = vite.resolvedUrls?.local[0];
if (local) {
  console.log(`  ➜  Flow atlas: ${new URL(`${ATLAS_ROUTE}/`, local).href}`);
  console.log(`  ➜  Kit of parts: ${new URL(KIT_ROUTE, local).href}`);
}

const stop = async () => {
  api.kill('SIGTERM');
  await vite.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
