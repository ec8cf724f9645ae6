// Runs the one session actor for the whole app and hands out small, selected views of it.
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise, type ActorRefFrom } from 'xstate';
import { inspector } from '../../machines/inspector';
import { sessionMachine, sessionStatusOf, type SessionSnapshot, type SessionStatus } from '../../machines/session';
import type { AccountUser } from '../../domain/session';
import { browserStorage, clearStoredSession, readStoredSession, writeStoredSession, type KeyValueStorage } from './sessionStorage';
import { useFlowEffects } from '../components/flowEffects';

export type SessionActorRef = ActorRefFrom<typeof sessionMachine>;

const SessionActorContext = createContext<SessionActorRef | null>(null);

interface SessionProviderProps {
  children: ReactNode;
  /** The session logic; tests pass `sessionMachine.provide({ actors })` to stub the server. */
  logic?: typeof sessionMachine;
  /** Where the signed-in user is kept; localStorage unless given. */
  storage?: KeyValueStorage | null;
}

export function SessionProvider({ children, logic = sessionMachine, storage }: SessionProviderProps) {
  const store = storage === undefined ? browserStorage() : storage;
  const wiredLogic = useMemo(
    () =>
      logic.provide({
        actors: { storedSession: fromPromise(async () => (store ? readStoredSession(store) : null)) },
        actions: {
          persistSession: (_, { user, role }) => ignoreStorageErrors(() => store && writeStoredSession(store, user, role)),
          clearStoredSession: () => ignoreStorageErrors(() => store && clearStoredSession(store)),
        },
      }),
    [logic, store],
  );
  const actorRef = useActorRef(useFlowEffects(wiredLogic), { inspect: inspector() });

  return <SessionActorContext.Provider value={actorRef}>{children}</SessionActorContext.Provider>;
}

const ignoreStorageErrors = (write: () => unknown) => {
  try {
    write();
  } catch {
    // storage full or refused: the session still works for this tab
  }
};

export function useSessionActor(): SessionActorRef {
  const actorRef = useContext(SessionActorContext);
  if (!actorRef) throw new Error('useSessionActor must be used inside <SessionProvider>');
  return actorRef;
}

const selectStatus = (snapshot: SessionSnapshot) => sessionStatusOf(snapshot);
const selectUser = (snapshot: SessionSnapshot) => (sessionStatusOf(snapshot) === 'authenticated' ? snapshot.context.user : null);
const selectError = (snapshot: SessionSnapshot) => snapshot.context.error;
const selectFieldErrors = (snapshot: SessionSnapshot) => snapshot.context.fieldErrors;
const selectBusy = (snapshot: SessionSnapshot) => snapshot.hasTag('loading');

/** 'restoring' while the stored session is read and verified; then 'anonymous' or 'authenticated'. */
export const useSessionStatus = (): SessionStatus => useSelector(useSessionActor(), selectStatus);

/** The signed-in customer {id, name, email}, or null. */
export const useCurrentUser = (): AccountUser | null => useSelector(useSessionActor(), selectUser);

/** The last login/register failure to show, or null. */
export const useSessionError = (): string | null => useSelector(useSessionActor(), selectError);

/** Server-side field errors of a refused registration. */
export const useSessionFieldErrors = () => useSelector(useSessionActor(), selectFieldErrors);

/** True while logging in, registering or logging out. */
export const useSessionBusy = (): boolean => useSelector(useSessionActor(), selectBusy);
