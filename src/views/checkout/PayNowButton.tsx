// "Pay now" (DESIGN deviation 6): opens /checkout with the booking's checkout data in navigation state.
// The flow (load the booking first when the page does not have it) is src/machines/payNow.ts.
import { useActorRef, useSelector } from '@xstate/react';
import { myBookingsContent as text } from '../../domain/myBookingsContent';
import type { BookingDetail } from '../../domain/types';
import { inspector } from '../../machines/inspector';
import { payNowMachine } from '../../machines/payNow';
import * as ui from '../../styles/ui.css';
import { useFlowEffects } from '../components/flowEffects';

interface PayNowButtonProps {
  bookingId: string;
  /** The full booking when the page already has it; otherwise it is fetched on click. */
  booking?: BookingDetail;
  className?: string;
}

export function PayNowButton({ bookingId, booking, className = ui.button.accent }: PayNowButtonProps) {
  const payNow = useActorRef(useFlowEffects(payNowMachine), { input: { bookingId }, inspect: inspector() });
  const opening = useSelector(payNow, (snapshot) => snapshot.hasTag('busy'));

  return (
    <button type="button" className={className} onClick={() => payNow.send({ type: 'payNow.open', booking: booking ?? null })} disabled={opening} aria-busy={opening}>
      {opening ? text.openingCheckout : text.payNow}
    </button>
  );
}
