// The console's refund requests as an admin and the server live them (no I/O), and how each move is made on the REAL
// refundRequests machine, whose two calls are scripted. The context is what the admin should notice: the toast of the
// last step, the decision open, the reason's error and the refusal shown.
import { assign, createActor, setup } from 'xstate';
import { ApiError } from '../../src/api/client';
import type { DecisionAnswer } from '../../src/api/refundRequests';
import { refundRequestsContent } from '../../src/domain/console/refundContent';
import { messages } from '../../src/domain/messages';
import type { RefundRequest } from '../../src/domain/staff';
import type { Notice } from '../../src/machines/notice';
import { refundRequestsMachine, type Decision } from '../../src/machines/refundRequests';
import { defineFlowModel, type ModelEvent, type RunOptions } from '../setup/flowModel';
import { ScriptedRun } from '../setup/scriptedRun';

export const CARD_REQUEST: RefundRequest = {
  id: 'rr-1',
  status: 'open',
  booking: { id: '3f1c2a9e-0000-4000-8000-00000000a001', short_id: '0000A001', date: '2026-12-02', start_time: '10:00', service: 'Full Detail', status: 'cancelled' },
  customer: { name: 'Ayesha Khan', phone: '03001234567' },
  invoice_id: 'inv-1',
  money_back: { amount: 18000, channel: 'gateway', method: 'card', card_last4: '4242' },
  requested_by: { name: 'Sana Staff', role: 'staff' },
  created_at: '2026-12-01T05:00:00.000Z',
  decided_by: null,
  decided_at: null,
  decline_reason: null,
};
export const CASH_REQUEST: RefundRequest = {
  ...CARD_REQUEST,
  id: 'rr-2',
  customer: { name: 'Bilal Ahmed', phone: '03111234567' },
  money_back: { amount: 5000, channel: 'workshop', method: 'cash', card_last4: null },
  requested_by: { name: 'Bilal Ahmed', role: 'customer' },
};
export const REQUESTS = [CARD_REQUEST, CASH_REQUEST];
export const SERVER_SENTENCE = 'The database is not reachable.';
export const APPROVED_SENTENCE = 'Refund request approved: the invoice is refunded.';
export const REFUSAL = 'This refund request has already been declined.';
export const REASON = 'Cancelled on the day: no refund by our terms';

export type RefundRequestsCall = 'loadRequests' | 'decide';

interface Expected {
  toast: Notice | null;
  /** The decision open (approving the card request, declining the cash one), or none. */
  decision: 'approve' | 'decline' | null;
  reasonTyped: boolean;
  reasonError: string | null;
  refusal: string | null;
  loadError: string | null;
}

const CLOSED = { decision: null, reasonTyped: false, reasonError: null, refusal: null };

type FlowEvent = {
  type:
    | 'server.answersList'
    | 'server.answersEmpty'
    | 'server.failsList'
    | 'network.failsList'
    | 'user.retries'
    | 'user.approves'
    | 'user.declines'
    | 'user.typesReason'
    | 'user.confirms'
    | 'user.closes'
    | 'user.goesBack'
    | 'server.accepts'
    | 'server.acceptsQuietly'
    | 'server.refuses'
    | 'network.failsDecision';
};

const go = (target: string, changes: (context: Expected) => Partial<Expected> = () => ({})) => ({
  target,
  actions: assign<Expected, FlowEvent, undefined, FlowEvent, never>(({ context }) => ({ ...context, toast: null, ...changes(context) })),
});
const done = (message: string) => go('loading', () => ({ ...CLOSED, toast: { kind: 'success', message } }));

const userFlow = setup({
  types: { context: {} as Expected, events: {} as FlowEvent },
  guards: { reasonTyped: ({ context }) => context.reasonTyped },
}).createMachine({
  id: 'refundRequestsFlow',
  context: { toast: null, ...CLOSED, loadError: null },
  initial: 'loading',
  states: {
    loading: {
      on: {
        'server.answersList': go('loaded', () => ({ loadError: null })),
        'server.answersEmpty': go('empty', () => ({ loadError: null })),
        'server.failsList': go('error', () => ({ loadError: SERVER_SENTENCE })),
        'network.failsList': go('error', () => ({ loadError: refundRequestsContent.loadFailed })),
      },
    },
    empty: {},
    error: { on: { 'user.retries': go('loading') } },
    loaded: {
      on: {
        'user.approves': go('approving', () => ({ decision: 'approve' })),
        'user.declines': go('declining', () => ({ decision: 'decline' })),
      },
    },
    approving: { on: { 'user.confirms': go('busyApproving'), 'user.closes': go('loaded', () => CLOSED) } },
    declining: {
      on: {
        'user.typesReason': go('declining', () => ({ reasonTyped: true, reasonError: null })),
        'user.confirms': [{ guard: 'reasonTyped', ...go('busyDeclining') }, go('declining', () => ({ reasonError: messages.staff.declineReasonRequired }))],
        'user.closes': go('loaded', () => CLOSED),
      },
    },
    busyApproving: {
      on: {
        'server.accepts': done(APPROVED_SENTENCE),
        'server.refuses': go('refusedApproving', () => ({ refusal: REFUSAL })),
        'network.failsDecision': go('refusedApproving', () => ({ refusal: refundRequestsContent.failed })),
      },
    },
    busyDeclining: {
      on: {
        'server.acceptsQuietly': done(refundRequestsContent.declined),
        'server.refuses': go('refusedDeclining', () => ({ refusal: REFUSAL })),
      },
    },
    refusedApproving: { on: { 'user.goesBack': go('approving', () => ({ refusal: null })), 'user.closes': go('loaded', () => CLOSED) } },
    refusedDeclining: { on: { 'user.goesBack': go('declining', () => ({ refusal: null })) } },
  },
});

/** The real machine with a scripted server and recorded toasts. */
export class RefundRequestsRun extends ScriptedRun<RefundRequestsCall> {
  readonly actor;

  constructor(options: Partial<RunOptions> = {}) {
    super(options);
    const logic = refundRequestsMachine.provide({
      actors: { loadRequests: this.server.actor<RefundRequest[]>('loadRequests'), decide: this.server.actor<DecisionAnswer, Decision>('decide') },
      actions: { notify: (_, notice: Notice) => void this.toasts.push(notice) },
    });
    this.actor = createActor(logic, options).start();
  }
}

function perform(run: RefundRequestsRun, event: ModelEvent<typeof userFlow>) {
  const { server } = run;
  const send = run.actor.send.bind(run.actor);
  switch (event.type) {
    case 'server.answersList':
      return server.answer('loadRequests', REQUESTS);
    case 'server.answersEmpty':
      return server.answer('loadRequests', []);
    case 'server.failsList':
      return server.fail('loadRequests', new ApiError(SERVER_SENTENCE, 503));
    case 'network.failsList':
      return server.fail('loadRequests', new TypeError('Failed to fetch'));
    case 'user.retries':
      return send({ type: 'refunds.retry' });
    case 'user.approves':
      return send({ type: 'refunds.approve', requestId: CARD_REQUEST.id });
    case 'user.declines':
      return send({ type: 'refunds.decline', requestId: CASH_REQUEST.id });
    case 'user.typesReason':
      return send({ type: 'refunds.reasonChange', reason: REASON });
    case 'user.confirms':
      return send({ type: 'refunds.confirm' });
    case 'user.closes':
      return send({ type: 'refunds.close' });
    case 'user.goesBack':
      return send({ type: 'refunds.back' });
    case 'server.accepts':
      return server.answer('decide', { message: APPROVED_SENTENCE });
    case 'server.acceptsQuietly':
      return server.answer('decide', { message: '' });
    case 'server.refuses':
      return server.fail('decide', new ApiError(REFUSAL, 409));
    case 'network.failsDecision':
      return server.fail('decide', new TypeError('Failed to fetch'));
  }
}

export const refundRequestsFlow = defineFlowModel({
  name: 'refundRequests',
  model: userFlow,
  covers: [refundRequestsMachine],
  start: (options) => new RefundRequestsRun(options),
  perform,
});
