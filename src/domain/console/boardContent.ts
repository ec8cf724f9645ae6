// The workshop console's day board, booking actions, search and booking page: every sentence they show. The server's
// own sentences (an action's success, a refusal) come with its answers and are shown as they are.
import type { PaymentMethod, PaymentStatus } from '../constants';
import { PAYMENT_METHOD_LABELS } from '../invoiceContent';
import type { BookingAction } from '../staff';

export const BOARD_ACTION_LABELS: Record<BookingAction, string> = {
  confirm: 'Confirm',
  start: 'Start',
  complete: 'Complete',
  no_show: 'No-show',
  cancel: 'Cancel',
  reschedule: 'Reschedule',
  mark_paid: 'Mark paid',
  refund: 'Refund',
};

/** A payment method's name, the same words the customer reads on the invoice. */
export const paymentMethodLabel = (method: PaymentMethod): string => PAYMENT_METHOD_LABELS[method] ?? method;

/** How the board tells an invoice's state beside the booking. */
export const BOARD_PAYMENT_LABELS: Record<PaymentStatus, string> = {
  pending: 'Unpaid',
  failed: 'Unpaid (payment failed)',
  paid: 'Paid',
  refunded: 'Refunded',
  void: 'Nothing to pay',
};

export const boardContent = {
  title: 'Day board',
  dateLabel: 'Day',
  previousDay: 'Previous day',
  nextDay: 'Next day',
  today: 'Today',
  viewLabel: 'Show the day as',
  gridView: 'Bays',
  listView: 'List',
  loading: 'Loading the day board…',
  loadFailed: 'The day board could not be loaded. Check the connection and try again.',
  retry: 'Try again',
  closed: 'The workshop is closed on this day.',
  closedWithNote: (note: string) => `The workshop is closed on this day: ${note}`,
  noBookings: 'No bookings on this day yet.',
  bookingCount: (count: number) => `${count} booking${count === 1 ? '' : 's'}`,
  lastUpdated: (time: string) => `Last updated ${time}`,
  reconnecting: (time: string) => `Reconnecting… last updated ${time}`,
  gridCaption: (date: string) => `Bookings on ${date}, one column per bay, one row per slot`,
  timeHeading: 'Time',
  bay: (bay: number) => `Bay ${bay}`,
  listLabel: (date: string) => `Bookings on ${date} in time order`,
  timeRange: (start: string, end: string) => `${start} – ${end}`,
  notesLabel: 'Notes',
  cancelReasonLabel: 'Cancelled because',
  openBooking: (customer: string, time: string) => `Open the booking of ${customer} at ${time}`,
  bookingNumber: (shortId: string) => `#${shortId}`,
  actionsLabel: (customer: string) => `Actions for ${customer}'s booking`,
  noActions: 'Nothing to do here now.',
  offGridTitle: 'Cancelled, no-shows and bookings off the bays',
  bayOf: (bay: number) => `Bay ${bay}`,
  freeSlot: 'Free',
} as const;

export const boardSearchContent = {
  label: 'Find a booking',
  hint: 'Booking number (full or 8 characters), phone, e-mail, plate or customer name',
  submit: 'Search',
  clear: 'Clear search',
  searching: 'Searching…',
  resultsTitle: (count: number) => `${count} booking${count === 1 ? '' : 's'} found`,
  noResults: (query: string) => `No booking matches “${query}”.`,
  failed: 'The search failed. Check the connection and try again.',
} as const;

export const bookingActionContent = {
  close: 'Close',
  back: 'Back',
  working: 'Working…',
  titles: {
    confirm: 'Confirm the booking',
    start: 'Start the booking',
    complete: 'Complete the booking',
    no_show: 'Mark as no-show',
    cancel: 'Cancel the booking',
    reschedule: 'Reschedule the booking',
    mark_paid: 'Mark the invoice paid',
    refund: 'Refund the invoice',
  } satisfies Record<BookingAction, string>,
  questions: {
    complete: 'Mark this booking completed? The customer can then rate it; this cannot be undone.',
    no_show: 'Mark this booking as a no-show? Its time goes back to the workshop; this cannot be undone.',
    refund: 'Refund this invoice to the customer? This cannot be undone.',
  },
  /** Starting a booking before its day: the customer came early. */
  startEarly: (date: string) => `This booking is for ${date}, not today. Start it now, as an early arrival?`,
  confirmButtons: {
    confirm: 'Confirm',
    start: 'Start',
    complete: 'Yes, complete it',
    no_show: 'Yes, mark no-show',
    cancel: 'Cancel the booking',
    reschedule: 'Move the booking',
    mark_paid: 'Mark paid',
    refund: 'Yes, refund it',
  } satisfies Record<BookingAction, string>,
  /** What the success toast says when the server's answer carries no sentence. */
  done: {
    confirm: 'The booking is confirmed.',
    start: 'The booking is in progress.',
    complete: 'The booking is completed.',
    no_show: 'The booking is marked as a no-show.',
    cancel: 'The booking is cancelled.',
    reschedule: 'The booking is rescheduled.',
    mark_paid: 'The invoice is marked paid.',
    refund: 'The invoice is refunded.',
  } satisfies Record<BookingAction, string>,
  /** What a refusal says when the server gave no sentence (the network failed). */
  failed: 'The change could not be made. Check the connection and try again.',
  refusedTitle: 'Not done',
  reasonLabel: 'Reason for cancelling',
  reasonHint: 'The customer reads this reason.',
  methodLegend: 'How was it paid?',
  newDateLabel: 'New day',
  newDateHint: 'Only the free start times for this service are shown.',
  dateRequired: 'Choose the new day.',
  newTimeLegend: 'New start time',
  chooseAnotherDay: 'Choose another day',
  movingFrom: (date: string, time: string) => `Booked now: ${date}, ${time}`,
  amountLabel: 'Amount',
} as const;

export const bookingDetailContent = {
  title: 'Booking',
  heading: (shortId: string) => `Booking #${shortId}`,
  backToBoard: 'Back to the day board',
  loading: 'Loading the booking…',
  notFound: 'There is no booking with this number.',
  loadFailed: 'The booking could not be loaded. Check the connection and try again.',
  customer: 'Customer',
  vehicle: 'Vehicle',
  service: 'Service',
  source: 'Source',
  when: 'When',
  bay: 'Bay',
  status: 'Status',
  payment: 'Payment',
  notes: 'Notes',
  noNotes: 'No notes',
  cancelReason: 'Cancellation reason',
  actions: 'Actions',
  history: 'History',
  noHistory: 'No changes recorded yet.',
  by: (name: string) => `by ${name}`,
  /** Who made a change, with what they are to the workshop: a customer cancelling their own booking, or staff. */
  byWithRole: (name: string, role: string) => `by ${name} (${role})`,
  actorRoles: { customer: 'customer', staff: 'staff', admin: 'admin' },
  opsToken: 'ops token',
  paidBy: (status: string, method: string) => `${status} (${method})`,
} as const;
