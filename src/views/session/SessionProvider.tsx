// Runs the one session actor for the whole app and hands out small, selected views of it.
import { createContext, useContext, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { useLocation } from 'wouter';
import { fromPromise, type ActorRefFrom } from 'xstate';
import { onAuthFailure } from '../../api/client';
import { inspector } from '../../machines/inspector';
import { sessionMachine, sessionStatusOf, type SessionSnapshot, type SessionStatus } from '../../machines/session';
import type { AccountUser } from '../../domain/session';
import { browserStorage, clearStoredSession, readStoredSession, writeStoredSession, type KeyValueStorage } from './sessionStorage';
import { showNotice } from '../components/flowEffects';

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
  const [location, navigate] = useLocation();
  const locationRef = useRef(location);
  const navigateRef = useRef(navigate);
  useEffect(() => {
    locationRef.current = location;
    navigateRef.current = navigate;
  }, [location, navigate]);

  const store = storage === undefined ? browserStorage() : storage;
  const wiredLogic = useMemo(
    () =>
      logic.provide({
        actors: { storedSession: fromPromise(async () => (store ? readStoredSession(store) : null)) },
        actions: {
          persistSession: (_, { user, role }) => ignoreStorageErrors(() => store && writeStoredSession(store, user, role)),
          clearStoredSession: () => ignoreStorageErrors(() => store && clearStoredSession(store)),
          notify: (_, notice) => showNotice(notice),
          navigate: (_, { to, replace }) => navigateRef.current(to, { replace: replace ?? false }),
        },
      }),
    [logic, store],
  );
  const actorRef = useActorRef(wiredLogic, { inspect: inspector() });

  // Any call answering "not signed in" signs the customer out (spec §8).
  useEffect(() => {
    const stopListening = onAuthFailure(() => actorRef.send({ type: 'session.authFailure', path: locationRef.current }));
    return () => void stopListening();
  }, [actorRef]);

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
