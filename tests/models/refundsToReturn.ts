// The inbox's "To return by hand" as an admin and the server live it (no I/O), and how each move is made on the REAL
// refundsToReturn machine, whose two calls are scripted. The context is what the admin should notice: the toast of
// the last step, the refund whose dialog is open, the refusal shown and the load error.
import { assign, createActor, setup } from 'xstate';
import { ApiError } from '../../src/api/client';
import type { ReturnedAnswer } from '../../src/api/livePayments';
import { refundsToReturnContent } from '../../src/domain/console/livePaymentsContent';
import type { RefundToReturn } from '../../src/domain/livePaymentsWire';
import type { Notice } from '../../src/machines/notice';
import { refundsToReturnMachine } from '../../src/machines/refundsToReturn';
import { defineFlowModel, type ModelEvent, type RunOptions } from '../setup/flowModel';
import { ScriptedRun } from '../setup/scriptedRun';

export const EASYPAISA_REFUND: RefundToReturn = {
  id: 'rf-1',
  transaction_id: 'tx-1',
  booking_id: '3f1c2a9e-0000-4000-8000-00000000a001',
  invoice_number: 'INV-2026-000123',
  customer_name: 'Ayesha Khan',
  amount: 18000,
  provider: 'easypaisa',
  reference: 'EP-7731942210',
  created_at: '2026-12-01T05:00:00.000Z',
};
export const JAZZCASH_REFUND: RefundToReturn = {
  ...EASYPAISA_REFUND,
  id: 'rf-2',
  transaction_id: 'tx-2',
  invoice_number: 'INV-2026-000124',
  customer_name: 'Bilal Ahmed',
  amount: 5000,
  provider: 'jazzcash',
  reference: 'T20261202101500',
  created_at: '2026-12-02T06:30:00.000Z',
};
export const TO_RETURN = [EASYPAISA_REFUND, JAZZCASH_REFUND];
export const SERVER_SENTENCE = 'The database is not reachable.';
export const RETURNED_SENTENCE = 'The invoice is refunded.';
export const REFUSAL = 'This refund is already returned.';

export type RefundsToReturnCall = 'loadRefunds' | 'markReturned';

interface Expected {
  toast: Notice | null;
  /** The refund whose dialog is open (always the first one), or none. */
  marking: string | null;
  refusal: string | null;
  loadError: string | null;
}

type FlowEvent = {
  type:
    | 'server.answersList'
    | 'server.answersEmpty'
    | 'server.failsList'
    | 'network.failsList'
    | 'user.retries'
    | 'user.marksReturned'
    | 'user.marksUnlisted'
    | 'user.confirms'
    | 'user.closes'
    | 'user.goesBack'
    | 'server.accepts'
    | 'server.acceptsQuietly'
    | 'server.refuses'
    | 'network.failsMark';
};

const CLOSED = { marking: null, refusal: null };

const go = (target: string, changes: (context: Expected) => Partial<Expected> = () => ({})) => ({
  target,
  actions: assign<Expected, FlowEvent, undefined, FlowEvent, never>(({ context }) => ({ ...context, toast: null, ...changes(context) })),
});
const done = (message: string) => go('loading', () => ({ ...CLOSED, toast: { kind: 'success', message } }));

const userFlow = setup({ types: { context: {} as Expected, events: {} as FlowEvent } }).createMachine({
  id: 'refundsToReturnFlow',
  context: { toast: null, ...CLOSED, loadError: null },
  initial: 'loading',
  states: {
    loading: {
      on: {
        'server.answersList': go('loaded', () => ({ loadError: null })),
        'server.answersEmpty': go('empty', () => ({ loadError: null })),
        'server.failsList': go('error', () => ({ loadError: SERVER_SENTENCE })),
        'network.failsList': go('error', () => ({ loadError: refundsToReturnContent.loadFailed })),
      },
    },
    empty: {},
    error: { on: { 'user.retries': go('loading') } },
    loaded: {
      on: {
        'user.marksReturned': go('confirming', () => ({ marking: EASYPAISA_REFUND.id })),
        // a refund no longer listed (a stale button) opens nothing
        'user.marksUnlisted': go('loaded'),
      },
    },
    confirming: { on: { 'user.confirms': go('busy'), 'user.closes': go('loaded', () => CLOSED) } },
    busy: {
      on: {
        'server.accepts': done(RETURNED_SENTENCE),
        'server.acceptsQuietly': done(refundsToReturnContent.returned),
        'server.refuses': go('refused', () => ({ refusal: REFUSAL })),
        'network.failsMark': go('refused', () => ({ refusal: refundsToReturnContent.failed })),
      },
    },
    refused: { on: { 'user.goesBack': go('confirming', () => ({ refusal: null })), 'user.closes': go('loaded', () => CLOSED) } },
  },
});

/** The real machine with a scripted server and recorded toasts. */
export class RefundsToReturnRun extends ScriptedRun<RefundsToReturnCall> {
  readonly actor;

  constructor(options: Partial<RunOptions> = {}) {
    super(options);
    const logic = refundsToReturnMachine.provide({
      actors: { loadRefunds: this.server.actor<RefundToReturn[]>('loadRefunds'), markReturned: this.server.actor<ReturnedAnswer, { refundId: string }>('markReturned') },
      actions: { notify: (_, notice: Notice) => void this.toasts.push(notice) },
    });
    this.actor = createActor(logic, options).start();
  }
}

function perform(run: RefundsToReturnRun, event: ModelEvent<typeof userFlow>) {
  const { server } = run;
  const send = run.actor.send.bind(run.actor);
  switch (event.type) {
    case 'server.answersList':
      return server.answer('loadRefunds', TO_RETURN);
    case 'server.answersEmpty':
      return server.answer('loadRefunds', []);
    case 'server.failsList':
      return server.fail('loadRefunds', new ApiError(SERVER_SENTENCE, 503));
    case 'network.failsList':
      return server.fail('loadRefunds', new TypeError('Failed to fetch'));
    case 'user.retries':
      return send({ type: 'toReturn.retry' });
    case 'user.marksReturned':
      return send({ type: 'toReturn.mark', refundId: EASYPAISA_REFUND.id });
    case 'user.marksUnlisted':
      return send({ type: 'toReturn.mark', refundId: 'rf-gone' });
    case 'user.confirms':
      return send({ type: 'toReturn.confirm' });
    case 'user.closes':
      return send({ type: 'toReturn.close' });
    case 'user.goesBack':
      return send({ type: 'toReturn.back' });
    case 'server.accepts':
      return server.answer('markReturned', { message: RETURNED_SENTENCE });
    case 'server.acceptsQuietly':
      return server.answer('markReturned', { message: '' });
    case 'server.refuses':
      return server.fail('markReturned', new ApiError(REFUSAL, 409));
    case 'network.failsMark':
      return server.fail('markReturned', new TypeError('Failed to fetch'));
  }
}

export const refundsToReturnFlow = defineFlowModel({
  name: 'refundsToReturn',
  model: userFlow,
  covers: [refundsToReturnMachine],
  start: (options) => new RefundsToReturnRun(options),
  perform,
});
