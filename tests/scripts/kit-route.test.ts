// The development server's kit of parts: /dev/kit answers its page over the kit's entry, which the server compiles.
import { createServer as createHttpServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type ViteDevServer } from 'vite';
import { KIT_ENTRY, KIT_ROUTE, kitRoute } from '../../scripts/kit/dev-route';

let vite: ViteDevServer;
let http: Server;
let base: string;

beforeAll(async () => {
  vite = await createServer({ server: { middlewareMode: true, hmr: false, ws: false }, appType: 'custom', plugins: [kitRoute()], logLevel: 'silent' });
  http = createHttpServer(vite.middlewares);
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => http.close(resolve));
  await vite.close();
});

describe('/dev/kit', () => {
  it('answers the kit page, in either language, loading the kit entry', async () => {
    for (const path of [KIT_ROUTE, `${KIT_ROUTE}?lang=ur`]) {
      const answer = await fetch(`${base}${path}`);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toContain('text/html');
      expect(await answer.text()).toContain(`<script type="module" src="${KIT_ENTRY}"></script>`);
    }
  });

  it('serves the kit entry compiled', async () => {
    const answer = await fetch(`${base}${KIT_ENTRY}`);
    expect(answer.status).toBe(200);
    expect(await answer.text()).toContain('KitPage');
  });
});
