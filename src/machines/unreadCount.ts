// The console header's unread count (issue 29): asked of the server when the console opens and every minute, and
// taken at once from the inbox page whenever its list tells a newer one (a load, a mark, an answer). A failed ask
// keeps the count shown and tries again at the next minute.
import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { countUnreadMessages } from '../api/workshop';
import { unlessAborted } from './abortedCalls';

export const UNREAD_REFRESH_MS = 60_000;

export interface UnreadCountContext {
  /** Null until the server first answers. */
  count: number | null;
}

/** The inbox page knows the count: no need to ask until a minute from now. */
export type UnreadCountEvent = { type: 'unread.set'; count: number };

export const unreadCountMachine = setup({
  types: { context: {} as UnreadCountContext, events: {} as UnreadCountEvent },
  actors: { countUnread: fromPromise<number>(({ signal }) => unlessAborted(signal, countUnreadMessages(signal))) },
  delays: { refreshInterval: UNREAD_REFRESH_MS },
  actions: { takeCount: assign((_, { count }: { count: number }) => ({ count })) },
}).createMachine({
  id: 'unreadCount',
  context: { count: null },
  initial: 'asking',
  on: { 'unread.set': { target: '.waiting', reenter: true, actions: { type: 'takeCount', params: ({ event }) => event } } },
  states: {
    asking: {
      invoke: {
        src: 'countUnread',
        onDone: { target: 'waiting', actions: { type: 'takeCount', params: ({ event }) => ({ count: event.output }) } },
        // the count shown stays (none before the first answer); the next minute asks again
        onError: 'waiting',
      },
    },
    waiting: { after: { refreshInterval: 'asking' } },
  },
});

export type UnreadCountActorRef = ActorRefFrom<typeof unreadCountMachine>;
export type UnreadCountSnapshot = SnapshotFrom<typeof unreadCountMachine>;
