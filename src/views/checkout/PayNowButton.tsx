// "Pay now" (DESIGN deviation 6): opens /checkout with the booking's checkout data in navigation state.
// The flow (load the booking first when the page does not have it) is src/machines/payNow.ts.
import { useMemo } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { serverMessageOf } from '../../api/client';
import { getBooking } from '../../api/myBookings';
import { toCheckoutBooking } from '../../domain/checkoutBooking';
import { messages } from '../../domain/messages';
import { myBookingsContent as text } from '../../domain/myBookingsContent';
import type { BookingDetail } from '../../domain/types';
import { inspector } from '../../machines/inspector';
import { payNowMachine } from '../../machines/payNow';
import * as ui from '../../styles/ui.css';
import { showNotice, useStableNavigate } from '../components/flowEffects';

interface PayNowButtonProps {
  bookingId: string;
  /** The full booking when the page already has it; otherwise it is fetched on click. */
  booking?: BookingDetail;
  className?: string;
}

export function PayNowButton({ bookingId, booking, className = ui.button.accent }: PayNowButtonProps) {
  const navigate = useStableNavigate();
  const logic = useMemo(
    () =>
      payNowMachine.provide({
        actors: { loadBooking: fromPromise(({ signal }) => getBooking(bookingId, signal)) },
        actions: {
          goToCheckout: (_, { booking: detail }) => navigate('/checkout', { state: toCheckoutBooking(detail) }),
          notifyLoadFailed: (_, { error }) => showNotice({ kind: 'error', message: serverMessageOf(error) ?? messages.confirmation.loadFailed }),
        },
      }),
    [bookingId, navigate],
  );
  const payNow = useActorRef(logic, { inspect: inspector() });
  const opening = useSelector(payNow, (snapshot) => snapshot.hasTag('busy'));

  return (
    <button type="button" className={className} onClick={() => payNow.send({ type: 'payNow.open', booking: booking ?? null })} disabled={opening} aria-busy={opening}>
      {opening ? text.openingCheckout : text.payNow}
    </button>
  );
}
