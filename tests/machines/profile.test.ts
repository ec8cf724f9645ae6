// Model-based test of the profile's personal info: the flow model's paths (tests/models/profile.ts) drive the REAL
// profile machine with a scripted server; after every step what the customer would see must match the model: the
// stored details, the form's values and errors, the current password asked only for a new email address, the
// toasts, the calls and the session refresh.
import { afterAll, describe, expect, it } from 'vitest';
import { messages } from '../../src/domain/messages';
import { settle } from '../setup/flowModel';
import { modelTest } from '../setup/modelCoverage';
import { INVALID, INVALID_ERRORS, profileFlow, ProfileRun, STORED } from '../models/profile';

const messagesSeen = new Set<string>();

modelTest('profile personal info (model-based)', profileFlow, (state, run) => {
  const expected = state.context;
  const snapshot = run.actor.getSnapshot();
  const value = String(state.value);
  expect(snapshot.value, 'state').toBe(value);
  expect(snapshot.hasTag('busy'), 'busy').toBe(value === 'saving');
  expect(snapshot.context.profile, 'stored details').toEqual(expected.stored);
  expect(snapshot.context.draft, 'form values').toEqual(expected.draft);
  expect(snapshot.context.currentPassword, 'current password').toBe(expected.currentPassword);
  expect(snapshot.context.fieldErrors, 'field errors').toEqual(expected.fieldErrors);
  expect(snapshot.context.loadError, 'load error').toBe(expected.loadError);
  expect(snapshot.context.saveError, 'save error').toBe(expected.saveError);
  expect(run.toasts, 'toasts').toEqual(expected.toasts);
  expect(run.sent, 'saved').toEqual(expected.sent ? [expected.sent] : []);
  expect(run.announced, 'session refresh').toEqual(expected.announced ? [expected.announced] : []);
  expect(run.server.signals.every((signal) => signal instanceof AbortSignal)).toBe(true);
  for (const toast of expected.toasts) messagesSeen.add(toast.message);
  if (expected.loadError) messagesSeen.add(expected.loadError);
});

afterAll(() => {
  expect([...messagesSeen].sort()).toEqual([messages.profile.loadFailed, messages.profile.updateFailed, messages.profile.updated].sort());
});

describe('profile personal info (details)', () => {
  it('cancelling an edit throws the typed changes away and shows the saved values again', async () => {
    const run = new ProfileRun();
    run.answer({ profile: STORED });
    await settle();
    run.actor.send({ type: 'profile.edit' });
    run.typeDraft(INVALID);
    run.actor.send({ type: 'profile.submit' });
    expect(run.actor.getSnapshot().context.fieldErrors).toEqual(INVALID_ERRORS);
    run.actor.send({ type: 'profile.cancel' });
    expect(run.actor.getSnapshot().value).toBe('viewing');
    expect(run.actor.getSnapshot().context.draft).toEqual(STORED);
    run.actor.send({ type: 'profile.edit' });
    expect(run.actor.getSnapshot().context).toMatchObject({ draft: STORED, fieldErrors: {}, saveError: null });
  });

  it('stopping the page while saving aborts the request', async () => {
    const run = new ProfileRun();
    run.answer({ profile: STORED });
    await settle();
    run.actor.send({ type: 'profile.edit' });
    run.actor.send({ type: 'profile.submit' });
    const signal = run.server.signals.at(-1);
    run.actor.stop();
    expect(signal?.aborted).toBe(true);
  });
});
