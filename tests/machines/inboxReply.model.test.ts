// Model-based test of an inbox answer: the flow model's paths (tests/models/inboxReply.ts) drive the REAL answer
// machine; after every step its state, the call in flight and what it asks, the toast, the sentence under the field,
// the failure's sentence and the message handed to the inbox must match the model.
import { expect } from 'vitest';
import { modelTest } from '../setup/modelCoverage';
import { expectStateCallsAndToast } from '../setup/stepChecks';
import { askedOf, inboxReplyFlow, WHATSAPP_MESSAGE } from '../models/inboxReply';

const EXPECTED: Record<string, { state: string; inFlight: string[] }> = {
  closed: { state: 'closed', inFlight: [] },
  editing: { state: 'editing', inFlight: [] },
  sending: { state: 'sending', inFlight: ['sendReply'] },
  windowClosed: { state: 'windowClosed', inFlight: [] },
  sendingTemplate: { state: 'sendingTemplate', inFlight: ['sendReply'] },
  sent: { state: 'sent', inFlight: [] },
  error: { state: 'error', inFlight: [] },
  templateError: { state: 'error', inFlight: [] },
};

modelTest('inbox answer (model-based)', inboxReplyFlow, (state, run) => {
  const value = String(state.value);
  const expected = state.context;
  const snapshot = run.actor.getSnapshot();
  const { state: real, inFlight } = EXPECTED[value]!;
  expectStateCallsAndToast(run, snapshot.value, { state: real, inFlight, toast: expected.toast });
  expect(run.replied, 'handed to the inbox').toEqual(expected.replied ? [expected.replied] : []);
  expect(snapshot.context.fieldError, 'sentence under the field').toBe(expected.fieldError);
  if (value === 'error' || value === 'templateError' || value === 'windowClosed') expect(snapshot.context.error, 'why it was not sent').toBe(expected.error);
  expect(snapshot.hasTag('busy'), 'busy').toBe(inFlight.length > 0);
  const asked = askedOf(run);
  if (inFlight.length > 0 && asked) expect(asked, 'what is sent').toEqual({ messageId: WHATSAPP_MESSAGE.id, reply: expected.asked });
  if (value === 'sent' || value === 'closed') expect(snapshot.context.text, 'the form forgets the answer').toBe('');
});
