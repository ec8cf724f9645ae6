// A booking page's statechart with the shell's effects and its `announceChange` provided: `onChange` (reload what
// the page shows) after every change the server accepted, always the page's latest one.
import { useEffect, useMemo, useRef } from 'react';
import type { AnyStateMachine } from 'xstate';
import { useFlowEffects } from '../../components/flowEffects';

export function useAnnouncedChanges<TMachine extends AnyStateMachine>(machine: TMachine, onChange: () => void): TMachine {
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  }, [onChange]);
  const withEffects = useFlowEffects(machine);
  return useMemo(() => withEffects.provide({ actions: { announceChange: () => latest.current() } }) as TMachine, [withEffects]);
}
