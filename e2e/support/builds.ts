// Which build each spec runs on (playwright.config.ts's projects). The React build runs every spec. The Preact build
// (the same source on preact/compat) runs the specs whose outcome Preact can change: rendering, hydration, portals
// (dialogs, toasts), focus, keyboard and other events, forms. A sweep of markup both builds render alike (axe, 360 px
// overflow) and a flow about the server (gateways, mail, channels, reports) run once, on React. A spec of both kinds
// runs on both builds and tags its sweeps with REACT_ONLY. A spec without an entry here stops the run.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The tag of a test that runs on the React build only, in a spec that otherwise runs on both. */
export const REACT_ONLY = '@react-only';

type Builds = 'both' | 'react' | 'both, tagged tests on react';

const SPECS: Record<string, { builds: Builds; why: string }> = {
  'a11y.spec.ts': { builds: 'both, tagged tests on react', why: 'the axe and 360 px sweeps read the same markup on either build; the keyboard-only booking is events and focus' },
  'addons.spec.ts': { builds: 'both', why: 'ticking add-ons re-renders the total and the start times in the wizard' },
  'booking.spec.ts': { builds: 'both', why: 'the wizard’s four steps, by mouse and by keyboard alone' },
  'channels.spec.ts': { builds: 'react', why: 'WhatsApp and SMS delivery and webhooks between the server and the providers’ fakes' },
  'checkout.spec.ts': { builds: 'both', why: 'the payment forms: typed card numbers, checks, failure and Try Again states' },
  'choose-time.spec.ts': { builds: 'both', why: 'the start-time picker and the move dialog' },
  'console-addons.spec.ts': { builds: 'both', why: 'the console’s catalogue form and the booking page’s add-on picker' },
  'console.spec.ts': { builds: 'both, tagged tests on react', why: 'the axe and 360 px sweep of the console’s pages reads the same markup; the live board, status flow and guards are rendering and routing' },
  'contact.spec.ts': { builds: 'both', why: 'the contact form, filled in for a customer, replaced by its confirmation' },
  'deposits.spec.ts': { builds: 'both', why: 'My Bookings’ deposit states and the checkout’s deposit summary and card form' },
  'desk.spec.ts': { builds: 'both', why: 'the day board’s cells and the desk’s booking and walk-in dialogs' },
  'foundation.spec.ts': { builds: 'both', why: 'forms’ checks before any call, route guards, filters and focus after navigation' },
  'install.spec.ts': { builds: 'react', why: 'the manifest, the service worker’s registration and the offline page are static files outside either bundle' },
  'invoice.spec.ts': { builds: 'both', why: 'the invoice page, its print view and the not-found toast' },
  'mail.spec.ts': { builds: 'react', why: 'mail the server delivers over SMTP and the links it carries' },
  'my-bookings.spec.ts': { builds: 'both', why: 'the cancel dialog, moving a booking, rating, and the cards at 360 px' },
  'opening-hours.spec.ts': { builds: 'both', why: 'the Capacity page’s periods form and its refusal listing bookings' },
  'payments-console.spec.ts': { builds: 'react', why: 'the live Easypaisa refund by hand and the day’s reconciliation are the server’s; its dialog is the shared one refund-requests runs on both' },
  'payments-live.spec.ts': { builds: 'react', why: 'the live gateways (JazzCash, Safepay fakes): hashes, hosted pages, settling on the server' },
  'prerender.spec.ts': { builds: 'react', why: 'only the React build prerenders pages; the Preact build renders them in the browser' },
  'profile.spec.ts': { builds: 'both', why: 'the profile and vehicle forms, and the wizard’s preselected vehicle' },
  'refund-requests.spec.ts': { builds: 'both', why: 'the console’s cancel and approve dialogs and the inbox' },
  'reports.spec.ts': { builds: 'react', why: 'figures and CSV the server computes, shown as tables' },
  'statuses.spec.ts': { builds: 'both', why: 'a cancelled booking’s pages and the console’s status menu' },
  'urdu.spec.ts': { builds: 'both, tagged tests on react', why: 'the axe and 360 px sweep of public pages in Urdu reads the same markup; the switch to right to left without a reload, toasts and forms are rendering' },
};

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const tagsReactOnly = (source: string) => /\btag:\s*REACT_ONLY\b/.test(source);

/**
 * What the Preact project runs: its spec files and the tag it leaves out. Throws when a spec in `dir` has no entry
 * above, an entry has no spec, or a spec's REACT_ONLY tags disagree with its entry.
 */
export function preactSelection(dir: string): { testMatch: RegExp; grepInvert: RegExp } {
  const specs = readdirSync(dir).filter((name) => name.endsWith('.spec.ts'));
  const problems = [
    ...specs.filter((spec) => !(spec in SPECS)).map((spec) => `${spec} has no entry: say which builds it runs on, and why`),
    ...Object.keys(SPECS).filter((spec) => !specs.includes(spec)).map((spec) => `${spec} is listed but does not exist`),
    ...specs
      .filter((spec) => spec in SPECS && tagsReactOnly(readFileSync(join(dir, spec), 'utf8')) !== (SPECS[spec]?.builds === 'both, tagged tests on react'))
      .map((spec) => `${spec}: tag tests with REACT_ONLY exactly when its entry says 'both, tagged tests on react'`),
  ];
  if (problems.length > 0) throw new Error(`e2e/support/builds.ts:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
  const onPreact = specs.filter((spec) => SPECS[spec]?.builds !== 'react');
  return { testMatch: new RegExp(`(^|[\\\\/])(${onPreact.map(escaped).join('|')})$`), grepInvert: new RegExp(escaped(REACT_ONLY)) };
}
