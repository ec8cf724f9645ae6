// "Pay now" on a booking: straight to the checkout when the page already has the booking, otherwise load it first
// (busy), then go; a failed load tells the customer and leaves the button ready again.
import { fromPromise, setup } from 'xstate';
import type { BookingDetail } from '../domain/types';

/** `booking`: the full booking when the page already has it. */
export type PayNowEvent = { type: 'payNow.open'; booking: BookingDetail | null };

export const payNowMachine = setup({
  types: {
    events: {} as PayNowEvent,
    tags: {} as 'busy',
  },
  actors: {
    // Provided by the view: the booking's full detail.
    loadBooking: fromPromise<BookingDetail>(async () => {
      throw new Error('loadBooking not provided');
    }),
  },
  actions: {
    // Provided by the view: navigation to /checkout with the booking's checkout data, and the failure toast.
    goToCheckout: (_, _params: { booking: BookingDetail }) => {},
    notifyLoadFailed: (_, _params: { error: unknown }) => {},
  },
  guards: {
    pageHasBooking: ({ event }) => event.booking !== null,
  },
}).createMachine({
  id: 'payNow',
  initial: 'idle',
  states: {
    idle: {
      on: {
        'payNow.open': [
          { guard: 'pageHasBooking', actions: { type: 'goToCheckout', params: ({ event }) => ({ booking: event.booking as BookingDetail }) } },
          { target: 'loading' },
        ],
      },
    },
    loading: {
      tags: 'busy',
      invoke: {
        src: 'loadBooking',
        onDone: { target: 'idle', actions: { type: 'goToCheckout', params: ({ event }) => ({ booking: event.output }) } },
        onError: { target: 'idle', actions: { type: 'notifyLoadFailed', params: ({ event }) => ({ error: event.error }) } },
      },
    },
  },
});
