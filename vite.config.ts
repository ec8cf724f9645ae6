import { defineConfig } from 'vitest/config';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

// `vite build --mode preact` builds the same app with React swapped for preact/compat.
const preactAliases = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
];

export default defineConfig(({ mode }) => ({
  plugins: [vanillaExtractPlugin({ identifiers: mode === 'production' || mode === 'preact' ? 'short' : 'debug' })],
  oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
  resolve: { alias: mode === 'preact' ? preactAliases : [] },
  build: {
    outDir: mode === 'preact' ? 'dist/client-preact' : 'dist/client',
    emptyOutDir: true,
    sourcemap: false,
    rolldownOptions: {
      output: {
        // The libraries every page needs travel in one chunk: left to itself the bundler splits them into
        // several small shared chunks, each compressed on its own, which costs the first load ~1 KB of gzip.
        codeSplitting: {
          groups: [
            {
              name: 'core',
              test: /node_modules[\\/](react|react-dom|scheduler|xstate|@xstate[\\/]react|use-sync-external-store|ky|wouter|regexparam|preact)[\\/]/,
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
    projects: [
      // The view tests (happy-dom) fail on any console error or warning, React's included.
      { extends: true, test: { name: 'views', include: ['tests/views/**/*.test.{ts,tsx}'], setupFiles: ['tests/setup/consoleTrap.ts'] } },
      { extends: true, test: { name: 'unit', include: ['tests/**/*.test.{ts,tsx}'], exclude: ['tests/views/**'] } },
    ],
  },
}));
