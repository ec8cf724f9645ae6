// Model-based test of the console's mail outbox: the flow model's paths (tests/models/mailOutbox.ts) drive the REAL
// mailOutbox machine with a scripted server; after every step the list's state, the filter, the mails, the error, the
// mail being sent again, the toast, the new address and the calls made must match the model.
import { describe, expect, it } from 'vitest';
import { mailChannelOfSearch, mailFilterOfSearch, mailFilterPath } from '../../src/machines/mailOutbox';
import { modelTest } from '../setup/modelCoverage';
import { mailOutboxFlow, MailOutboxRun } from '../models/mailOutbox';

const LIST_IN: Record<string, string> = { loading: 'loading', listed: 'loaded', resending: 'loaded', empty: 'empty', failed: 'error' };

modelTest('mail outbox (model-based)', mailOutboxFlow, (state, run) => {
  const expected = state.context;
  const snapshot = run.actor.getSnapshot();
  const value = String(state.value);
  expect(snapshot.value, 'state').toEqual({ list: LIST_IN[value], resend: value === 'resending' ? 'sending' : 'idle' });
  expect(snapshot.hasTag('loading'), 'loading').toBe(value === 'loading');
  expect(snapshot.hasTag('resending'), 'resending').toBe(value === 'resending');
  expect(snapshot.context.filter, 'filter').toBe(expected.filter);
  expect(snapshot.context.channel, 'channel').toBe(expected.channel);
  expect(snapshot.context.mails, 'mails').toEqual(expected.mails);
  expect(snapshot.context.delivery, 'delivery').toBe(expected.delivery);
  expect(snapshot.context.error, 'error').toBe(expected.error);
  expect(snapshot.context.resendingId, 'mail sent again').toBe(expected.resendingId);
  expect(run.toasts, 'toast').toEqual(expected.toast ? [expected.toast] : []);
  expect(run.navigations.map((navigation) => navigation.to), 'address').toEqual(expected.navigation ? [expected.navigation] : []);
  expect(run.server.calls, 'calls').toEqual(expected.calls);
});

describe('mail outbox (details)', () => {
  it('reads and writes the filter of the address', () => {
    expect(mailFilterOfSearch('')).toBe('all');
    expect(mailFilterOfSearch('?status=failed')).toBe('failed');
    expect(mailFilterOfSearch('?status=bogus')).toBe('all');
    expect(mailFilterPath('all')).toBe('/staff/mail');
    expect(mailFilterPath('queued')).toBe('/staff/mail?status=queued');
    expect(mailFilterPath('read', 'whatsapp')).toBe('/staff/mail?status=read&channel=whatsapp');
    expect(mailChannelOfSearch('?channel=sms')).toBe('sms');
    expect(mailChannelOfSearch('?channel=fax')).toBe('all');
  });

  it('cancels the load when the page goes away', () => {
    const run = new MailOutboxRun();
    run.actor.stop();
    expect(run.server.signals[0]?.aborted).toBe(true);
  });
});
