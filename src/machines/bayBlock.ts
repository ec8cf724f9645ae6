// "Block a bay" on the day board: the bay, day, start, end and reason, checked with the shared block schema, then
// saved; a refusal keeps the form and lists the bookings in the way. Removing a block is the same chart started on a
// block: it asks first. It ends with the server's sentence (its output) or dismissed.
import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { serverMessageOf } from '../api/client';
import { bookingsInTheWayOf, createBlock, removeBlock, type DeskAnswer } from '../api/desk';
import { clockTimeOf, minutesOfDay } from '../domain/clockTime';
import { bayBlockContent as content } from '../domain/console/deskContent';
import type { BayBlock, BayBlockRequest, BookingInTheWay } from '../domain/desk';
import { BayBlockPayload } from '../domain/deskSchemas';
import { fieldErrorsOf, fieldErrorsOfFailure, withoutFieldError, type FieldErrorsOf } from './formErrors';

export const BLOCK_FIELDS = ['bay', 'booking_date', 'start', 'end', 'reason'] as const;
export type BlockField = (typeof BLOCK_FIELDS)[number];
export type BlockValues = Record<BlockField, string>;

export type BayBlockInput = { mode: 'create'; values: BlockValues } | { mode: 'remove'; block: BayBlock };

export interface BayBlockContext {
  values: BlockValues;
  /** The block a removal is about. */
  block: BayBlock | null;
  fieldErrors: FieldErrorsOf<BlockField>;
  formError: string | null;
  /** The bookings a refused block would overlap. */
  inTheWay: BookingInTheWay[];
  rejectedSubmits: number;
  done: string | null;
}

export type BayBlockEvent =
  | { type: 'block.change'; field: BlockField; value: string }
  | { type: 'block.submit' }
  | { type: 'block.confirm' }
  | { type: 'block.dismiss' };

export const blockRequestOf = (values: BlockValues): BayBlockRequest => ({
  bay: values.bay.trim() === '' ? Number.NaN : Number(values.bay),
  booking_date: values.booking_date,
  start: values.start,
  end: values.end,
  reason: values.reason,
});
const blockErrorsOf = (values: BlockValues) => fieldErrorsOf(BayBlockPayload, blockRequestOf(values), BLOCK_FIELDS);
/** The form as "Block a bay" opens it: the bay and slot asked for (else bay 1 and the day's first slot), one slot long. */
export function blockValuesFor(date: string, slotMinutes: number, start: string, bay = 1): BlockValues {
  return { bay: String(bay), booking_date: date, start, end: clockTimeOf(minutesOfDay(start) + slotMinutes), reason: '' };
}

const EMPTY: BlockValues = { bay: '', booking_date: '', start: '', end: '', reason: '' };

export const bayBlockMachine = setup({
  types: {
    context: {} as BayBlockContext,
    events: {} as BayBlockEvent,
    input: {} as BayBlockInput,
    output: {} as { message: string | null },
    tags: {} as 'busy',
  },
  actors: {
    saveBlock: fromPromise<DeskAnswer<BayBlock>, BayBlockRequest>(({ input, signal }) => createBlock(input, signal)),
    removeBlock: fromPromise<string, { blockId: string }>(({ input, signal }) => removeBlock(input.blockId, signal)),
  },
  actions: {
    change: assign(({ context }, { field, value }: { field: BlockField; value: string }) => ({
      values: { ...context.values, [field]: value },
      fieldErrors: withoutFieldError(context.fieldErrors, field),
    })),
    showFormErrors: assign(({ context }) => ({ fieldErrors: blockErrorsOf(context.values), formError: null, inTheWay: [], rejectedSubmits: context.rejectedSubmits + 1 })),
    clearRefusal: assign({ formError: null, inTheWay: [] }),
    showRefusal: assign((_, { error, fallback }: { error: unknown; fallback: string }) => ({
      fieldErrors: fieldErrorsOfFailure(error, BLOCK_FIELDS),
      formError: serverMessageOf(error) ?? fallback,
      inTheWay: bookingsInTheWayOf(error),
    })),
    assignDone: assign({ done: (_, { message }: { message: string }) => message }),
  },
  guards: {
    isRemoval: ({ context }) => context.block !== null,
    isFormValid: ({ context }) => Object.keys(blockErrorsOf(context.values)).length === 0,
  },
}).createMachine({
  id: 'bayBlock',
  context: ({ input }) => ({
    values: input.mode === 'create' ? input.values : EMPTY,
    block: input.mode === 'remove' ? input.block : null,
    fieldErrors: {},
    formError: null,
    inTheWay: [],
    rejectedSubmits: 0,
    done: null,
  }),
  output: ({ context }) => ({ message: context.done }),
  initial: 'opening',
  states: {
    opening: { always: [{ guard: 'isRemoval', target: 'confirmingRemoval' }, { target: 'filling' }] },
    filling: {
      on: {
        'block.change': { actions: { type: 'change', params: ({ event }) => event } },
        'block.submit': [{ guard: 'isFormValid', target: 'saving', actions: 'clearRefusal' }, { actions: 'showFormErrors' }],
        'block.dismiss': 'dismissed',
      },
    },
    saving: {
      tags: 'busy',
      invoke: {
        src: 'saveBlock',
        input: ({ context }) => blockRequestOf(context.values),
        onDone: { target: 'finished', actions: { type: 'assignDone', params: ({ event }) => ({ message: event.output.message || content.blockedFallback }) } },
        onError: { target: 'filling', actions: { type: 'showRefusal', params: ({ event }) => ({ error: event.error, fallback: content.failed }) } },
      },
    },
    confirmingRemoval: { on: { 'block.confirm': { target: 'removing', actions: 'clearRefusal' }, 'block.dismiss': 'dismissed' } },
    removing: {
      tags: 'busy',
      invoke: {
        src: 'removeBlock',
        input: ({ context }) => ({ blockId: context.block?.id ?? '' }),
        onDone: { target: 'finished', actions: { type: 'assignDone', params: ({ event }) => ({ message: event.output || content.removedFallback }) } },
        // the refusal shows in the confirming step, which may be tried again
        onError: { target: 'confirmingRemoval', actions: { type: 'showRefusal', params: ({ event }) => ({ error: event.error, fallback: content.removeFailed }) } },
      },
    },
    finished: { type: 'final' },
    dismissed: { type: 'final' },
  },
});

export type BayBlockActor = ActorRefFrom<typeof bayBlockMachine>;
export type BayBlockSnapshot = SnapshotFrom<typeof bayBlockMachine>;
