// Assembles a prerendered page: the built index.html with the page's markup in #root, its title, and its stylesheets
// inlined (only those whose classes the markup uses, plus the entry's), so the first paint waits for no request.

/** A stylesheet of the browser build and the JavaScript chunk that loads it. */
export interface Stylesheet {
  file: string;
  css: string;
  /** The chunk that imports it; the entry's stylesheets are always needed. */
  chunk: string;
  entry: boolean;
}

const CLASS_ATTRIBUTE = /\bclass="([^"]*)"/g;
const CLASS_SELECTOR = /\.(-?[_a-zA-Z][\w-]*)/g;
const STYLESHEET_LINK = /\s*<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>/g;
const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

const classesOf = (html: string) => new Set([...html.matchAll(CLASS_ATTRIBUTE)].flatMap(([, names]) => names!.split(/\s+/).filter(Boolean)));

/** The stylesheets a page needs: the entry's, and every other one that styles a class the markup uses. */
export function stylesheetsFor(markup: string, stylesheets: readonly Stylesheet[]): Stylesheet[] {
  const used = classesOf(markup);
  return stylesheets.filter((sheet) => sheet.entry || [...sheet.css.matchAll(CLASS_SELECTOR)].some(([, name]) => used.has(name!)));
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export interface PageParts {
  /** The built index.html. */
  shell: string;
  markup: string;
  title: string | undefined;
  language: string;
  stylesheets: readonly Stylesheet[];
  /** Chunks to fetch beside the entry and its imports (the page's own), as /assets/… paths. */
  preload: readonly string[];
}

/**
 * The page as the server sends it: the shell's links to stylesheets replaced by the stylesheets themselves. Each
 * inlined stylesheet keeps a disabled link (never fetched), so the app's loader of lazy chunks knows it is on the page
 * and does not add it again at the end of <head>, where it would come after the page's own and change the cascade.
 */
export function assemblePage({ shell, markup, title, language, stylesheets, preload }: PageParts): string {
  // In the order the shell links them (the cascade depends on it), then the page's own.
  const linked = [...shell.matchAll(STYLESHEET_LINK)].map(([, href]) => href);
  const place = (sheet: Stylesheet) => (linked.includes(`/${sheet.file}`) ? linked.indexOf(`/${sheet.file}`) : linked.length);
  const ordered = [...stylesheets].sort((a, b) => place(a) - place(b));
  const styles = ordered.map((sheet) => sheet.css.trim()).join('\n');
  const inlined = new Set(ordered.map((sheet) => `/${sheet.file}`));
  let html = shell.replace(STYLESHEET_LINK, (link, href: string) => (inlined.has(href) ? '' : link));
  const present = ordered.map((sheet) => `\n    <link rel="stylesheet" href="/${sheet.file}" disabled>`).join('');
  // The page is readable without its scripts, which make it interactive: load-app.js fetches them after the first
  // paint (the entry, the modules it imports, the page's own chunks).
  const entry = ENTRY_SCRIPT.exec(html)?.[1];
  if (!entry) throw new Error('index.html has no entry module script');
  const modules = [entry, ...[...html.matchAll(MODULE_PRELOAD)].map(([, href]) => href!), ...preload];
  html = html.replace(ENTRY_SCRIPT, '').replace(MODULE_PRELOAD, '');
  const loader = `\n    <script defer src="/load-app.js" data-modules="${modules.join(' ')}"></script>`;
  html = html.replace('</head>', () => `${loader}${present}\n    <style>${styles}</style>\n  </head>`);
  if (title) html = html.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`);
  const root = '<div id="root"></div>';
  if (!html.includes(root)) throw new Error('index.html has no empty <div id="root"></div> to render into');
  return html.replace(root, () => `<div id="root" data-prerendered="${language}">${markup}</div>`);
}
