// The atlas page (docs/flows/index.html): one self-contained HTML file, no script, that shows QA every flow as a
// picture and as a table of its transitions with the messages each can show and the test path that takes it.
import { catalogueText } from './catalogue';
import type { FlowAtlasEntry, TransitionRow } from './atlas';
import { escapeHtml as e } from './html';
import { PAGE_STYLE } from './page-style';

export interface AtlasFlowView {
  entry: FlowAtlasEntry;
  svg: string;
  stateCount: number;
  /** The test files that run its flow models. */
  testFiles: string[];
  pathCount: number;
}

/** The stylesheet on one line: the page carries it once, and its readable source is page-style.ts. */
const compactStyle = (css: string) => css.trim().split('\n').join(' ');

const anchor = (name: string) => `flow-${name}`;
const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;
const list = (items: readonly string[]) => (items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`);

/** Lets a long dotted name wrap after its dots only: "myBookings.<wbr>confirm". */
const breakable = (name: string) => e(name).replace(/\./g, '.<wbr>');

const coveredCount = (entry: FlowAtlasEntry) => entry.rows.filter((row) => row.paths.length > 0).length;

function status(entry: FlowAtlasEntry): string {
  const covered = coveredCount(entry);
  return covered === entry.rows.length
    ? '<span class="fa-status fa-status-ok">every transition tested</span>'
    : `<span class="fa-status fa-status-warn">${entry.rows.length - covered} untested</span>`;
}

function tableOfContents(views: readonly AtlasFlowView[]): string {
  const items = views.map(
    ({ entry, stateCount }) =>
      `<li><span><a href="#${anchor(entry.flow.name)}">${e(entry.flow.name)}</a> <span class="fa-count">${plural(stateCount, 'state')}, ${plural(entry.rows.length, 'transition')}</span> ${status(entry)}</span></li>`,
  );
  const tested = views.filter(({ entry }) => coveredCount(entry) === entry.rows.length).length;
  const overview = `<p class="fa-count">${plural(views.length, 'flow')}; ${tested} with every transition tested.</p>`;
  return `<nav class="fa-toc" aria-labelledby="fa-toc-title"><h2 id="fa-toc-title">Contents</h2>${overview}<ol>${items.join('')}</ol></nav>`;
}

const HOW_TO_READ = `<section class="fa-howto" aria-labelledby="fa-howto-title"><h2 id="fa-howto-title">How to read a flow</h2><dl>
<dt>The diagram</dt><dd>Boxes are the states the screen can be in; a box inside a box is a state within a state, and dashed boxes are parts that run at the same time (a list and its dialogs, say). A dot points at the state a box starts in; a double border is a state the flow ends in; a grey word under a name marks what the screen shows meanwhile (busy, loading). Each arrow is labelled with the numbers of its rows in the table.</dd>
<dt>From, Event, Guard, To</dt><dd>In state <em>From</em>, when <em>Event</em> happens (a click, an answer from the server — "done:" or "error:" — or time passing) and the <em>Guard</em> condition holds, the flow moves to <em>To</em>. "stays" means it does something without changing state.</dd>
<dt>Messages it can show</dt><dd>The sentences of the message catalogue the transition can put on screen (a toast, an error, a field message), with their catalogue key.</dd>
<dt>Covered by test path</dt><dd>The shortest way a model-based test takes the transition on the real statechart: the steps of the customer, the server and the clock, in order, the last of which takes it. The test file named above the diagram plays it (and checks what the screen shows after every step). In a flow marked “every transition tested”, every row has one.</dd>
</dl></section>`;

function messagesCell(row: TransitionRow): string {
  if (row.messages.length === 0) return '<td class="fa-none">—</td>';
  // One sentence can stand under several keys of the catalogue: it is listed once, with all of them.
  const keysByText = new Map<string, string[]>();
  for (const key of row.messages) keysByText.set(catalogueText(key), [...(keysByText.get(catalogueText(key)) ?? []), key]);
  const items = [...keysByText].map(([text, keys]) => `<li>“${e(text)}” ${keys.map((key) => `<code>${e(key)}</code>`).join(' ')}</li>`);
  return `<td><ul class="fa-messages">${items.join('')}</ul></td>`;
}

function pathCell(row: TransitionRow): string {
  const [shortest, ...others] = row.paths;
  if (!shortest) return '<td class="fa-uncovered">no test path</td>';
  const more = others.length > 0 ? ` <span class="fa-path">(${plural(others.length, 'other way')} in the tests)</span>` : '';
  return `<td><span class="fa-path">${e(shortest.model)}:</span> <span class="fa-path-events">${e(shortest.label || 'the start')}</span>${more}</td>`;
}

function targetCell(row: TransitionRow): string {
  const { definition } = row.transition;
  if (!definition.target?.length) return '<td class="fa-none">stays</td>';
  return `<td>${row.to.map(breakable).join(', ')}${definition.reenter ? ' <span class="fa-path">(entered again)</span>' : ''}</td>`;
}

function transitionTable(entry: FlowAtlasEntry): string {
  const rows = entry.rows.map(
    (row) =>
      `<tr><td class="fa-number">${row.number}</td><td>${breakable(row.from)}</td><td><code>${breakable(row.transition.event)}</code></td><td>${row.transition.guard ? `<code>${breakable(row.transition.guard)}</code>` : '<span class="fa-none">—</span>'}</td>${targetCell(row)}${messagesCell(row)}${pathCell(row)}</tr>`,
  );
  return `<div class="fa-scroll"><table><caption>Transitions of ${e(entry.flow.name)}</caption><thead><tr><th scope="col">#</th><th scope="col">From</th><th scope="col">Event</th><th scope="col">Guard</th><th scope="col">To</th><th scope="col">Messages it can show</th><th scope="col">Covered by test path</th></tr></thead><tbody>${rows.join('')}</tbody></table></div>`;
}

function sources(view: AtlasFlowView): string {
  const { flow, modelFiles } = view.entry;
  const chart = `Chart: <code>${e(flow.file)}</code>`;
  const instances = flow.instances.length > 0 ? ` · also loaded as ${list(flow.instances.map(({ name, file }) => `${e(name)} (<code>${e(file)}</code>)`))}` : '';
  const models = modelFiles.length > 0 ? ` · test ${modelFiles.length === 1 ? 'model' : 'models'}: ${list(modelFiles.map((file) => `<code>${e(file)}</code>`))}` : '';
  const tests = view.testFiles.length > 0 ? `, run by ${list(view.testFiles.map((file) => `<code>${e(file)}</code>`))}` : '';
  return `<p class="fa-meta">${chart}${instances}${models}${tests}</p>`;
}

/** One line per flow: written out tag by tag, the sections would repeat the same markup flow after flow. */
function flowSection(view: AtlasFlowView, figure: number): string {
  const { entry } = view;
  const { name, summary } = entry.flow;
  const coverage = entry.rows.length > 0 ? ` ${coveredCount(entry)} of ${plural(entry.rows.length, 'transition')} taken by ${plural(view.pathCount, 'test path')}.` : '';
  return [
    `<section class="fa-flow" id="${anchor(name)}" aria-labelledby="${anchor(name)}-title">`,
    `<h2 id="${anchor(name)}-title">${e(name)} ${status(entry)}</h2>`,
    `<p class="fa-summary">${e(summary)}</p>`,
    sources(view),
    `<figure><div class="fa-scroll">${view.svg}</div><figcaption>Figure ${figure}. The ${e(name)} statechart: ${plural(view.stateCount, 'state')}, ${plural(entry.rows.length, 'transition')}; the numbers on the arrows are the rows of the table below.${coverage}</figcaption></figure>`,
    transitionTable(entry),
    '</section>',
  ].join('');
}

export function atlasPage(views: readonly AtlasFlowView[]): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Flow atlas · ShineWorks booking app</title>
<style>${compactStyle(PAGE_STYLE)}</style>
</head>
<body>
<div class="fa-page">
<header class="fa-header"><h1>Flow atlas</h1><p class="fa-lead">Every flow of the booking app, drawn from its statechart in <code>src/machines/</code>, with each transition, the messages it can show and the model-based test path that takes it. Generated by <code>npm run flows</code>; a test fails when this page no longer matches the statecharts or their tests.</p></header>
<div class="fa-intro">
${tableOfContents(views)}
${HOW_TO_READ}
</div>
<main>
${views.map((view, index) => flowSection(view, index + 1)).join('\n')}
</main>
</div>
</body>
</html>
`;
}
