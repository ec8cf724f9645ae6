// The workshop and a booking as the mail tests describe them, and a stored mail as its receiver reads it.
import type { OutboxRow } from '../../../server/db/schema';
import { openSecret, revealSecret } from '../../../server/mail/secrets';
import type { BookingFacts, MailContext } from '../../../server/mail/types';
import { TEST_SESSION_SECRET } from './secrets';

export const MAIL_CONTEXT: MailContext = {
  publicUrl: 'https://book.shineworks.pk',
  company: { name: 'ShineWorks Car Detailing', address: 'Plot 14-C, Khayaban-e-Ittehad, Phase 6, DHA, Karachi 75500', phone: '+92 21 3584 1122', email: 'bookings@shineworks.pk' },
  domain: 'book.shineworks.pk',
};

/** A 10:00–12:30 Full Detailing on Friday 27 November 2026; override what a test needs. */
export const mailBooking = (overrides: Partial<BookingFacts> = {}): BookingFacts => ({
  id: '7f9c2ba4-e88f-4e2a-9c1d-3b5a1c0de4f2',
  customerName: 'Ayesha Khan',
  customerEmail: 'ayesha.khan@example.pk',
  serviceName: 'Full Detailing',
  carMake: 'Honda',
  carModel: 'Civic',
  licensePlate: 'KHI-7788',
  date: '2026-11-27',
  startTime: '10:00',
  endTime: '12:30',
  amount: 14500,
  sequence: 0,
  status: 'confirmed',
  cancellationReason: null,
  ...overrides,
});

/** A queued mail's text as the delivery will send it: its sealed secret (a reset link's token) put back. */
export function deliveredText(row: Pick<OutboxRow, 'subject' | 'body' | 'html' | 'secret'>): string {
  const secret = row.secret === null ? null : openSecret(row.secret, TEST_SESSION_SECRET);
  const stored = { subject: row.subject, text: row.body, html: row.html };
  return (secret === null ? stored : revealSecret(stored, secret)).text;
}
