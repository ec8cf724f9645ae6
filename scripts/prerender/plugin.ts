// The build's prerender step (the React customer build only): after the browser bundle is written, builds
// src/prerender.tsx for Node, renders every page of PRERENDERED_PATHS in every language, and writes each as a whole
// HTML page under pages/<language>/ of the build. The server sends those pages; the app hydrates them.
import { mkdir, rm, rmdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig, type Rollup } from 'vite';
import { LANGUAGES, type Language } from '../../src/domain/i18n.ts';
import { PRERENDERED_PATHS, prerenderedPageFile } from '../../src/domain/routePaths.ts';
import { assemblePage, stylesheetsFor, type Stylesheet } from './page.ts';

interface PrerenderEntry {
  renderPage(path: string, language: Language): Promise<{ html: string; title: string | undefined }>;
}

/** A chunk and every chunk it imports statically. */
function closure(chunks: Map<string, Rollup.OutputChunk>, fileName: string, seen = new Set<string>()): Set<string> {
  if (seen.has(fileName)) return seen;
  seen.add(fileName);
  for (const imported of chunks.get(fileName)?.imports ?? []) closure(chunks, imported, seen);
  return seen;
}

/**
 * The chunks of the bundle, those the entry loads statically (index.html links them all), and every stylesheet with
 * the chunk that loads it and the modules it was made from.
 */
function readBundle(bundle: Rollup.OutputBundle) {
  const chunks = new Map<string, Rollup.OutputChunk>();
  for (const item of Object.values(bundle)) if (item.type === 'chunk') chunks.set(item.fileName, item);
  const entryChunks = new Set([...chunks.values()].filter((chunk) => chunk.isEntry).flatMap((chunk) => [...closure(chunks, chunk.fileName)]));
  const owners = new Map<string, string>();
  for (const chunk of chunks.values()) {
    for (const css of chunk.viteMetadata?.importedCss ?? []) if (!owners.has(css) || entryChunks.has(chunk.fileName)) owners.set(css, chunk.fileName);
  }
  const stylesheets: Array<Stylesheet & { sources: readonly string[] }> = [];
  for (const item of Object.values(bundle)) {
    if (item.type !== 'asset' || !item.fileName.endsWith('.css')) continue;
    // A stylesheet no chunk imports is a module that is a stylesheet alone, loaded on demand (the Urdu font).
    const owner = owners.get(item.fileName) ?? '';
    stylesheets.push({ file: item.fileName, css: String(item.source), chunk: owner, entry: entryChunks.has(owner), sources: item.originalFileNames });
  }
  return { stylesheets, chunks, entryChunks };
}

/** The module of the Urdu font's @font-face rules (a stylesheet alone): a page rendered in Urdu carries them, so the font is fetched with the page. */
const URDU_FONT_MODULE = 'src/views/language/urduFont.ts';

/** Where the Node build notes each view module as it is first evaluated: the modules a page's render loaded. */
const LOADED_VIEWS = '__prerenderLoadedViews';
type LoadedViews = { [LOADED_VIEWS]?: Set<string> };

function noteLoadedViews(root: string): Plugin {
  return {
    name: 'prerender-note-loaded-views',
    transform(code, id) {
      if (!id.startsWith(path.join(root, 'src', 'views')) || !id.endsWith('.tsx')) return null;
      return { code: `globalThis.${LOADED_VIEWS}?.add(${JSON.stringify(path.relative(root, id))});\n${code}`, map: null };
    },
  };
}

/** Renders a page, and tells which view modules its render loaded first (a lazy page's chunk, when it is one). */
async function renderNoting(entry: PrerenderEntry, pagePath: string, language: Language) {
  const loaded = new Set<string>();
  (globalThis as LoadedViews)[LOADED_VIEWS] = loaded;
  try {
    return { ...(await entry.renderPage(pagePath, language)), loaded };
  } finally {
    delete (globalThis as LoadedViews)[LOADED_VIEWS];
  }
}

/** src/prerender.tsx built for Node into `serverDir`, with the same configuration as the browser build. */
async function buildNodeEntry(config: ResolvedConfig, serverDir: string) {
  await build({
    configFile: config.configFile,
    mode: config.mode,
    logLevel: 'warn',
    plugins: [noteLoadedViews(config.root)],
    build: {
      ssr: 'src/prerender.tsx',
      outDir: serverDir,
      emptyOutDir: true,
      copyPublicDir: false,
      manifest: false,
      rolldownOptions: {
        // The Node build loads the Urdu texts at once (the browser loads them on demand); both are meant.
        onwarn(warning, warn) {
          if (warning.code !== 'INEFFECTIVE_DYNAMIC_IMPORT' && warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
        },
      },
    },
  });
}

export function prerenderPages(): Plugin {
  let config: ResolvedConfig;
  let bundle: Rollup.OutputBundle | null = null;
  return {
    name: 'prerender-pages',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    writeBundle(_options, written) {
      bundle = written;
    },
    async closeBundle() {
      if (config.build.ssr || !bundle) return;
      const outDir = path.resolve(config.root, config.build.outDir);
      // Inside node_modules, so the Node build finds react, react-dom and the rest where they are installed; a
      // directory of its own per build, as Node keeps every module it has imported.
      const serverDir = path.join(config.root, 'node_modules', '.prerender', `${process.pid}-${Date.now()}`);
      await buildNodeEntry(config, serverDir);
      try {
        const entry = (await import(pathToFileURL(path.join(serverDir, 'prerender.js')).href)) as PrerenderEntry;
        const { stylesheets, chunks, entryChunks } = readBundle(bundle);
        const urduFont = stylesheets.filter((sheet) => sheet.sources.includes(URDU_FONT_MODULE));
        const shellFile = bundle['index.html'];
        if (shellFile?.type !== 'asset') throw new Error('the build wrote no index.html');
        const shell = String(shellFile.source);
        // The lazy chunks a page needs: those whose module its first render loaded (in the first language).
        const pageChunks = new Map<string, Set<string>>();
        for (const language of LANGUAGES) {
          for (const pagePath of PRERENDERED_PATHS) {
            const { html: markup, title, loaded } = await renderNoting(entry, pagePath, language);
            // A script or a boundary left pending or failed would need inline scripts, which the page's policy refuses.
            if (/<script|<!--\$[?!]-->/.test(markup)) throw new Error(`the prerender of ${pagePath} (${language}) is not complete markup`);
            if (!pageChunks.has(pagePath)) {
              const lazyChunks = [...chunks.values()].filter((chunk) => chunk.isDynamicEntry && chunk.facadeModuleId && loaded.has(path.relative(config.root, chunk.facadeModuleId)));
              pageChunks.set(pagePath, new Set(lazyChunks.flatMap((chunk) => [...closure(chunks, chunk.fileName)]).filter((file) => !entryChunks.has(file))));
            }
            const used = [...stylesheetsFor(markup, stylesheets), ...(language === 'ur' ? urduFont : [])];
            const preload = [...(pageChunks.get(pagePath) ?? [])].map((file) => `/${file}`);
            const file = path.join(outDir, prerenderedPageFile(language, pagePath));
            await mkdir(path.dirname(file), { recursive: true });
            await writeFile(file, assemblePage({ shell, markup, title, language, stylesheets: used, preload }));
          }
        }
        // index.html again, last: a running server reads the pages again when index.html changes, so it must not
        // change before they are all written.
        await writeFile(path.join(outDir, 'index.html'), shell);
      } finally {
        await rm(serverDir, { recursive: true, force: true });
        await rmdir(path.dirname(serverDir)).catch(() => undefined); // when no other build is using it
      }
    },
  };
}
