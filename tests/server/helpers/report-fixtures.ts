// A hand-made week for the reports (Monday 2 to Sunday 8 November 2026, Wednesday the 4th closed, two bays), written
// straight into the tables, with the figures it must give worked out by hand in tests/server/reports.test.ts.
import type { BookingSource, BookingStatus, ServiceKind } from '../../../src/domain/constants';
import type { Database } from '../../../server/db/client';
import { bookingItems, bookings, closedDates, invoices, refunds, users } from '../../../server/db/schema';

export const REPORT_WEEK = { from: '2026-11-02', to: '2026-11-08' } as const;
export const REPORT_CLOSED_DATE = '2026-11-04';
export const REPORT_BAYS = 2;

/** Names a spreadsheet must show as they are: Urdu, and one that starts like a formula. */
export const URDU_NAME = 'عائشہ خان';
export const FORMULA_NAME = '=2+3 Dawood';

interface Item {
  service: string;
  name: string;
  kind: ServiceKind;
  price: number;
  minutes: number;
}

const WASH: Item = { service: 'express-exterior-wash', name: 'Express Exterior Wash', kind: 'service', price: 1500, minutes: 60 };
const WAX: Item = { service: 'premium-wash-wax', name: 'Premium Wash & Wax', kind: 'service', price: 3000, minutes: 60 };
const HEADLIGHTS: Item = { service: 'headlight-restoration', name: 'Headlight Restoration', kind: 'addon', price: 500, minutes: 30 };

interface BookingFixture {
  key: string;
  customer: string;
  date: string;
  start: string;
  end: string;
  bay: number;
  status: BookingStatus;
  source: BookingSource;
  items: Item[];
  /** When the invoice was paid, an instant with its offset. */
  paidAt?: string;
  refundedAt?: string;
}

const CUSTOMERS = [
  { key: 'ayesha', name: URDU_NAME, phone: '+923001110001', email: 'ayesha@example.pk' },
  { key: 'bilal', name: 'Bilal Ahmed', phone: '+923001110002', email: 'bilal@example.pk' },
  { key: 'cara', name: 'Cara Siddiqui', phone: '+923001110003', email: null },
  { key: 'dawood', name: FORMULA_NAME, phone: '+923001110004', email: 'dawood@example.pk' },
  { key: 'erum', name: 'Erum Baig', phone: '+923001110005', email: 'erum@example.pk' },
] as const;

const BOOKINGS: BookingFixture[] = [
  // Before the week: Ayesha's earlier visit makes her a returning customer; Dawood's cancelled one does not.
  { key: 'b0', customer: 'ayesha', date: '2026-10-20', start: '09:00', end: '10:00', bay: 1, status: 'completed', source: 'web', items: [WASH], paidAt: '2026-10-20T10:00:00+05:00' },
  { key: 'b0c', customer: 'dawood', date: '2026-10-25', start: '09:00', end: '10:00', bay: 1, status: 'cancelled', source: 'web', items: [WASH] },
  // The week.
  { key: 'b1', customer: 'ayesha', date: '2026-11-02', start: '09:00', end: '10:00', bay: 1, status: 'completed', source: 'web', items: [WASH], paidAt: '2026-11-02T10:05:00+05:00' },
  { key: 'b2', customer: 'bilal', date: '2026-11-02', start: '09:30', end: '11:00', bay: 2, status: 'no_show', source: 'phone', items: [WAX, HEADLIGHTS] },
  { key: 'b3', customer: 'bilal', date: '2026-11-03', start: '14:00', end: '15:30', bay: 1, status: 'completed', source: 'walk_in', items: [WAX, HEADLIGHTS], paidAt: '2026-11-03T15:40:00+05:00' },
  // Paid the week before, refunded inside the week: the refund counts on its own day.
  { key: 'b4', customer: 'cara', date: '2026-11-05', start: '10:00', end: '11:00', bay: 2, status: 'cancelled', source: 'whatsapp', items: [WASH], paidAt: '2026-10-30T12:00:00+05:00', refundedAt: '2026-11-05T12:00:00+05:00' },
  // Paid at 02:00 on the Monday after in Karachi (still Sunday in UTC): not this week's money.
  { key: 'b5', customer: 'dawood', date: '2026-11-06', start: '16:00', end: '17:00', bay: 1, status: 'confirmed', source: 'web', items: [WASH], paidAt: '2026-11-09T02:00:00+05:00' },
  // Paid at 00:30 on Monday in Karachi (still Sunday in UTC): this week's money, on the 2nd.
  { key: 'b6', customer: 'ayesha', date: '2026-11-08', start: '12:00', end: '13:00', bay: 1, status: 'in_progress', source: 'web', items: [WAX], paidAt: '2026-11-02T00:30:00+05:00' },
  // Paid inside the week, refunded after it: collected this week, refunded next.
  { key: 'b7', customer: 'erum', date: '2026-11-07', start: '09:00', end: '10:00', bay: 2, status: 'completed', source: 'phone', items: [WASH], paidAt: '2026-11-07T10:00:00+05:00', refundedAt: '2026-11-09T11:00:00+05:00' },
  // Booked for the day after the week, paid on its Sunday evening: the money is the week's, the booking is not.
  { key: 'b8', customer: 'bilal', date: '2026-11-09', start: '10:00', end: '11:00', bay: 1, status: 'confirmed', source: 'web', items: [WAX], paidAt: '2026-11-08T20:00:00+05:00' },
];

/** The week's bookings as the bookings CSV must list them (date, start, bay). */
export const WEEK_BOOKING_KEYS = ['b1', 'b2', 'b3', 'b4', 'b5', 'b7', 'b6'] as const;

/** Writes the customers, bookings with their items, invoices and refunds; returns each booking's id by its key. */
export async function reportWeek(db: Database): Promise<Record<string, string>> {
  const run = `${process.pid}-${Date.now()}`;
  const customerIds: Record<string, string> = {};
  for (const customer of CUSTOMERS) {
    const [row] = await db
      .insert(users)
      .values({ email: customer.email ? customer.email.replace('@', `.${run}@`) : null, fullName: customer.name, phone: customer.phone, role: 'customer' })
      .returning({ id: users.id });
    customerIds[customer.key] = row!.id;
  }
  await db.insert(closedDates).values({ date: REPORT_CLOSED_DATE, note: 'Eid holiday' }).onConflictDoNothing();
  const ids: Record<string, string> = {};
  for (const [index, fixture] of BOOKINGS.entries()) {
    const total = fixture.items.reduce((sum, item) => sum + item.price, 0);
    const [booking] = await db
      .insert(bookings)
      .values({
        customerId: customerIds[fixture.customer]!,
        serviceId: fixture.items[0]!.service,
        carMake: 'Suzuki',
        carModel: 'Mehran',
        carYear: 2015,
        carLicensePlate: `KHI-${100 + index}`,
        status: fixture.status,
        source: fixture.source,
        bookingDate: fixture.date,
        startTime: fixture.start,
        endTime: fixture.end,
        bay: fixture.bay,
        amount: total,
      })
      .returning({ id: bookings.id });
    const bookingId = booking!.id;
    ids[fixture.key] = bookingId;
    await db.insert(bookingItems).values(
      fixture.items.map((item, position) => ({ bookingId, position, serviceId: item.service, name: item.name, kind: item.kind, price: item.price, durationMinutes: item.minutes })),
    );
    const [invoice] = await db
      .insert(invoices)
      .values({
        bookingId,
        customerId: customerIds[fixture.customer]!,
        amount: total,
        taxAmount: 0,
        totalAmount: total,
        paymentStatus: fixture.refundedAt ? 'refunded' : fixture.paidAt ? 'paid' : 'pending',
        paymentMethod: fixture.paidAt ? 'cash' : null,
        paidAt: fixture.paidAt ? new Date(fixture.paidAt) : null,
        invoiceNumber: `INV-REPORT-${run}-${index}`,
      })
      .returning({ id: invoices.id });
    if (fixture.refundedAt) {
      const at = new Date(fixture.refundedAt);
      await db.insert(refunds).values({ transactionId: `refund-${run}-${index}`, invoiceId: invoice!.id, bookingId, channel: 'workshop', amount: total, status: 'succeeded', createdAt: at, completedAt: at });
    }
  }
  return ids;
}
