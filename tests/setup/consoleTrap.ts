// Every view test fails when something writes to console.error or console.warn during it: React's act() and key
// warnings, failed prop checks, uncaught render errors. A test that expects such output silences it itself
// (`vi.spyOn(console, 'error').mockImplementation(…)`), which replaces the trap for that test.
import { format } from 'node:util';
import { afterEach, beforeEach } from 'vitest';

const trapped = ['error', 'warn'] as const;
const originals = { error: console.error, warn: console.warn };
let written: string[] = [];

beforeEach(() => {
  written = [];
  for (const level of trapped) console[level] = (...args: unknown[]) => void written.push(`console.${level}: ${format(...args)}`);
});

afterEach(() => {
  for (const level of trapped) console[level] = originals[level];
  if (written.length > 0) throw new Error(`The test wrote to the console:\n${written.join('\n')}`);
});
