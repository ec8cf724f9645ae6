// Runs the booking actions statechart for a page: its toasts from the shell, and `onChange` (reload what the page
// shows) after every action the server accepted.
import { useActorRef } from '@xstate/react';
import { bookingActionsMachine } from '../../../machines/bookingActions';
import { inspector } from '../../../machines/inspector';
import { useAnnouncedChanges } from './useAnnouncedChanges';

export function useBookingActions(onChange: () => void) {
  const logic = useAnnouncedChanges(bookingActionsMachine, onChange);
  // no date given: an early start is measured against Karachi's clock when the action opens
  return useActorRef(logic, { input: {}, inspect: inspector() });
}
