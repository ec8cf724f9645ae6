// Every sentence of the message catalogue is exercised by at least one test (unit, view, server or e2e):
// a test names it (`messages.group.key`) or asserts its exact text. Deliberate exceptions carry their reason.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { messages } from '../src/domain/messages';

const EXCEPTIONS: Record<string, string> = {
  'cars.updateFailed': 'Spec §8 "Cars" text for editing a vehicle; no screen edits a vehicle (the profile only adds, removes and sets the default).',
  'cars.deleteFailed': 'Spec §8 "Cars" text; removing a vehicle happens on the profile, which shows its own "Failed to remove vehicle".',
  'boundary.routerFallback': 'Spec §2 names the router fallback; our routes have a not-found page and an error boundary, so it never shows.',
};

const root = path.resolve(import.meta.dirname, '..');
const THIS_FILE = path.join('tests', 'messages.test.ts');

function testSources(): string {
  const sources: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const relative = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(relative);
      else if (/\.(ts|tsx)$/.test(entry.name) && relative !== THIS_FILE) sources.push(readFileSync(path.join(root, relative), 'utf8'));
    }
  };
  walk('tests');
  walk('e2e');
  return sources.join('\n');
}

function catalogue(): Array<{ key: string; text: string | null }> {
  const entries: Array<{ key: string; text: string | null }> = [];
  for (const [group, values] of Object.entries(messages)) {
    for (const [name, value] of Object.entries(values as Record<string, unknown>)) {
      entries.push({ key: `${group}.${name}`, text: typeof value === 'string' ? value : null });
    }
  }
  return entries;
}

describe('message catalogue coverage', () => {
  it('every message is exercised by a test, or is a listed exception', () => {
    const sources = testSources();
    const unexercised = catalogue().filter(({ key, text }) => {
      if (key in EXCEPTIONS) return false;
      const [group, name] = key.split('.');
      const named = new RegExp(`\\b${group}\\.${name}\\b`).test(sources);
      const quoted = text !== null && (sources.includes(`'${text}'`) || sources.includes(`"${text}"`) || sources.includes(`\`${text}\``));
      return !named && !quoted;
    });
    const total = catalogue().length;
    console.info(`messages: ${total - unexercised.length - Object.keys(EXCEPTIONS).length}/${total} exercised, ${Object.keys(EXCEPTIONS).length} listed exceptions`);
    expect(unexercised.map(({ key }) => key)).toEqual([]);
  });

  it('lists no exception for a message that is exercised or no longer exists', () => {
    const keys = new Set(catalogue().map(({ key }) => key));
    expect(Object.keys(EXCEPTIONS).filter((key) => !keys.has(key))).toEqual([]);
  });
});
