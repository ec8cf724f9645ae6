// The booking data the checkout needs (spec §3 "Checkout booking data"): built from a booking, read back from navigation state.
import type { BookingDetail, CheckoutBooking, CheckoutDeposit, Deposit } from './types';

/** A booking's deposit while it is still to pay online; null when it asks for none or it is paid. */
export const depositDue = (deposit: Deposit | null): Deposit | null => (deposit && deposit.paid_at === null ? deposit : null);

/** What the checkout charges: the deposit while one is due, else the booking's price. */
export const amountToPay = (booking: CheckoutBooking) => booking.deposit?.amount ?? booking.price;

/** What "Pay now" passes to /checkout for one booking. */
export function toCheckoutBooking(booking: BookingDetail): CheckoutBooking {
  const { car, service, items } = booking;
  const withAddons = items.length > 1;
  const deposit = depositDue(booking.deposit);
  return {
    bookingId: booking.id,
    service: service.name,
    ...(withAddons ? { items: items.map(({ name, price }) => ({ name, price })) } : {}),
    price: booking.total_amount,
    // a visit's price before discounts: every item's own
    originalPrice: withAddons ? items.reduce((sum, item) => sum + (item.original_price ?? item.price), 0) : service.originalPrice,
    timeSlot: { date: booking.booking_date, time: booking.start_time },
    car: { year: car.year, make: car.make, model: car.model, licensePlate: car.license_plate, ...(car.color ? { color: car.color } : {}) },
    ...(booking.customer_notes ? { customerNotes: booking.customer_notes } : {}),
    ...(deposit ? { deposit: { amount: deposit.amount, balance: deposit.balance, dueBy: deposit.due_by } } : {}),
  };
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const isText = (value: unknown): value is string => typeof value === 'string';
const optionalText = (value: unknown) => (isText(value) && value ? value : undefined);
const isAmount = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

const readDeposit = (value: unknown): CheckoutDeposit | undefined =>
  isRecord(value) && isAmount(value.amount) && isAmount(value.balance) && isText(value.dueBy)
    ? { amount: value.amount, balance: value.balance, dueBy: value.dueBy }
    : undefined;

/**
 * The checkout booking in a navigation state, or null when there is none (a direct visit, a foreign state).
 * A state without a booking id is still a booking: the page then pays for the placeholder id, which the server refuses.
 */
export function readCheckoutBooking(state: unknown): CheckoutBooking | null {
  if (!isRecord(state) || !isText(state.service) || typeof state.price !== 'number') return null;
  const { timeSlot, car } = state;
  if (!isRecord(timeSlot) || !isText(timeSlot.date) || !isRecord(car)) return null;
  const originalPrice = typeof state.originalPrice === 'number' ? state.originalPrice : null;
  const color = optionalText(car.color);
  const customerNotes = optionalText(state.customerNotes);
  const deposit = readDeposit(state.deposit);
  const items = Array.isArray(state.items) ? state.items.filter((item): item is { name: string; price: number } => isRecord(item) && isText(item.name) && typeof item.price === 'number') : [];
  return {
    bookingId: isText(state.bookingId) ? state.bookingId.trim() : '',
    service: state.service,
    ...(items.length > 1 ? { items: items.map(({ name, price }) => ({ name, price })) } : {}),
    price: state.price,
    originalPrice,
    timeSlot: { date: timeSlot.date, time: isText(timeSlot.time) ? timeSlot.time : '' },
    car: {
      year: Number(car.year) || 0,
      make: isText(car.make) ? car.make : '',
      model: isText(car.model) ? car.model : '',
      licensePlate: isText(car.licensePlate) ? car.licensePlate : '',
      ...(color ? { color } : {}),
    },
    ...(customerNotes ? { customerNotes } : {}),
    ...(deposit ? { deposit } : {}),
  };
}

const UNPAYABLE_STATUSES: ReadonlySet<string> = new Set(['cancelled', 'no_show']);

/** "Pay now" is offered while the invoice waits for payment and the booking still stands (DESIGN deviation 6). */
export const isAwaitingPayment = (status: string, paymentStatus: string | null) => paymentStatus === 'pending' && !UNPAYABLE_STATUSES.has(status);

/**
 * What a booking's page offers about paying: the whole price online ('payNow'), its deposit ('payDeposit'), nothing
 * online once the deposit is paid and the balance waits for the counter ('depositPaid'), or nothing at all (null).
 */
export type PaymentOffer = 'payNow' | 'payDeposit' | 'depositPaid';

export function paymentOffer(status: string, paymentStatus: string | null, deposit: Deposit | null): PaymentOffer | null {
  if (!isAwaitingPayment(status, paymentStatus)) return null;
  if (!deposit) return 'payNow';
  return deposit.paid_at === null ? 'payDeposit' : 'depositPaid';
}
