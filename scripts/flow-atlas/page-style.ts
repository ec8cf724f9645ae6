// The atlas page's stylesheet: readable from a phone (360 px: diagrams and tables scroll inside their boxes) to a
// desktop, and on paper. The `fa-` classes of the diagrams (svg.ts) are styled here too.
export const PAGE_STYLE = `
:root { color-scheme: light; --ink: #0f172a; --muted: #475569; --line: #cbd5e1; --soft: #f1f5f9; --accent: #0e7490; --warn: #9a3412; --warn-bg: #fff7ed; --ok: #166534; --ok-bg: #f0fdf4; }
* { box-sizing: border-box; }
html { -webkit-text-size-adjust: 100%; }
body { margin: 0; font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif; color: var(--ink); background: #fff; }
a { color: var(--accent); }
code { font: 0.85em/1.4 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; background: var(--soft); padding: 0.05em 0.3em; border-radius: 3px; overflow-wrap: anywhere; }
.fa-page { max-width: 76rem; margin: 0 auto; padding: 1.5rem 1rem 4rem; }
.fa-header h1 { font-size: 2rem; line-height: 1.2; margin: 0 0 0.5rem; }
.fa-lead { color: var(--muted); margin: 0 0 1.5rem; max-width: 48rem; }
.fa-intro { display: grid; gap: 1.5rem; grid-template-columns: minmax(0, 1fr); margin-bottom: 2.5rem; }
@media (min-width: 60rem) { .fa-intro { grid-template-columns: minmax(0, 2fr) minmax(0, 3fr); } }
.fa-toc, .fa-howto { border: 1px solid var(--line); border-radius: 8px; padding: 1rem 1.25rem; }
.fa-toc h2, .fa-howto h2 { font-size: 1.1rem; margin: 0 0 0.5rem; }
.fa-toc ol { margin: 0; padding-left: 1.75rem; }
.fa-toc li { margin: 0.3rem 0; }
.fa-toc li > span { display: inline-flex; flex-wrap: wrap; align-items: baseline; gap: 0.1rem 0.5rem; }
.fa-toc .fa-count { color: var(--muted); font-size: 0.85rem; }
.fa-toc > .fa-count { margin: 0 0 0.5rem; }
.fa-howto dl { margin: 0; }
.fa-howto dt { font-weight: 600; margin-top: 0.5rem; }
.fa-howto dd { margin: 0; color: var(--muted); }
.fa-flow { border-top: 2px solid var(--line); padding-top: 1.5rem; margin-top: 2.5rem; }
.fa-flow h2 { font-size: 1.5rem; margin: 0 0 0.25rem; }
.fa-summary { margin: 0 0 0.5rem; max-width: 48rem; }
.fa-meta { color: var(--muted); font-size: 0.9rem; margin: 0 0 1rem; }
.fa-status { display: inline-block; font-size: 0.8rem; font-weight: 600; border-radius: 999px; padding: 0.05rem 0.6rem; white-space: nowrap; }
.fa-status-ok { color: var(--ok); background: var(--ok-bg); }
.fa-status-warn { color: var(--warn); background: var(--warn-bg); }
.fa-scroll { overflow-x: auto; -webkit-overflow-scrolling: touch; border: 1px solid var(--line); border-radius: 8px; }
figure { margin: 0 0 1.5rem; }
figure .fa-scroll { background: #fff; padding: 0.5rem; }
figcaption { color: var(--muted); font-size: 0.9rem; margin-top: 0.5rem; }
.fa-diagram { display: block; max-width: none; height: auto; }
table { border-collapse: collapse; width: 100%; min-width: 56rem; font-size: 0.9rem; }
caption { text-align: left; font-weight: 600; padding: 0.6rem 0.75rem; background: var(--soft); }
th, td { text-align: left; vertical-align: top; padding: 0.45rem 0.75rem; border-top: 1px solid var(--line); }
thead th { background: var(--soft); font-weight: 600; white-space: nowrap; }
td code { overflow-wrap: normal; }
td.fa-number { font-variant-numeric: tabular-nums; color: var(--muted); }
td.fa-uncovered { color: var(--warn); font-weight: 600; }
.fa-messages { margin: 0; padding: 0; list-style: none; }
.fa-messages li + li { margin-top: 0.25rem; }
.fa-path { color: var(--muted); }
.fa-path-events { color: var(--ink); }
.fa-none { color: var(--muted); }
.fa-state { fill: #fff; stroke: #334155; stroke-width: 1.3; }
.fa-compound, .fa-parallel { fill: #f8fafc; stroke: #64748b; stroke-width: 1.2; }
.fa-region { fill: #fff; stroke: #94a3b8; stroke-dasharray: 5 4; }
.fa-any { fill: #fff; stroke: #64748b; stroke-dasharray: 4 3; }
.fa-initial, .fa-arrow { fill: #1e293b; }
.fa-edge { fill: none; stroke: #475569; stroke-width: 1.2; }
.fa-label-box { fill: #fff; fill-opacity: 0.9; }
.fa-label { font-size: 11px; fill: #1e293b; }
.fa-name { font-size: 13px; fill: var(--ink); }
.fa-title { font-size: 13px; font-weight: 700; fill: var(--ink); }
.fa-tag { font-size: 11px; font-style: italic; fill: #64748b; }
@media (max-width: 30rem) { .fa-page { padding: 1rem 0.75rem 3rem; } .fa-header h1 { font-size: 1.6rem; } .fa-flow h2 { font-size: 1.3rem; } }
@media print { .fa-scroll { overflow: visible; border: 0; } .fa-flow { break-before: page; } table { min-width: 0; } }
`;
