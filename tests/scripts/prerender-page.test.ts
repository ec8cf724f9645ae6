// The build's assembly of a prerendered page: the stylesheets its markup uses, inlined in the shell's order; the
// scripts fetched after the first paint; the title and the markup in place.
import { describe, expect, it } from 'vitest';
import { assemblePage, stylesheetsFor, type Stylesheet } from '../../scripts/prerender/page';

const SHELL = `<!doctype html>
<html lang="en">
  <head>
    <title>ShineWorks</title>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/core-1.js">
    <link rel="stylesheet" crossorigin href="/assets/ui-1.css">
    <link rel="stylesheet" crossorigin href="/assets/index-1.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const sheet = (file: string, css: string, entry = false): Stylesheet => ({ file: `assets/${file}`, css, chunk: `assets/${file}.js`, entry });
const SHEETS = [
  sheet('index-1.css', 'body{margin:0}', true),
  sheet('ui-1.css', '._ui0{display:grid}', true),
  sheet('Services-1.css', '._sv0{color:red}._sv1:hover{color:blue}'),
  sheet('Checkout-1.css', '._co0{color:green}'),
];

describe('stylesheetsFor', () => {
  it('keeps the entry stylesheets and those whose classes the markup uses', () => {
    const used = stylesheetsFor('<main class="_ui0"><h1 class="x _sv1">Services</h1></main>', SHEETS);
    expect(used.map((s) => s.file)).toEqual(['assets/index-1.css', 'assets/ui-1.css', 'assets/Services-1.css']);
  });
});

describe('assemblePage', () => {
  const html = assemblePage({
    shell: SHELL,
    markup: '<h1 class="_sv0">Our Services &amp; prices</h1>',
    title: 'Services · ShineWorks',
    language: 'en',
    stylesheets: stylesheetsFor('<h1 class="_sv0">', SHEETS),
    preload: ['/assets/Services-1.js'],
  });

  it('puts the markup in #root, marked with its language, and the page title in <title>', () => {
    expect(html).toContain('<div id="root" data-prerendered="en"><h1 class="_sv0">Our Services &amp; prices</h1></div>');
    expect(html).toContain('<title>Services · ShineWorks</title>');
  });

  it('inlines the stylesheets in the order the shell links them, then the page’s own, and fetches none', () => {
    const style = /<style>([\s\S]*)<\/style>/.exec(html)?.[1] ?? '';
    expect(style.indexOf('._ui0')).toBeLessThan(style.indexOf('body{margin:0}'));
    expect(style.indexOf('body{margin:0}')).toBeLessThan(style.indexOf('._sv0'));
    expect(html).not.toContain('Checkout');
    expect(html).not.toMatch(/<link rel="stylesheet" crossorigin/);
    // Disabled links tell the app's chunk loader the stylesheets are on the page already.
    expect(html).toContain('<link rel="stylesheet" href="/assets/Services-1.css" disabled>');
  });

  it('leaves the scripts to load-app.js, entry first, and no module script in the page itself', () => {
    expect(html).toContain('<script defer src="/load-app.js" data-modules="/assets/index-1.js /assets/core-1.js /assets/Services-1.js"></script>');
    expect(html).not.toContain('type="module"');
    expect(html).not.toContain('modulepreload');
  });
});
