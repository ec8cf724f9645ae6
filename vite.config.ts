import type { Connect, Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { pageHead } from './scripts/page-head.ts';
import { prerenderPages } from './scripts/prerender/plugin.ts';

// `vite build --mode preact` builds the same app with React swapped for preact/compat.
const preactAliases = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
];

// The workshop's console (staff.html) is built in a pass of its own, after the customer's (index.html), into the
// same directory: `--mode console` beside the React build, `--mode preact-console` beside the Preact one. The
// customer's first load then holds no byte of the console.
const CONSOLE_MODES = ['console', 'preact-console'];
const PREACT_MODES = ['preact', 'preact-console'];
const CONSOLE_PAGE = /^\/staff(?:\/|$)/i;
const CONSOLE_MANIFEST = '.vite/manifest-console.json';

/** Every page under /staff is staff.html, in `vite` and `vite preview` alike (the server does the same in production). */
function consolePage(): Plugin {
  const rewrite: Connect.NextHandleFunction = (req, _res, next) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if ((req.method === 'GET' || req.method === 'HEAD') && CONSOLE_PAGE.test(url.pathname)) req.url = `/staff.html${url.search}`;
    next();
  };
  return {
    name: 'console-page',
    configureServer: (server) => void server.middlewares.use(rewrite),
    configurePreviewServer: (server) => void server.middlewares.use(rewrite),
  };
}

/** The console pass writes its own manifest, even under `--manifest`: the customer pass's one stays as it was. */
function consoleManifest(): Plugin {
  return {
    name: 'console-manifest',
    config: (config) => (config.build?.manifest ? { build: { manifest: CONSOLE_MANIFEST } } : undefined),
  };
}

const BUILD_YEAR = new Date().getFullYear();

export default defineConfig(({ mode }) => {
  const consolePass = CONSOLE_MODES.includes(mode);
  const preact = PREACT_MODES.includes(mode);
  const customerDir = preact ? 'dist/client-preact' : 'dist/client';
  // The console's files carry a prefix of their own, so its pass never writes over one of the customer's.
  const consoleNames = {
    entryFileNames: 'assets/console-[name]-[hash].js',
    chunkFileNames: 'assets/console-[name]-[hash].js',
    assetFileNames: 'assets/console-[name]-[hash][extname]',
  };
  return {
    plugins: [
      vanillaExtractPlugin({ identifiers: mode === 'production' || preact || consolePass ? 'short' : 'debug' }),
      pageHead(),
      consolePage(),
      ...(consolePass ? [consoleManifest()] : []),
      // The React customer build sends its public pages rendered (the Preact one renders them in the browser).
      ...(mode === 'production' ? [prerenderPages()] : []),
    ],
    // The prerendered pages' copyright year (src/views/layout/Footer.tsx); both builds of a `vite build` share it.
    define: { 'import.meta.env.BUILD_YEAR': JSON.stringify(BUILD_YEAR) },
    oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
    resolve: { alias: preact ? preactAliases : [] },
    build: {
      outDir: customerDir,
      emptyOutDir: !consolePass,
      // favicon.svg and robots.txt come with the customer pass.
      copyPublicDir: !consolePass,
      sourcemap: false,
      rolldownOptions: {
        ...(consolePass ? { input: 'staff.html' } : {}),
        output: {
          // The first page's script lists every lazy page's chunks and stylesheets by file name, to preload them: the
          // kit's parts make many small chunks, and their names alone (beside the hash) cost the first load ~0.45 KB of
          // gzip. The manifest still maps each chunk to its source.
          ...(consolePass ? consoleNames : { chunkFileNames: 'assets/[hash].js' }),
          // The libraries every page needs travel in one chunk (ky, loaded with the first request, apart): left to itself the bundler splits them into
          // several small shared chunks, each compressed on its own, which costs the first load ~1 KB of gzip.
          codeSplitting: {
            groups: [
              {
                name: 'core',
                test: /node_modules[\\/](react|react-dom|scheduler|xstate|@xstate[\\/]react|use-sync-external-store|wouter|regexparam|preact)[\\/]/,
              },
            ],
          },
        },
        // react-hot-toast marks itself "use client" for server components; meaningless in this SPA.
        onwarn(warning, warn) {
          if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
          warn(warning);
        },
      },
    },
    server: {
      proxy: { '/api': `http://127.0.0.1:${process.env.API_PORT ?? '3001'}` },
    },
    test: {
      environment: 'node',
      testTimeout: 30_000,
      hookTimeout: 120_000,
      pool: 'forks',
      // Vitest's default on two cores is one worker (cores − 1); two keep both busy while a suite waits on a database or
      // a child process (docs/benchmarks.md, "The test suite, after").
      maxWorkers: 2,
      projects: [
        // The view tests (happy-dom) fail on any console error or warning, React's included.
        { extends: true, test: { name: 'views', include: ['tests/views/**/*.test.{ts,tsx}'], setupFiles: ['tests/setup/consoleTrap.ts', 'tests/setup/workshopFacts.ts'] } },
        // Machines, domain rules, the API client, catalogues and scripts hold no state between files: one module graph per
        // worker instead of one per file (measured: a third less time for these 68 files).
        { extends: true, test: { name: 'logic', include: ['tests/**/*.test.{ts,tsx}'], exclude: ['tests/views/**', 'tests/server/**'], isolate: false } },
        // The server suites make their own apps, databases and child processes and close them: one module graph per worker
        // as well (measured: 443 s → 263–314 s for these 119 files, most of it importing the server and loading PGlite's
        // template again per file), all on the one PostgreSQL cluster of the run (tests/setup/sharedPostgres.global.ts).
        { extends: true, test: { name: 'server', include: ['tests/server/**/*.test.ts'], isolate: false, globalSetup: ['tests/setup/sharedPostgres.global.ts'] } },
      ],
    },
  };
});
