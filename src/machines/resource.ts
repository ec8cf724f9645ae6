// One loader statechart for every list or detail screen: loading → loaded | empty | notFound | error, with retry and
// reload. A screen opened without what it shows (no id), or one that cannot show a failure, has `left` instead.
import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { ApiError } from '../api/client';
import { unlessAborted } from './abortedCalls';
import type { NavigateParams, Notice } from './notice';

export type ResourceLoader<T> = (signal: AbortSignal) => Promise<T>;
/** The API call a detail screen loads its one resource with. */
export type FetchById<T> = (id: string, signal: AbortSignal) => Promise<T>;

export interface ResourceInput<T> {
  /** Fetches the data; gets the actor's signal so leaving `loading` cancels the request. Null: nothing to load, the screen leaves. */
  load: ResourceLoader<T> | null;
  /** True when the loaded data should show the empty state (an empty list); never empty when left out. */
  isEmpty?: (data: T) => boolean;
  /** What the error state shows when the failure carries no text of its own. */
  fallbackError: string;
  /** Picks the text to show for a failure, or null for the fallback; defaults to the error's message. */
  errorText?: (error: unknown) => string | null;
  /** What a 404 reads. Given, a 404 is `notFound` (trying again cannot help); left out, it is a failure like any other. */
  notFoundText?: string;
  /**
   * Where the screen sends the customer, replacing itself in history (the home page when left out): when it has
   * nothing to load, and after a failed load if `leaveOnFailure`.
   */
  exit?: string;
  /** A failed load is told in an error toast on the way to `exit`, instead of being shown. */
  leaveOnFailure?: boolean;
}

export interface ResourceContext<T> {
  load: ResourceLoader<T> | null;
  isEmpty: (data: T) => boolean;
  fallbackError: string;
  errorText: (error: unknown) => string | null;
  notFoundText: string | null;
  exit: string;
  leaveOnFailure: boolean;
  data: T | null;
  error: string | null;
}

export type ResourceEvent = { type: 'resource.retry' } | { type: 'resource.reload' };

export type ResourceStatus = 'opening' | 'loading' | 'loaded' | 'empty' | 'notFound' | 'error' | 'left';

const messageOf = (error: unknown) => (error instanceof Error && error.message.trim() ? error.message : null);
const isNotFoundAnswer = (error: unknown) => error instanceof ApiError && error.status === 404;

/** Builds the loader machine for one data type; call once per type at module level, not during render. */
export function createResourceMachine<T>() {
  return setup({
    types: {} as { context: ResourceContext<T>; input: ResourceInput<T>; events: ResourceEvent },
    actors: {
      loadResource: fromPromise<T, { load: ResourceLoader<T> | null }>(({ input, signal }) => {
        if (!input.load) throw new Error('loading without a loader');
        return unlessAborted(signal, input.load(signal));
      }),
    },
    guards: {
      hasNothingToLoad: ({ context }) => context.load === null,
      isEmptyResult: ({ context }, params: { data: T }) => context.isEmpty(params.data),
      leavesOnFailure: ({ context }) => context.leaveOnFailure,
      isNotFound: ({ context }, params: { error: unknown }) => context.notFoundText !== null && isNotFoundAnswer(params.error),
    },
    actions: {
      // Side effects: no-ops here, provided by the page with `useFlowEffects`.
      notify: (_, _params: Notice) => {},
      navigate: (_, _params: NavigateParams) => {},
      assignData: assign((_, params: { data: T }) => ({ data: params.data, error: null })),
      assignError: assign(({ context }, params: { error: unknown }) => ({
        error: (isNotFoundAnswer(params.error) ? context.notFoundText : null) ?? context.errorText(params.error) ?? context.fallbackError,
      })),
    },
  }).createMachine({
    id: 'resource',
    context: ({ input }) => ({
      load: input.load,
      isEmpty: input.isEmpty ?? (() => false),
      fallbackError: input.fallbackError,
      errorText: input.errorText ?? messageOf,
      notFoundText: input.notFoundText ?? null,
      exit: input.exit ?? '/',
      leaveOnFailure: input.leaveOnFailure ?? false,
      data: null,
      error: null,
    }),
    initial: 'opening',
    states: {
      opening: {
        always: [{ guard: 'hasNothingToLoad', target: 'left' }, { target: 'loading' }],
      },
      loading: {
        tags: ['loading'],
        invoke: {
          src: 'loadResource',
          input: ({ context }) => ({ load: context.load }),
          onDone: [
            {
              guard: { type: 'isEmptyResult', params: ({ event }) => ({ data: event.output }) },
              target: 'empty',
              actions: { type: 'assignData', params: ({ event }) => ({ data: event.output }) },
            },
            { target: 'loaded', actions: { type: 'assignData', params: ({ event }) => ({ data: event.output }) } },
          ],
          onError: [
            {
              guard: 'leavesOnFailure',
              target: 'left',
              actions: [
                { type: 'assignError', params: ({ event }) => ({ error: event.error }) },
                { type: 'notify', params: ({ context }) => ({ kind: 'error', message: context.error ?? context.fallbackError }) },
              ],
            },
            {
              guard: { type: 'isNotFound', params: ({ event }) => ({ error: event.error }) },
              target: 'notFound',
              actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) },
            },
            { target: 'error', actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) } },
          ],
        },
        on: { 'resource.reload': { target: 'loading', reenter: true } },
      },
      loaded: { on: { 'resource.reload': 'loading' } },
      empty: { on: { 'resource.reload': 'loading', 'resource.retry': 'loading' } },
      // Nothing there to try again for; a reload (after a change elsewhere) may still find it.
      notFound: { on: { 'resource.reload': 'loading' } },
      error: { on: { 'resource.retry': 'loading', 'resource.reload': 'loading' } },
      // The screen has gone to `exit`: it had nothing to load, or told its failure in a toast on the way.
      left: {
        type: 'final',
        entry: { type: 'navigate', params: ({ context }) => ({ to: context.exit, replace: true }) },
      },
    },
  });
}

export type ResourceMachine<T> = ReturnType<typeof createResourceMachine<T>>;
export type ResourceActorRef<T> = ActorRefFrom<ResourceMachine<T>>;
export type ResourceSnapshot<T> = SnapshotFrom<ResourceMachine<T>>;

/** The state the view renders; the machine is flat, so its state value is the status. */
export const resourceStatusOf = <T>(snapshot: ResourceSnapshot<T>): ResourceStatus => snapshot.value;
