// "Pay now" on a booking: straight to the checkout when the page already has the booking, otherwise load it first
// (busy), then go; a failed load tells the customer and leaves the button ready again. Beside it, the offer: Pay now
// is there until the server's payment methods are known, and gives way to "pay at the workshop" when it lists none.
import { and, fromPromise, not, setup, stateIn } from 'xstate';
import { getBooking } from '../api/myBookings';
import { toCheckoutBooking } from '../domain/checkoutBooking';
import { messages } from '../domain/messages';
import type { PaymentMethodOption } from '../domain/paymentMethods';
import type { BookingDetail } from '../domain/types';
import { notifyFailure, type NavigateParams, type Notice } from './notice';
import { loadPaymentMethods, paysAtWorkshop } from './paymentMethods';

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
    // Shared by every button on the page: one request, whatever the number of bookings shown.
    loadPaymentMethods: fromPromise<PaymentMethodOption[]>(({ signal }) => loadPaymentMethods(signal)),
  },
  actions: {
    // Side effects: no-ops here, provided by the page with `useFlowEffects`.
    notify: (_, _params: Notice) => {},
    navigate: (_, _params: NavigateParams) => {},
  },
  guards: {
    pageHasBooking: ({ event }) => event.booking !== null,
    // Pay now is offered unless the workshop takes payment.
    isOffered: not(stateIn({ offer: 'atWorkshop' })),
    offersNoMethod: (_, params: { methods: PaymentMethodOption[] }) => paysAtWorkshop(params.methods),
  },
}).createMachine({
  id: 'payNow',
  context: ({ input }) => ({ bookingId: input.bookingId }),
  type: 'parallel',
  states: {
    // Whether Pay now is offered. While the methods are being asked for it is (the checkout checks them again), and
    // if they cannot be had it stays; only a list without a method takes it away.
    offer: {
      initial: 'checking',
      states: {
        checking: {
          invoke: {
            src: 'loadPaymentMethods',
            onDone: [{ guard: { type: 'offersNoMethod', params: ({ event }) => ({ methods: event.output }) }, target: 'atWorkshop' }, { target: 'online' }],
            onError: 'online',
          },
        },
        online: {},
        // Online payment is switched off: the booking is paid at the workshop.
        atWorkshop: { type: 'final' },
      },
    },
    checkout: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'payNow.open': [
              { guard: and(['isOffered', 'pageHasBooking']), actions: { type: 'navigate', params: ({ event }) => checkoutOf(event.booking as BookingDetail) } },
              { guard: 'isOffered', target: 'loading' },
            ],
          },
        },
        loading: {
          tags: 'busy',
          invoke: {
            src: 'loadBooking',
            input: ({ context }) => ({ bookingId: context.bookingId }),
            onDone: { target: 'idle', actions: { type: 'navigate', params: ({ event }) => checkoutOf(event.output) } },
            onError: { target: 'idle', actions: notifyFailure(() => messages.confirmation.loadFailed) },
          },
        },
      },
    },
  },
});
