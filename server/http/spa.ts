// Serves the built single-page app: hashed assets cached for a year, staff.html (the workshop's console, an entry of
// its own) for every page under /staff, the page rendered at build time for a public page that has one, index.html
// for every other page.
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { Hono, type Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { isLanguage, LANGUAGE_COOKIE, LANGUAGES, preferredLanguage, textDirection, type Language } from '../../src/domain/i18n';
import type { AppEnv } from './context';
import { serverMessages } from '../messages';
import { isConsolePath } from '../../src/domain/console/consolePaths';
import { isAppRoute, PRERENDERED_PATHS, prerenderedPageFile } from '../../src/domain/routePaths';

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
  ['/load-app.js', AN_HOUR],
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

/** The shell's <html> tag for `language`: lang and dir set, its other attributes kept. */
export const withPageLanguage = (html: string, language: Language) =>
  html.replace(
    /<html\b([^>]*)>/i,
    (_tag, attributes: string) => `<html${attributes.replace(/\s+(?:lang|dir)\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]*)/gi, '')} lang="${language}" dir="${textDirection(language)}">`,
  );

interface CustomerPages {
  /** index.html in every language: the app renders the page in the browser. */
  shells: Record<Language, Buffer>;
  /** The public pages the build rendered ahead (by path, then language), ready to read before the app starts. */
  prerendered: Map<string, Partial<Record<Language, Buffer>>>;
}

/** The pages the build prerendered (none in a build that prerenders nothing, like the Preact one). */
async function readPrerendered(root: string): Promise<CustomerPages['prerendered']> {
  const pages: CustomerPages['prerendered'] = new Map();
  for (const pagePath of PRERENDERED_PATHS) {
    for (const language of LANGUAGES) {
      const html = await readInside(root, `/${prerenderedPageFile(language, pagePath)}`);
      if (html) pages.set(pagePath, { ...pages.get(pagePath), [language]: Buffer.from(withPageLanguage(html.toString('utf8'), language)) });
    }
  }
  return pages;
}

/** The customer's pages in every language, read again only when index.html changes (a new build). */
function customerPages(root: string) {
  const file = path.join(root, 'index.html');
  let made: { version: string; pages: CustomerPages } | null = null;
  return async (): Promise<CustomerPages | null> => {
    let version: string;
    try {
      const { mtimeMs, size } = await stat(file);
      version = `${mtimeMs} ${size}`;
    } catch {
      return null;
    }
    if (made?.version === version) return made.pages;
    const html = await readInside(root, '/index.html');
    if (!html) return null;
    const text = html.toString('utf8');
    const shells = Object.fromEntries(LANGUAGES.map((language) => [language, Buffer.from(withPageLanguage(text, language))])) as Record<Language, Buffer>;
    made = { version, pages: { shells, prerendered: await readPrerendered(root) } };
    return made.pages;
  };
}

/** The page's language: the browser's saved choice (the language cookie), else what Accept-Language prefers. */
function pageLanguage(c: Context<AppEnv>): Language {
  const chosen = getCookie(c, LANGUAGE_COOKIE);
  if (isLanguage(chosen)) return chosen;
  return preferredLanguage(c.req.header('accept-language')) ?? 'en';
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
  const pages = customerPages(root);
  spa.on(['GET', 'HEAD'], '*', async (c) => {
    const status = isAppRoute(c.req.path) ? 200 : 404;
    const consoleShell = isConsolePath(c.req.path) ? await readInside(root, '/staff.html') : null;
    if (consoleShell) return sendFile(c, consoleShell, 'index.html', 'no-cache', status);
    const customer = await pages();
    if (!customer) return c.text(serverMessages.clientNotBuilt, 503, { 'Cache-Control': 'no-store' });
    const language = pageLanguage(c);
    const page = customer.prerendered.get(c.req.path)?.[language] ?? customer.shells[language];
    c.header('Vary', 'Cookie, Accept-Language');
    return sendFile(c, page, 'index.html', 'no-cache', status);
  });

  spa.all('*', (c) => c.text('Method Not Allowed', 405, { Allow: 'GET, HEAD' }));
  return spa;
}
