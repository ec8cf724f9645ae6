// "Pay now" on a booking: straight to the checkout when the page already has the booking, otherwise load it first
// (busy), then go; a failed load tells the customer and leaves the button ready again.
import { fromPromise, setup } from 'xstate';
import { getBooking } from '../api/myBookings';
import { toCheckoutBooking } from '../domain/checkoutBooking';
import { messages } from '../domain/messages';
import type { BookingDetail } from '../domain/types';
import { notifyFailure, type NavigateParams, type Notice } from './notice';

export interface PayNowInput {
  bookingId: string;
}

/** `booking`: the full booking when the page already has it. */
export type PayNowEvent = { type: 'payNow.open'; booking: BookingDetail | null };

/** The checkout, with the booking's checkout data in the navigation state (DESIGN deviation 6). */
const checkoutOf = (booking: BookingDetail): NavigateParams => ({ to: '/checkout', state: toCheckoutBooking(booking) });

export const payNowMachine = setup({
  types: {
    context: {} as PayNowInput,
    events: {} as PayNowEvent,
    input: {} as PayNowInput,
    tags: {} as 'busy',
  },
  actors: {
    loadBooking: fromPromise<BookingDetail, PayNowInput>(({ input, signal }) => getBooking(input.bookingId, signal)),
  },
  actions: {
    // Side effects: no-ops here, provided by the page with `useFlowEffects`.
    notify: (_, _params: Notice) => {},
    navigate: (_, _params: NavigateParams) => {},
  },
  guards: {
    pageHasBooking: ({ event }) => event.booking !== null,
  },
}).createMachine({
  id: 'payNow',
  context: ({ input }) => ({ bookingId: input.bookingId }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'payNow.open': [
          { guard: 'pageHasBooking', actions: { type: 'navigate', params: ({ event }) => checkoutOf(event.booking as BookingDetail) } },
          { target: 'loading' },
        ],
      },
    },
    loading: {
      tags: 'busy',
      invoke: {
        src: 'loadBooking',
        input: ({ context }) => ({ bookingId: context.bookingId }),
        onDone: { target: 'idle', actions: { type: 'navigate', params: ({ event }) => checkoutOf(event.output) } },
        onError: { target: 'idle', actions: notifyFailure(messages.confirmation.loadFailed) },
      },
    },
  },
});
