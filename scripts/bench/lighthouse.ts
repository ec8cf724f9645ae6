// Lighthouse (mobile emulation, the system Chromium) on the public pages a visitor lands on first.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startAppServer } from './processes';

export interface LighthouseRow {
  build: string;
  page: string;
  /** One score per run, in run order. */
  performance: number[];
  /** The lowest of the runs. */
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** Medians of the runs, in milliseconds (CLS unitless). */
  firstContentfulPaint: number;
  largestContentfulPaint: number;
  totalBlockingTime: number;
  cumulativeLayoutShift: number;
}

// The public pages a first visit lands on, each audited this many times (the score moves with the machine's load).
export const LIGHTHOUSE_PAGES = ['/', '/services', '/contact', '/login'];
const RUNS = 3;
// 12.x is the last line that runs on Node 20.
const LIGHTHOUSE_VERSION = '12.8.2';
const CHROME_FLAGS = '--headless=new --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync';

interface Report {
  categories: Record<'performance' | 'accessibility' | 'best-practices' | 'seo', { score: number | null }>;
  audits: Record<string, { numericValue?: number }>;
}

const score = (report: Report, category: keyof Report['categories']) => Math.round((report.categories[category].score ?? 0) * 100);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const metric = (reports: Report[], audit: string) => median(reports.map((report) => report.audits[audit]?.numericValue ?? 0));

/** Builds the app afresh (React, or Preact with mode 'preact'), serves it as in production and audits each page. */
export async function benchLighthouse(mode: 'production' | 'preact'): Promise<LighthouseRow[]> {
  const build = mode === 'preact' ? 'Preact' : 'React';
  const clientDir = mkdtempSync(path.join(os.tmpdir(), 'shineworks-lighthouse-client-'));
  if (spawnSync('npx', ['vite', 'build', '--mode', mode, '--outDir', clientDir, '--emptyOutDir', '--logLevel', 'error'], { stdio: 'inherit' }).status !== 0) {
    throw new Error('vite build failed');
  }
  const app = await startAppServer({ env: { CLIENT_DIR: clientDir, NODE_ENV: 'production', PAYMENT_GATEWAY: 'sandbox' } });
  const outDir = mkdtempSync(path.join(os.tmpdir(), 'shineworks-lighthouse-'));
  try {
    const rows: LighthouseRow[] = [];
    for (const page of LIGHTHOUSE_PAGES) {
      const reports: Report[] = [];
      for (let run = 1; run <= RUNS; run += 1) {
        const output = path.join(outDir, `${page.replace(/\W/g, '_') || 'home'}-${run}.json`);
        const audit = () =>
          spawnSync(
            'npx',
            // Not a project dependency (it is large and only the benchmark needs it): npx fetches it once.
            ['--yes', `lighthouse@${LIGHTHOUSE_VERSION}`, `${app.url}${page}`, '--quiet', '--output=json', `--output-path=${output}`, `--chrome-path=${process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'}`, `--chrome-flags=${CHROME_FLAGS}`],
            { stdio: 'inherit' },
          ).status;
        // On a busy machine Lighthouse sometimes fails to record the page load's trace (NO_NAVSTART): try again, twice.
        let status = audit();
        for (let retry = 0; retry < 2 && status !== 0; retry += 1) status = audit();
        if (status !== 0) throw new Error(`lighthouse failed on ${page} three times`);
        reports.push(JSON.parse(readFileSync(output, 'utf8')) as Report);
      }
      const lowest = (category: keyof Report['categories']) => Math.min(...reports.map((report) => score(report, category)));
      rows.push({
        build,
        page,
        performance: reports.map((report) => score(report, 'performance')),
        accessibility: lowest('accessibility'),
        bestPractices: lowest('best-practices'),
        seo: lowest('seo'),
        firstContentfulPaint: metric(reports, 'first-contentful-paint'),
        largestContentfulPaint: metric(reports, 'largest-contentful-paint'),
        totalBlockingTime: metric(reports, 'total-blocking-time'),
        cumulativeLayoutShift: metric(reports, 'cumulative-layout-shift'),
      });
    }
    return rows;
  } finally {
    await app.stop();
  }
}
