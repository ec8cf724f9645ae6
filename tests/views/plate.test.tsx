// @vitest-environment happy-dom
// A plate never breaks inside itself: it renders as one nowrap unit (the shared Plate) on the My Bookings card, the
// checkout's summary, the invoice, the remove-vehicle question and the console's board card.
import '../setup/dom';
import { render, screen, within } from '@testing-library/react';
import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { BoardBooking } from '../../src/domain/staff';
import type { BookingListItem, CheckoutBooking, Invoice } from '../../src/domain/types';
import { bookingActionsMachine } from '../../src/machines/bookingActions';
import { OrderSummary } from '../../src/views/checkout/OrderSummary';
import { Plate } from '../../src/views/components/Plate';
import * as plateStyles from '../../src/views/components/Plate.css';
import { InvoiceSheet } from '../../src/views/invoice/InvoiceSheet';
import { BookingCard } from '../../src/views/my-bookings/BookingCard';
import { BoardBookingCard } from '../../src/views/staff/board/BoardBookingCard';
import { sampleInvoice } from '../fixtures/invoice';

const PLATE = 'BKS-/742';

/** The element that shows the plate: the shared unit, whole. */
const expectPlateUnit = (container: HTMLElement = document.body) => {
  const shown = within(container).getByText(PLATE);
  expect(shown.classList.contains(plateStyles.plate), 'rendered by <Plate>').toBe(true);
  expect(shown.textContent).toBe(PLATE);
  expect(shown.getAttribute('dir')).toBe('ltr');
};

describe('Plate', () => {
  it('is one unit that never wraps, left to right', () => {
    expect(plateStyles.plateRule.whiteSpace).toBe('nowrap');
    render(<Plate plate={PLATE} />);
    expectPlateUnit();
  });

  it('shows whole on a My Bookings card', () => {
    const booking: BookingListItem = {
      id: '4f6a2c1e-9b1d-4e55-8a21-00aa11bb22cc',
      serviceId: 'full-detail',
      serviceName: 'Full Detail',
      items: [{ service: 'full-detail', name: 'Full Detail', kind: 'service', price: 12500, original_price: null, duration: 120 }],
      duration: 120,
      totalAmount: 12500,
      status: 'completed',
      source: 'web',
      carMake: 'Toyota',
      carModel: 'Land Cruiser Prado',
      carLicensePlate: PLATE,
      scheduledDate: '2026-12-05',
      scheduledTime: '14:00',
      scheduledEndTime: '16:00',
      rating: 4,
      review: null,
      invoiceId: null,
      paymentStatus: 'paid',
      deposit: null,
      pendingPayment: null,
      cancellationReason: null,
    };
    render(<BookingCard booking={booking} onCancel={() => {}} onReschedule={() => {}} onRate={() => {}} />);
    expectPlateUnit(screen.getByRole('article'));
  });

  it('shows whole in the checkout summary and on the invoice', () => {
    const checkout: CheckoutBooking = {
      bookingId: 'b-1',
      service: 'Full Detail',
      price: 12500,
      timeSlot: { date: '2026-12-05', time: '10:00' },
      car: { year: 2021, make: 'Honda', model: 'Civic', licensePlate: PLATE },
    };
    const summary = render(<OrderSummary booking={checkout} />);
    expectPlateUnit(summary.container);
    summary.unmount();

    const invoice: Invoice = sampleInvoice({
      tax_label: 'Tax (GST 18%)',
      payment_status: 'pending',
      payment_method: null,
      paid_at: null,
      online_payment: null,
      booking: { car: { year: 2021, make: 'Honda', model: 'Civic', license_plate: PLATE, color: 'Grey' }, customer_notes: '' },
    });
    render(<InvoiceSheet invoice={invoice} />);
    expectPlateUnit();
  });

  it("shows whole on the console's board card", () => {
    const booking: BoardBooking = {
      id: 'b-1',
      short_id: '1A2B3C4D',
      date: '2026-12-05',
      start_time: '10:00',
      end_time: '12:00',
      bay: 1,
      status: 'confirmed',
      source: 'web',
      customer: { id: 'c-1', name: 'Bilal Ahmed', email: 'bilal@example.com', phone: '03001234567' },
      vehicle: { make: 'Honda', model: 'Civic', year: 2021, plate: PLATE, color: 'Grey' },
      service: { id: 's-1', name: 'Full Detail', duration_minutes: 120 },
      items: [{ service: 's-1', name: 'Full Detail', kind: 'service', price: 12500, original_price: null, duration: 120 }],
      duration: 120,
      notes: '',
      cancellation_reason: null,
      invoice: null,
      deposit: null,
      allowed_actions: [],
      money_back: null,
      refund_request: null,
    };
    const actions = createActor(bookingActionsMachine, { input: {} });
    render(<BoardBookingCard booking={booking} actions={actions} variant="cell" />);
    expectPlateUnit(screen.getByRole('article'));
  });
});
