// The console's refund requests (issue "Money and roles"): the open requests, newest first, and beside the list an
// admin's decision on one — approving asks first (it cannot be undone), declining asks for a reason (the shared
// schema) — then busy, a toast with the server's sentence and the list loaded again, or the server's refusal in the
// dialog with Back. The page provides the toast.
import { assign, fromPromise, raise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { serverMessageOf } from '../api/client';
import { approveRefundRequest, declineRefundRequest, listOpenRefundRequests, type DecisionAnswer } from '../api/refundRequests';
import { refundRequestsContent as content } from '../domain/console/refundContent';
import { validate } from '../domain/schemas';
import type { RefundRequest } from '../domain/staff';
import { RefundDeclinePayload } from '../domain/staffSchemas';
import type { Notice } from './notice';

export type DecisionKind = 'approve' | 'decline';

export interface Decision {
  requestId: string;
  kind: DecisionKind;
  reason: string;
}

export interface RefundRequestsContext {
  requests: RefundRequest[];
  loadError: string | null;
  /** The request being decided, and how. */
  decision: Decision | null;
  reasonError: string | null;
  /** The server's refusal (or the failure's fallback), shown in the dialog. */
  refusal: string | null;
}

export type RefundRequestsEvent =
  | { type: 'refunds.retry' }
  | { type: 'refunds.reload' }
  | { type: 'refunds.approve'; requestId: string }
  | { type: 'refunds.decline'; requestId: string }
  | { type: 'refunds.reasonChange'; reason: string }
  | { type: 'refunds.confirm' }
  | { type: 'refunds.back' }
  | { type: 'refunds.close' };

const sendDecision = (decision: Decision, signal: AbortSignal): Promise<DecisionAnswer> =>
  decision.kind === 'approve' ? approveRefundRequest(decision.requestId, signal) : declineRefundRequest(decision.requestId, decision.reason.trim(), signal);

export const refundRequestsMachine = setup({
  types: {
    context: {} as RefundRequestsContext,
    events: {} as RefundRequestsEvent,
    tags: {} as 'loading' | 'busy',
  },
  actors: {
    loadRequests: fromPromise<RefundRequest[]>(({ signal }) => listOpenRefundRequests(signal)),
    decide: fromPromise<DecisionAnswer, Decision>(({ input, signal }) => sendDecision(input, signal)),
  },
  actions: {
    // A side effect: a no-op here, provided by the page with `useFlowEffects`.
    notify: (_, _params: Notice) => {},
    takeRequests: assign((_, { requests }: { requests: RefundRequest[] }) => ({ requests, loadError: null })),
    openDecision: assign((_, decision: Omit<Decision, 'reason'>) => ({ decision: { ...decision, reason: '' }, reasonError: null, refusal: null })),
    closeDecision: assign({ decision: null, reasonError: null, refusal: null }),
    assignReason: assign(({ context }, { reason }: { reason: string }) => ({ decision: context.decision && { ...context.decision, reason }, reasonError: null })),
    showReasonError: assign(({ context }) => {
      const checked = validate(RefundDeclinePayload, { reason: context.decision?.reason ?? '' });
      return { reasonError: checked.ok ? null : checked.first };
    }),
    showRefusal: assign({ refusal: (_, { error }: { error: unknown }) => serverMessageOf(error) ?? content.failed }),
    clearRefusal: assign({ refusal: null }),
  },
  guards: {
    isEmpty: (_, { requests }: { requests: RefundRequest[] }) => requests.length === 0,
    isReasonValid: ({ context }) => validate(RefundDeclinePayload, { reason: context.decision?.reason ?? '' }).ok,
    wasDeclining: ({ context }) => context.decision?.kind === 'decline',
  },
}).createMachine({
  id: 'refundRequests',
  type: 'parallel',
  context: { requests: [], loadError: null, decision: null, reasonError: null, refusal: null },
  states: {
    list: {
      initial: 'loading',
      on: { 'refunds.reload': '.loading' },
      states: {
        loading: {
          tags: 'loading',
          invoke: {
            src: 'loadRequests',
            onDone: [
              {
                guard: { type: 'isEmpty', params: ({ event }) => ({ requests: event.output }) },
                target: 'empty',
                actions: { type: 'takeRequests', params: ({ event }) => ({ requests: event.output }) },
              },
              { target: 'loaded', actions: { type: 'takeRequests', params: ({ event }) => ({ requests: event.output }) } },
            ],
            onError: { target: 'error', actions: assign({ loadError: ({ event }) => serverMessageOf(event.error) ?? content.loadFailed }) },
          },
        },
        loaded: {},
        empty: {},
        error: { on: { 'refunds.retry': 'loading' } },
      },
    },
    decision: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'refunds.approve': { target: 'confirmingApproval', actions: { type: 'openDecision', params: ({ event }) => ({ requestId: event.requestId, kind: 'approve' as const }) } },
            'refunds.decline': { target: 'declining', actions: { type: 'openDecision', params: ({ event }) => ({ requestId: event.requestId, kind: 'decline' as const }) } },
          },
        },
        // approving cannot be undone: the dialog says exactly what goes back
        confirmingApproval: {
          on: { 'refunds.confirm': 'busy', 'refunds.close': { target: 'idle', actions: 'closeDecision' } },
        },
        declining: {
          on: {
            'refunds.reasonChange': { actions: { type: 'assignReason', params: ({ event }) => event } },
            'refunds.confirm': [{ guard: 'isReasonValid', target: 'busy' }, { actions: 'showReasonError' }],
            'refunds.close': { target: 'idle', actions: 'closeDecision' },
          },
        },
        busy: {
          tags: 'busy',
          invoke: {
            src: 'decide',
            input: ({ context }) => context.decision ?? { requestId: '', kind: 'approve', reason: '' },
            onDone: {
              target: 'idle',
              actions: [
                {
                  type: 'notify',
                  params: ({ context, event }) => ({
                    kind: 'success' as const,
                    message: event.output.message || (context.decision?.kind === 'decline' ? content.declined : content.approved),
                  }),
                },
                'closeDecision',
                raise({ type: 'refunds.reload' }),
              ],
            },
            onError: { target: 'refused', actions: { type: 'showRefusal', params: ({ event }) => event } },
          },
        },
        refused: {
          on: {
            'refunds.back': [
              { guard: 'wasDeclining', target: 'declining', actions: 'clearRefusal' },
              { target: 'confirmingApproval', actions: 'clearRefusal' },
            ],
            'refunds.close': { target: 'idle', actions: 'closeDecision' },
          },
        },
      },
    },
  },
});

export type RefundRequestsActor = ActorRefFrom<typeof refundRequestsMachine>;
export type RefundRequestsSnapshot = SnapshotFrom<typeof refundRequestsMachine>;

/** The dialog step shown, or null when no decision is open. */
export type DecisionStep = 'confirmingApproval' | 'declining' | 'busy' | 'refused';
export const selectDecisionStep = (snapshot: RefundRequestsSnapshot): DecisionStep | null => {
  const step = (snapshot.value as { decision: string }).decision;
  return step === 'idle' ? null : (step as DecisionStep);
};
export const selectDecidedRequest = (snapshot: RefundRequestsSnapshot): RefundRequest | null =>
  snapshot.context.requests.find(({ id }) => id === snapshot.context.decision?.requestId) ?? null;
