// The list of suites that run on both databases stays true: every name in it is a server suite on the backends, and
// a suite with a PostgreSQL-only test (a race, a second instance) is in it, or that test would silently never run.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BOTH_DATABASES } from './helpers/both-databases';

const folder = path.join(import.meta.dirname);
const suites = readdirSync(folder).filter((name) => name.endsWith('.test.ts'));
const source = (name: string) => readFileSync(path.join(folder, name), 'utf8');
const onBackends = (text: string) => /\b(suiteBackends|prepareBackends)\(/.test(text);
const postgresOnly = (text: string) => /backend\.name !== 'postgres'|name === 'postgres'|\.reopen\(/.test(text);

describe('the suites that run on both databases', () => {
  it.each(Object.keys(BOTH_DATABASES))('%s is a server suite on the backends, with a reason', (name) => {
    expect(existsSync(path.join(folder, name))).toBe(true);
    expect(onBackends(source(name))).toBe(true);
    expect(BOTH_DATABASES[name]?.length).toBeGreaterThan(10);
  });

  it('take in every suite with a PostgreSQL-only test', () => {
    const missing = suites.filter((name) => onBackends(source(name)) && postgresOnly(source(name)) && !(name in BOTH_DATABASES));
    expect(missing).toEqual([]);
  });
});
