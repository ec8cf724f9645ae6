// "Pay now" (DESIGN deviation 6): opens /checkout with the booking's checkout data in navigation state. When online
// payment is switched off it gives way to a note that the booking is paid at the workshop.
// The flow (load the booking first when the page does not have it; the methods on offer) is src/machines/payNow.ts.
import { useActorRef, useSelector } from '@xstate/react';
import { checkoutContent } from '../../domain/checkoutContent';
import { depositContent, myBookingsContent as text } from '../../domain/myBookingsContent';
import type { BookingDetail } from '../../domain/types';
import { inspector } from '../../machines/inspector';
import { payNowMachine } from '../../machines/payNow';
import { buttonClass } from '../components/buttonClass';
import { useFlowEffects } from '../components/flowEffects';
import { PinIcon } from '../components/icons';
import * as styles from './PayNowButton.css';

interface PayNowButtonProps {
  bookingId: string;
  /** The full booking when the page already has it; otherwise it is fetched on click. */
  booking?: BookingDetail;
  className?: string;
  /** When the workshop takes payment: a "Pay at the workshop" note in Pay now's place, or nothing (where the page says so already). */
  atWorkshopNote?: boolean;
  /** The booking asks for a deposit, and only it is paid online: the button says "Pay deposit". */
  paysDeposit?: boolean;
}

export function PayNowButton({ bookingId, booking, className = buttonClass('accent'), atWorkshopNote = true, paysDeposit = false }: PayNowButtonProps) {
  const payNow = useActorRef(useFlowEffects(payNowMachine), { input: { bookingId }, inspect: inspector() });
  const opening = useSelector(payNow, (snapshot) => snapshot.hasTag('busy'));
  const atWorkshop = useSelector(payNow, (snapshot) => snapshot.matches({ offer: 'atWorkshop' }));

  if (atWorkshop) {
    if (!atWorkshopNote) return null;
    return (
      <span className={styles.atWorkshop}>
        <PinIcon />
        {checkoutContent.atWorkshop.instead}
      </span>
    );
  }
  return (
    <button type="button" className={className} onClick={() => payNow.send({ type: 'payNow.open', booking: booking ?? null })} disabled={opening} aria-busy={opening}>
      {opening ? text.openingCheckout : paysDeposit ? depositContent.payDeposit : text.payNow}
    </button>
  );
}
