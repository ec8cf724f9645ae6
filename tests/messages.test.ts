// Every sentence of the message catalogue that the app can show is exercised by at least one test (unit, view,
// server or e2e): a test names it (`messages.group.key`) or asserts its exact text. The only exceptions are the
// sentences the spec defines but no code of the app can show, each with its reason.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogueEntries } from '../scripts/flow-atlas/catalogue';
import { serverMessages } from '../server/messages';

const GENERIC_PAYMENT_HANDLER =
  "Spec §4 payment flow: the generic handler's answer for a method it cannot take; here the method is a typed choice of card, UPI or wallet, each with its own form and endpoint.";

const UNREACHABLE: Record<string, string> = {
  'cars.updateFailed': 'Spec §8 "Cars" text for editing a vehicle; no screen edits a vehicle (the profile only adds, removes and sets the default).',
  'cars.deleteFailed': 'Spec §8 "Cars" text; removing a vehicle happens on the profile, which shows its own "Failed to remove vehicle".',
  'checkout.upiNotImplemented': GENERIC_PAYMENT_HANDLER,
  'checkout.walletNotImplemented': GENERIC_PAYMENT_HANDLER,
  'checkout.invalidMethod': GENERIC_PAYMENT_HANDLER,
};

const root = path.resolve(import.meta.dirname, '..');
const THIS_FILE = path.join('tests', 'messages.test.ts');
/** The catalogue itself, which names every sentence without showing any. */
const CATALOGUE = [path.join('src', 'domain', 'messages.ts'), path.join('src', 'domain', 'messageAreas')];

function sourcesUnder(dirs: string[], skip: (relative: string) => boolean): string {
  const sources: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const relative = path.join(dir, entry.name);
      if (skip(relative)) continue;
      if (entry.isDirectory()) walk(relative);
      else if (/\.(ts|tsx)$/.test(entry.name)) sources.push(readFileSync(path.join(root, relative), 'utf8'));
    }
  };
  dirs.forEach(walk);
  return sources.join('\n');
}

const names = (sources: string, key: string) => new RegExp(`\\b${key.replace('.', '\\.')}\\b`).test(sources);
const quotes = (sources: string, text: string) => [`'${text}'`, `"${text}"`, `\`${text}\``].some((quoted) => sources.includes(quoted));

describe('message catalogue coverage', () => {
  const entries = catalogueEntries();
  const appSources = sourcesUnder(['src', 'server'], (relative) => CATALOGUE.includes(relative));
  const shownByApp = entries.filter(({ key }) => names(appSources, key));

  it('every message the app can show is exercised by a test', () => {
    const testSources = sourcesUnder(['tests', 'e2e'], (relative) => relative === THIS_FILE);
    const unexercised = shownByApp.filter(({ key, text }) => !names(testSources, key) && (text === null || !quotes(testSources, text)));
    console.info(`messages: ${shownByApp.length - unexercised.length}/${shownByApp.length} the app can show are exercised; ${entries.length - shownByApp.length} it cannot show are listed`);
    expect(unexercised.map(({ key }) => key)).toEqual([]);
  });

  it('lists exactly the messages no code of the app shows, each with its reason', () => {
    const unreachable = entries.filter((entry) => !shownByApp.includes(entry)).map(({ key }) => key);
    expect(unreachable.sort()).toEqual(Object.keys(UNREACHABLE).sort());
  });
});

describe('server-only texts (server/messages.ts)', () => {
  it('every one is used by the server and exercised by a server test', () => {
    const serverSources = sourcesUnder(['server'], (relative) => relative === path.join('server', 'messages.ts'));
    const testSources = sourcesUnder(['tests'], (relative) => relative === THIS_FILE);
    const keys = Object.keys(serverMessages);
    expect(keys.filter((key) => !serverSources.includes(`serverMessages.${key}`))).toEqual([]);
    expect(keys.filter((key) => !testSources.includes(`serverMessages.${key}`))).toEqual([]);
  });
});
