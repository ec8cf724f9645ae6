// Runs the console's one staff session actor and hands out small, selected views of it; once someone is signed in,
// it also gives every console page the signed-in staff member (StaffSessionContext).
import { createContext, useContext, type ReactNode } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { inspector } from '../../machines/inspector';
import { staffSessionMachine, staffSessionStatusOf, type StaffSessionSnapshot, type StaffSessionStatus } from '../../machines/staffSession';
import { useFlowEffects } from '../components/flowEffects';
import { StaffSessionContext } from './staffSessionContext';

export type StaffSessionActorRef = ActorRefFrom<typeof staffSessionMachine>;

const StaffSessionActorContext = createContext<StaffSessionActorRef | null>(null);

const selectSession = (snapshot: StaffSessionSnapshot) => snapshot.context.session;

interface StaffSessionProviderProps {
  children: ReactNode;
  /** The session logic; tests pass `staffSessionMachine.provide({ actors })` to stub the server. */
  logic?: typeof staffSessionMachine;
}

export function StaffSessionProvider({ children, logic = staffSessionMachine }: StaffSessionProviderProps) {
  const actorRef = useActorRef(useFlowEffects(logic), { inspect: inspector() });
  const session = useSelector(actorRef, selectSession);
  return (
    <StaffSessionActorContext.Provider value={actorRef}>
      <StaffSessionContext.Provider value={session}>{children}</StaffSessionContext.Provider>
    </StaffSessionActorContext.Provider>
  );
}

export function useStaffSessionActor(): StaffSessionActorRef {
  const actorRef = useContext(StaffSessionActorContext);
  if (!actorRef) throw new Error('useStaffSessionActor must be used inside <StaffSessionProvider>');
  return actorRef;
}

const selectStatus = (snapshot: StaffSessionSnapshot) => staffSessionStatusOf(snapshot);

/** Where the console's session stands: what the shell shows for any page. */
export const useStaffSessionStatus = (): StaffSessionStatus => useSelector(useStaffSessionActor(), selectStatus);

/** A value of the running session, selected (pass a module-level selector). */
export const useStaffSessionSelector = <T,>(selector: (snapshot: StaffSessionSnapshot) => T): T => useSelector(useStaffSessionActor(), selector);
