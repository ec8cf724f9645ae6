// Serves the built single-page app: hashed assets cached for a year, staff.html (the workshop's console, an entry of
// its own) for every page under /staff, index.html for every other page.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Hono, type Context } from 'hono';
import type { AppEnv } from './context';
import { serverMessages } from '../messages';
import { isConsolePath } from '../../src/domain/console/consolePaths';
import { isAppRoute } from '../../src/domain/routePaths';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const AN_HOUR = 'public, max-age=3600';

/**
 * The files of public/ that are served as themselves (any other path is a page). The service worker and the page it
 * shows offline are always revalidated, so a new version reaches every browser at its next visit.
 */
const PUBLIC_FILES: ReadonlyArray<readonly [route: string, cacheControl: string]> = [
  ['/robots.txt', AN_HOUR],
  ['/favicon.svg', AN_HOUR],
  ['/manifest.webmanifest', AN_HOUR],
  ['/icons/*', AN_HOUR],
  ['/register-sw.js', AN_HOUR],
  ['/sw.js', 'no-cache'],
  ['/offline.html', 'no-cache'],
];

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.json': 'application/json',
  '.map': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

/** Reads a file inside `root`; null when missing or when the path would leave `root`. */
async function readInside(root: string, requestPath: string): Promise<Buffer | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(requestPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const file = path.resolve(root, `.${path.posix.normalize(decoded)}`);
  if (!file.startsWith(root + path.sep)) return null;
  try {
    return await readFile(file);
  } catch {
    return null;
  }
}

/** The page's shell: staff.html under /staff when the console was built, index.html for everything else. */
async function shellFor(root: string, pagePath: string): Promise<Buffer | null> {
  const consoleShell = isConsolePath(pagePath) ? await readInside(root, '/staff.html') : null;
  return consoleShell ?? (await readInside(root, '/index.html'));
}

const sendFile = (c: Context<AppEnv>, body: Buffer, filePath: string, cacheControl: string, status: 200 | 404 = 200) => {
  c.header('Content-Type', CONTENT_TYPES[path.extname(filePath).toLowerCase()] ?? 'application/octet-stream');
  c.header('Cache-Control', cacheControl);
  if (c.req.method === 'HEAD') return c.body(null, status);
  return c.body(new Uint8Array(body), status);
};

export function spaRoutes(clientDir: string): Hono<AppEnv> {
  const spa = new Hono<AppEnv>();
  const root = path.resolve(clientDir);

  // A missing asset is a 404, never index.html (the browser would try to run HTML as a script).
  spa.on(['GET', 'HEAD'], '/assets/*', async (c) => {
    const body = await readInside(root, c.req.path);
    return body ? sendFile(c, body, c.req.path, IMMUTABLE) : c.text('Not Found', 404);
  });

  for (const [file, cacheControl] of PUBLIC_FILES) {
    spa.on(['GET', 'HEAD'], file, async (c) => {
      const body = await readInside(root, c.req.path);
      return body ? sendFile(c, body, c.req.path, cacheControl) : c.text('Not Found', 404);
    });
  }

  // History fallback: every other page is the app shell, always revalidated so a new build is picked up. A path that
  // is no page of the app gets the same shell (it renders Page Not Found) with status 404. A client built without
  // the console has no staff.html: its pages get the customer's shell.
  spa.on(['GET', 'HEAD'], '*', async (c) => {
    const html = await shellFor(root, c.req.path);
    if (!html) return c.text(serverMessages.clientNotBuilt, 503, { 'Cache-Control': 'no-store' });
    return sendFile(c, html, 'index.html', 'no-cache', isAppRoute(c.req.path) ? 200 : 404);
  });

  spa.all('*', (c) => c.text('Method Not Allowed', 405, { Allow: 'GET, HEAD' }));
  return spa;
}
