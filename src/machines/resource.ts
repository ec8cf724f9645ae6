// One loader statechart for every list or detail screen: loading → loaded | empty | error, with retry and reload.
import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';

export type ResourceLoader<T> = (signal: AbortSignal) => Promise<T>;

export interface ResourceInput<T> {
  /** Fetches the data; gets the actor's signal so leaving `loading` cancels the request. */
  load: ResourceLoader<T>;
  /** True when the loaded data should show the empty state (an empty list); never empty when left out. */
  isEmpty?: (data: T) => boolean;
  /** What the error state shows when the failure carries no text of its own. */
  fallbackError: string;
  /** Picks the text to show for a failure, or null for the fallback; defaults to the error's message. */
  errorText?: (error: unknown) => string | null;
}

export interface ResourceContext<T> {
  load: ResourceLoader<T>;
  isEmpty: (data: T) => boolean;
  fallbackError: string;
  errorText: (error: unknown) => string | null;
  data: T | null;
  error: string | null;
}

export type ResourceEvent = { type: 'resource.retry' } | { type: 'resource.reload' };

export type ResourceStatus = 'loading' | 'loaded' | 'empty' | 'error';

const messageOf = (error: unknown) => (error instanceof Error && error.message.trim() ? error.message : null);

/** Builds the loader machine for one data type; call once per type at module level, not during render. */
export function createResourceMachine<T>() {
  return setup({
    types: {} as { context: ResourceContext<T>; input: ResourceInput<T>; events: ResourceEvent },
    actors: {
      loadResource: fromPromise<T, { load: ResourceLoader<T> }>(({ input, signal }) => input.load(signal)),
    },
    guards: {
      isEmptyResult: ({ context }, params: { data: T }) => context.isEmpty(params.data),
    },
    actions: {
      assignData: assign((_, params: { data: T }) => ({ data: params.data, error: null })),
      assignError: assign(({ context }, params: { error: unknown }) => ({
        error: context.errorText(params.error) ?? context.fallbackError,
      })),
    },
  }).createMachine({
    id: 'resource',
    context: ({ input }) => ({
      load: input.load,
      isEmpty: input.isEmpty ?? (() => false),
      fallbackError: input.fallbackError,
      errorText: input.errorText ?? messageOf,
      data: null,
      error: null,
    }),
    initial: 'loading',
    states: {
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
          onError: { target: 'error', actions: { type: 'assignError', params: ({ event }) => ({ error: event.error }) } },
        },
        on: { 'resource.reload': { target: 'loading', reenter: true } },
      },
      loaded: { on: { 'resource.reload': 'loading' } },
      empty: { on: { 'resource.reload': 'loading', 'resource.retry': 'loading' } },
      error: { on: { 'resource.retry': 'loading', 'resource.reload': 'loading' } },
    },
  });
}

export type ResourceMachine<T> = ReturnType<typeof createResourceMachine<T>>;
export type ResourceActorRef<T> = ActorRefFrom<ResourceMachine<T>>;
export type ResourceSnapshot<T> = SnapshotFrom<ResourceMachine<T>>;

/** The state the view renders; the machine is flat, so its state value is the status. */
export const resourceStatusOf = <T>(snapshot: ResourceSnapshot<T>): ResourceStatus => snapshot.value;
