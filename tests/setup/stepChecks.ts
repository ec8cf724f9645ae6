// What a console page's model test checks first after every step: the real machine's state, the calls in flight and
// the one toast the step showed (or none).
import { expect } from 'vitest';
import type { Notice } from '../../src/machines/notice';

interface RunWithServerAndToasts {
  server: { pendingNames(): string[] };
  toasts: Notice[];
}

export function expectStateCallsAndToast(run: RunWithServerAndToasts, real: unknown, expected: { state: unknown; inFlight: readonly string[]; toast: Notice | null | undefined }) {
  expect(real, 'state').toEqual(expected.state);
  expect(run.server.pendingNames(), 'calls in flight').toEqual(expected.inFlight);
  expect(run.toasts, 'toasts').toEqual(expected.toast ? [expected.toast] : []);
}
