// Page copy of My Bookings and the booking confirmation (not spec messages; those live in messages.ts).
import type { BookingFilterValue, PaymentStatus } from './constants';
import { messages } from './messages';
import { dateGridContent } from './dateGridContent';
import { readWhenShown, translatable } from './i18n';

/** The chip labels of spec §2, in the order of BOOKING_FILTERS. */
export const BOOKING_FILTER_LABELS: Record<BookingFilterValue, string> = translatable('BOOKING_FILTER_LABELS', {
  all: 'All Bookings',
  pending: 'Pending',
  rescheduled: 'Rescheduled',
  confirmed: 'Confirmed',
  in_progress: 'In Progress',
  completed: 'Completed',
  cancelled: 'Cancelled',
} as const);

/** The empty-state sentence of each filter (spec §2), read from the catalogue when shown. */
export const EMPTY_BOOKINGS_TEXT: Record<BookingFilterValue, string> = readWhenShown({
  all: () => messages.booking.emptyAll,
  pending: () => messages.booking.emptyPending,
  rescheduled: () => messages.booking.emptyRescheduled,
  confirmed: () => messages.booking.emptyConfirmed,
  in_progress: () => messages.booking.emptyInProgress,
  completed: () => messages.booking.emptyCompleted,
  cancelled: () => messages.booking.emptyCancelled,
});

/** The two calendar links of an upcoming booking, on its My Bookings card and on its confirmation. */
export const calendarLinkContent = translatable('calendarLinkContent', {
  addToCalendar: 'Add to calendar',
  googleCalendar: 'Google Calendar',
  groupLabel: 'Add this booking to your calendar',
  opensInNewTab: 'Opens Google Calendar in a new tab',
} as const);

/** The entry a booking makes in the customer's calendar. */
export const calendarEventContent = translatable('calendarEventContent', {
  title: (serviceName: string, brand: string) => `${serviceName} — ${brand}`,
  details: (bookingNumber: string, vehicle: string, phone: string) =>
    `Booking #${bookingNumber} for ${vehicle}. To reschedule or cancel, open My Bookings before the start time, or call us on ${phone}.`,
} as const);

export const myBookingsContent = translatable('myBookingsContent', {
  // The reschedule dialog shows the date grid; its Urdu catalogue spreads the Urdu grid the same way.
  ...dateGridContent,
  title: 'My Bookings',
  welcome: (name: string) => `Welcome back, ${name}`,
  lead: 'Track, reschedule, cancel and rate your detailing appointments.',
  filterLabel: 'Filter bookings by status',
  loading: 'Loading your bookings…',
  bookNew: 'Book New Service',
  bookAnother: 'Book Another Service',
  bookingNumber: (short: string) => `#${short}`,
  bookingNumberLabel: 'Booking number',
  vehicle: 'Vehicle',
  date: 'Date',
  time: 'Time',
  amount: 'Total',
  rated: (rating: number, max: number) => `Rated ${rating} out of ${max}`,
  reschedule: 'Reschedule',
  cancel: 'Cancel',
  rate: 'Rate',
  viewInvoice: 'View Invoice',
  payNow: 'Pay now',
  /** A payment a real gateway is still deciding (approval on the phone, a voucher not yet paid, a page left open). */
  paymentWaiting: 'A payment is waiting for confirmation',
  seePayment: 'See the payment',
  openingCheckout: 'Opening checkout…',
  cancelTitle: 'Cancel booking',
  confirmCancel: 'Yes, cancel booking',
  keepBooking: 'No, keep booking',
  cancelling: 'Cancelling…',
  rescheduleTitle: 'Reschedule booking',
  rescheduleLead: 'Pick a new day in the next two weeks, then a start time.',
  /** The booking the dialog moves, and when it is now. */
  movingLabel: 'Booking to move',
  bookedNow: (date: string, time: string) => `Now: ${date} at ${time}`,
  newDayLabel: 'New day',
  changeDay: 'Change day',
  newTimeLegend: 'New start time',
  confirm: 'Confirm',
  rescheduling: 'Rescheduling…',
  close: 'Close',
  rateTitle: 'Rate your service',
  ratingLegend: 'Your rating',
  stars: (count: number) => `${count} star${count === 1 ? '' : 's'}`,
  reviewLabel: 'Review (optional)',
  reviewHint: (max: number) => `Up to ${max} characters.`,
  submitRating: 'Submit Rating',
  submittingRating: 'Submitting…',
  retry: 'Retry',
  /** A cancelled booking's reason, as the workshop (or the customer) wrote it. */
  cancellationReason: 'Reason for cancelling',
} as const);

export const confirmationContent = translatable('confirmationContent', {
  title: 'Booking Confirmed!',
  lead: 'Thank you. Your booking is in our schedule; we will see you and your car at the workshop.',
  serviceTitle: 'Service',
  scheduleTitle: 'Date & Time',
  amount: 'Amount',
  bookingId: 'Booking ID',
  customerTitle: 'Customer',
  vehicleTitle: 'Vehicle',
  licensePlate: 'License plate',
  color: 'Color',
  notesTitle: 'Special Instructions',
  paymentTitle: 'Payment',
  paymentStatus: 'Payment status',
  transactionId: 'Transaction ID',
  viewMyBookings: 'View My Bookings',
  bookAnother: 'Book Another Service',
  download: 'Download Confirmation',
  status: 'Status',
  /** A cancelled booking's page: it says so, with the reason and any refund, never "we will see you". */
  cancelledTitle: 'Booking Cancelled',
  cancelledLead: 'This booking has been cancelled and the time is no longer reserved for you.',
  cancellationReason: 'Reason for cancelling',
  refunded: 'Your payment has been refunded to your original payment method. Your bank or wallet may take a few working days to show it.',
} as const);

/** A booking's deposit (src/domain/deposit.ts) as My Bookings and the confirmation tell it. */
export const depositContent = translatable('depositContent', {
  payDeposit: 'Pay deposit',
  /** The deposit still to pay online, and by when (deposit.ts formatDueBy). */
  due: (amount: string, dueBy: string) => `Deposit of ${amount} to pay by ${dueBy}`,
  /** Paid: nothing more online, the balance at the counter. */
  paid: (balance: string) => `Deposit paid · ${balance} at the workshop`,
} as const);

/** Payment status words as a customer reads them. */
export const PAYMENT_STATUS_LABELS: Record<string, string> = translatable('PAYMENT_STATUS_LABELS', {
  pending: 'Pay at the workshop',
  paid: 'Paid',
  failed: 'Payment failed',
  refunded: 'Refunded',
  void: 'Cancelled — nothing to pay',
} as const satisfies Record<PaymentStatus, string>);
