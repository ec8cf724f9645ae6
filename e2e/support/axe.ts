// The accessibility check the sweeps run on every state they reach: WCAG 2.1 A and AA, with label-in-name on.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from '../fixtures';

/** Fails on any serious or critical violation, naming the rule and the first elements it found. */
export async function expectNoSeriousViolations(page: Page, state: string) {
  const results = await new AxeBuilder({ page })
    // WCAG 2.5.3 (label in name) is an experimental axe rule, off unless asked for.
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).slice(0, 3).join(', ')})`);
  expect(serious, `axe on ${state}`).toEqual([]);
}
