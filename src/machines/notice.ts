// What a machine asks the app shell for: a toast (its `notify` action) or another page (its `navigate` action).
// Machines declare both as no-ops; `useFlowEffects` provides the real ones for every page.
import { serverMessageOf } from '../api/client';

export interface Notice {
  kind: 'success' | 'error';
  message: string;
}

/** What a machine's `navigate` action takes: the path, and whether it replaces the page in history. */
export interface NavigateParams {
  to: string;
  replace?: boolean;
  /** Navigation state the next page reads (the checkout's booking). */
  state?: unknown;
}

/**
 * A catalogue sentence as a machine definition names it: read when the action runs, so it is in the language in
 * force then (`() => messages.booking.created`), never the one the module was loaded in.
 */
export type LazyText = () => string;

/** A `notify` action with a fixed sentence. */
export const notify = (kind: Notice['kind'], message: LazyText) => ({ type: 'notify', params: (): Notice => ({ kind, message: message() }) }) as const;

/** A `notify` action for a failed call: the server's own sentence, else `fallback`. */
export const notifyFailure = (fallback: LazyText) =>
  ({
    type: 'notify',
    params: ({ event }: { event: { error: unknown } }): Notice => ({ kind: 'error', message: serverMessageOf(event.error) ?? fallback() }),
  }) as const;
