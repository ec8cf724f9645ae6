import { describe, expect, it } from 'vitest';
import { amountToPay, isAwaitingPayment, paymentOffer, readCheckoutBooking, toCheckoutBooking } from '../../src/domain/checkoutBooking';
import { SAMPLE_CHECKOUT_BOOKING, SAMPLE_DEPOSIT_DUE as DEPOSIT_DUE, SAMPLE_DEPOSIT_PAID as DEPOSIT_PAID, sampleBookingDetail } from '../fixtures/booking';

const booking = sampleBookingDetail();
const expected = SAMPLE_CHECKOUT_BOOKING;

describe('checkout booking data (spec §3)', () => {
  it('maps a booking to what the checkout needs, charging the booking total', () => {
    expect(toCheckoutBooking(booking)).toEqual(expected);
  });

  it('leaves out an empty colour and empty notes', () => {
    const plain = toCheckoutBooking({ ...booking, customer_notes: '', car: { ...booking.car, color: '' }, service: { ...booking.service, originalPrice: null } });
    expect(plain).not.toHaveProperty('customerNotes');
    expect(plain.car).not.toHaveProperty('color');
    expect(plain.originalPrice).toBeNull();
  });

  it('reads the booking back from navigation state, also after a JSON round trip (a reload)', () => {
    expect(readCheckoutBooking(JSON.parse(JSON.stringify(toCheckoutBooking(booking))))).toEqual(expected);
  });

  it('carries every item of a visit with add-ons, its price before discounts the items\' own, through a reload', () => {
    const items = [
      { service: 's-1', name: 'Full Detail', kind: 'service' as const, price: 12500, original_price: 15000, duration: 120 },
      { service: 'a-1', name: 'Engine Bay Cleaning', kind: 'addon' as const, price: 1500, original_price: null, duration: 45 },
    ];
    const visit = toCheckoutBooking({ ...booking, items, duration: 165, total_amount: 14000 });
    expect(visit.items).toEqual([{ name: 'Full Detail', price: 12500 }, { name: 'Engine Bay Cleaning', price: 1500 }]);
    expect(visit.price).toBe(14000);
    expect(visit.originalPrice).toBe(16500);
    expect(readCheckoutBooking(JSON.parse(JSON.stringify(visit)))).toEqual(visit);
  });

  it('has no booking for a direct visit or a foreign state', () => {
    expect(readCheckoutBooking(null)).toBeNull();
    expect(readCheckoutBooking(undefined)).toBeNull();
    expect(readCheckoutBooking({ key: 'abc' })).toBeNull();
    expect(readCheckoutBooking({ service: 'Premium Wash', price: '2500', timeSlot: {}, car: {} })).toBeNull();
  });

  it('keeps a state without a booking id as a booking with an empty id (the placeholder is sent)', () => {
    const { bookingId: _dropped, ...withoutId } = expected;
    expect(readCheckoutBooking(withoutId)?.bookingId).toBe('');
  });

  it('offers payment while the invoice is pending and the booking stands', () => {
    expect(isAwaitingPayment('pending', 'pending')).toBe(true);
    expect(isAwaitingPayment('confirmed', 'pending')).toBe(true);
    expect(isAwaitingPayment('cancelled', 'pending')).toBe(false);
    expect(isAwaitingPayment('no_show', 'pending')).toBe(false);
    expect(isAwaitingPayment('pending', 'paid')).toBe(false);
    expect(isAwaitingPayment('pending', null)).toBe(false);
    expect(isAwaitingPayment('cancelled', 'void')).toBe(false);
    // refunded, like void, has nothing left to pay, whatever the booking's status reads
    expect(isAwaitingPayment('cancelled', 'refunded')).toBe(false);
    expect(isAwaitingPayment('confirmed', 'refunded')).toBe(false);
  });

  it('carries a deposit still due, through a reload, and charges it instead of the price', () => {
    const checkout = toCheckoutBooking({ ...booking, deposit: DEPOSIT_DUE });
    expect(checkout.deposit).toEqual({ amount: 3125, balance: 9375, dueBy: '2026-12-01T06:00:00.000Z' });
    expect(amountToPay(checkout)).toBe(3125);
    expect(readCheckoutBooking(JSON.parse(JSON.stringify(checkout)))).toEqual(checkout);
    expect(amountToPay(expected)).toBe(expected.price);
  });

  it('carries no deposit once it is paid, and reads none from a malformed state', () => {
    expect(toCheckoutBooking({ ...booking, deposit: DEPOSIT_PAID })).not.toHaveProperty('deposit');
    expect(readCheckoutBooking({ ...expected, deposit: { amount: '3125', balance: 9375, dueBy: '2026-12-01T06:00:00.000Z' } })).not.toHaveProperty('deposit');
  });

  it('offers the whole price, the deposit, or nothing online once the deposit is paid', () => {
    expect(paymentOffer('pending', 'pending', null)).toBe('payNow');
    expect(paymentOffer('pending', 'pending', DEPOSIT_DUE)).toBe('payDeposit');
    expect(paymentOffer('confirmed', 'pending', DEPOSIT_PAID)).toBe('depositPaid');
    // paid in full at the counter, or released unpaid: nothing to offer
    expect(paymentOffer('completed', 'paid', DEPOSIT_PAID)).toBeNull();
    expect(paymentOffer('cancelled', 'void', DEPOSIT_DUE)).toBeNull();
  });
});
