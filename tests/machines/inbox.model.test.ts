// Model-based test of the console's inbox: the flow model's paths (tests/models/inbox.ts) drive the REAL inbox
// machine; after every step its state, the calls in flight and their requests, the toasts, the address, the filter,
// page and unread count must match the model.
import { describe, expect, it } from 'vitest';
import { inboxPath, inboxPlaceOf } from '../../src/machines/inbox';
import { modelTest } from '../setup/modelCoverage';
import { expectStateCallsAndToast } from '../setup/stepChecks';
import { ANSWERED_MESSAGE, inboxFlow, READ_MESSAGE, UNREAD_MESSAGE, unreadOf } from '../models/inbox';

const EXPECTED: Record<string, { list: string; marking: string; inFlight: string[] }> = {
  loading: { list: 'loading', marking: 'idle', inFlight: ['loadMessages'] },
  loaded: { list: 'loaded', marking: 'idle', inFlight: [] },
  empty: { list: 'empty', marking: 'idle', inFlight: [] },
  error: { list: 'error', marking: 'idle', inFlight: [] },
  markingRead: { list: 'loaded', marking: 'submitting', inFlight: ['markMessage'] },
  markingUnread: { list: 'loaded', marking: 'submitting', inFlight: ['markMessage'] },
};

modelTest('inbox (model-based)', inboxFlow, (state, run) => {
  const value = String(state.value);
  const expected = state.context;
  const snapshot = run.actor.getSnapshot();
  const { inFlight, ...regions } = EXPECTED[value]!;
  expectStateCallsAndToast(run, snapshot.value, { state: regions, inFlight, toast: expected.toast });
  expect(run.navigations, 'address').toEqual(expected.navigated ? [expected.navigated] : []);
  expect(snapshot.context.filter, 'filter').toBe(expected.filter);
  expect(snapshot.context.channel, 'channel').toBe(expected.channel);
  expect(snapshot.context.page, 'page').toBe(expected.page);
  if (value === 'empty') expect(snapshot.context.unread, 'unread count').toBe(0);
  if (value === 'loaded' || value.startsWith('marking')) expect(snapshot.context.unread, 'unread count').toBe(unreadOf(expected));
  if (value === 'error') expect(snapshot.context.error, 'error shown').toBe(expected.error);
  expect(snapshot.hasTag('marking'), 'busy').toBe(value.startsWith('marking'));
  const loadCall = run.server.calls.find(({ name }) => name === 'loadMessages');
  if (loadCall) expect(loadCall.input, 'page asked for').toEqual({ filter: expected.filter, channel: expected.channel, page: expected.page });
  if (value === 'loaded') {
    const first = snapshot.context.messages.find(({ id }) => id === UNREAD_MESSAGE.id);
    expect(first?.replies, 'answers shown').toEqual(expected.firstAnswered ? ANSWERED_MESSAGE.replies : []);
  }
  const markCall = run.server.calls.find(({ name }) => name === 'markMessage');
  if (markCall) {
    expect(markCall.input, 'mark sent').toEqual(value === 'markingRead' ? { messageId: UNREAD_MESSAGE.id, read: true } : { messageId: READ_MESSAGE.id, read: false });
  }
});

describe('inbox address', () => {
  it('keeps the filter and page in the address, and reads them back', () => {
    expect(inboxPath({ filter: 'all', channel: 'all', page: 1 })).toBe('/staff/inbox');
    expect(inboxPath({ filter: 'unread', channel: 'all', page: 2 })).toBe('/staff/inbox?status=unread&page=2');
    expect(inboxPath({ filter: 'unread', channel: 'sms', page: 2 })).toBe('/staff/inbox?status=unread&channel=sms&page=2');
    expect(inboxPlaceOf('?status=read&page=3')).toEqual({ filter: 'read', channel: 'all', page: 3 });
    expect(inboxPlaceOf('?channel=whatsapp')).toEqual({ filter: 'all', channel: 'whatsapp', page: 1 });
    expect(inboxPlaceOf('?status=spam&channel=fax&page=-1')).toEqual({ filter: 'all', channel: 'all', page: 1 });
  });
});
