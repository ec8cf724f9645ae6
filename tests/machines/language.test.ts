// Model-based test of the language switch: the flow model's paths (tests/models/language.ts) drive the REAL language
// machine with scripted loading and saving; after every step the language in force, the page changes, the calls
// in flight and the toasts must match the model.
import { expect } from 'vitest';
import { modelTest } from '../setup/modelCoverage';
import { languageFlow } from '../models/language';

modelTest('language switch (model-based)', languageFlow, (state, run) => {
  const snapshot = run.actor.getSnapshot();
  expect(snapshot.context.language, 'language').toBe(state.context.language);
  expect(run.applied.at(-1) ?? 'en', 'page language').toBe(state.context.language);
  expect(snapshot.hasTag('busy'), 'busy').toBe(state.context.loading !== null);
  expect(run.toasts, 'toasts').toEqual(state.context.toast ? [state.context.toast] : []);
  const saves = run.server.calls.filter((call) => call.name === 'save');
  expect(saves.at(-1)?.input ?? null, 'kept on the account').toEqual(state.context.saved ? { language: state.context.saved } : null);
  const pending = run.server.pendingNames();
  expect(pending.includes('load'), 'loading').toBe(state.context.loading !== null);
});
