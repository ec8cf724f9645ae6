// "Pay now" (DESIGN deviation 6): opens /checkout with the booking's checkout data in navigation state.
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { serverMessageOf } from '../../api/client';
import { getBooking } from '../../api/myBookings';
import { toCheckoutBooking } from '../../domain/checkoutBooking';
import { messages } from '../../domain/messages';
import { myBookingsContent as text } from '../../domain/myBookingsContent';
import type { BookingDetail } from '../../domain/types';
import * as ui from '../../styles/ui.css';
import { showNotice } from '../components/flowEffects';

interface PayNowButtonProps {
  bookingId: string;
  /** The full booking when the page already has it; otherwise it is fetched on click. */
  booking?: BookingDetail;
  className?: string;
}

export function PayNowButton({ bookingId, booking, className = ui.button.accent }: PayNowButtonProps) {
  const [, navigate] = useLocation();
  const [opening, setOpening] = useState(false);
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const open = async () => {
    if (booking) return navigate('/checkout', { state: toCheckoutBooking(booking) });
    controller.current = new AbortController();
    setOpening(true);
    try {
      const detail = await getBooking(bookingId, controller.current.signal);
      navigate('/checkout', { state: toCheckoutBooking(detail) });
    } catch (error) {
      if (controller.current.signal.aborted) return;
      showNotice({ kind: 'error', message: serverMessageOf(error) ?? messages.confirmation.loadFailed });
      setOpening(false);
    }
  };

  return (
    <button type="button" className={className} onClick={() => void open()} disabled={opening} aria-busy={opening}>
      {opening ? text.openingCheckout : text.payNow}
    </button>
  );
}
