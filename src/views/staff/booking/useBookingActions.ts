// Runs the booking actions statechart for a page: its toasts from the shell, and `onChange` (reload what the page
// shows) after every action the server accepted.
import { useActorRef } from '@xstate/react';
import { useEffect, useMemo, useRef } from 'react';
import { bookingActionsMachine } from '../../../machines/bookingActions';
import { inspector } from '../../../machines/inspector';
import { useFlowEffects } from '../../components/flowEffects';

export function useBookingActions(onChange: () => void) {
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  }, [onChange]);
  const withEffects = useFlowEffects(bookingActionsMachine);
  const logic = useMemo(() => withEffects.provide({ actions: { announceChange: () => latest.current() } }), [withEffects]);
  // no date given: an early start is measured against Karachi's clock when the action opens
  return useActorRef(logic, { input: {}, inspect: inspector() });
}
