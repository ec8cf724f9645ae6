import { describe, expect, it } from 'vitest';
import { isAwaitingPayment, readCheckoutBooking, toCheckoutBooking } from '../../src/domain/checkoutBooking';
import type { BookingDetail, CheckoutBooking } from '../../src/domain/types';

const booking: BookingDetail = {
  id: 'b7c2d0f4-1e2a-4c5b-9d8e-0f1a2b3c4d5e',
  status: 'pending',
  source: 'web',
  booking_date: '2026-11-30',
  start_time: '10:00',
  end_time: '12:00',
  bay: 1,
  service: { id: 'svc-1', name: 'Premium Wash', description: 'Inside and out', price: 2500, originalPrice: 3000 },
  total_amount: 2500,
  car: { id: 'car-1', make: 'Suzuki', model: 'Swift', year: 2022, license_plate: 'KHI-1234', color: 'Red' },
  customer_notes: 'Gate 2',
  invoice_id: 'inv-1',
  payment_status: 'pending',
  rating: null,
  review: null,
  cancellation_reason: null,
  created_at: '2026-11-22T10:00:00Z',
};

const expected: CheckoutBooking = {
  bookingId: booking.id,
  service: 'Premium Wash',
  price: 2500,
  originalPrice: 3000,
  timeSlot: { date: '2026-11-30', time: '10:00' },
  car: { year: 2022, make: 'Suzuki', model: 'Swift', licensePlate: 'KHI-1234', color: 'Red' },
  customerNotes: 'Gate 2',
};

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
});
