// What the audit log says about each console and ops action: the action's name, its target and the fields that
// changed (before → after). One place, so the booking page's history and the log page read the same everywhere.
import type { BookingStatus, PaymentMethod, PaymentStatus, Role } from '../../src/domain/constants';
import type { BayBlockRow, BookingRow, InvoiceRow, OutboxRow, RefundRow, ServiceRow } from '../db/schema';
import type { AuditRecord } from './audit';
import type { VisitFacts } from './booking-addons';
import type { Placement } from './booking-moves';

export const statusChanged = (bookingId: string, from: BookingStatus, to: BookingStatus): AuditRecord => ({
  action: 'booking.status',
  targetKind: 'booking',
  targetId: bookingId,
  bookingId,
  before: { status: from },
  after: { status: to },
});

export const bookingCancelled = (bookingId: string, from: BookingStatus, reason: string): AuditRecord => ({
  action: 'booking.cancel',
  targetKind: 'booking',
  targetId: bookingId,
  bookingId,
  before: { status: from },
  after: { status: 'cancelled', reason },
});

export const bookingRescheduled = (bookingId: string, before: Placement, after: Placement): AuditRecord => ({
  action: 'booking.reschedule',
  targetKind: 'booking',
  targetId: bookingId,
  bookingId,
  before: { ...before },
  after: { ...after },
});

export const addonChanged = (bookingId: string, added: boolean, before: VisitFacts, after: VisitFacts): AuditRecord => ({
  action: added ? 'booking.addon_add' : 'booking.addon_remove',
  targetKind: 'booking',
  targetId: bookingId,
  bookingId,
  before: { ...before },
  after: { ...after },
});

const payment = (status: PaymentStatus, method: PaymentMethod | null) => ({ payment_status: status, payment_method: method });

export const invoicePaid = (before: InvoiceRow, after: InvoiceRow): AuditRecord => ({
  action: 'invoice.paid',
  targetKind: 'invoice',
  targetId: after.id,
  bookingId: after.bookingId,
  before: payment(before.paymentStatus, before.paymentMethod),
  after: payment(after.paymentStatus, after.paymentMethod),
});

export const invoiceRefunded = (invoice: InvoiceRow, refund: RefundRow): AuditRecord => ({
  action: 'invoice.refund',
  targetKind: 'invoice',
  targetId: invoice.id,
  bookingId: invoice.bookingId,
  before: { payment_status: invoice.paymentStatus },
  // An online refund is settled by the gateway after this transaction; until then it is pending.
  after: { payment_status: refund.status === 'succeeded' ? 'refunded' : 'refund pending', refund_channel: refund.channel, refund_amount: refund.amount },
});

export const userCreated = (user: { id: string; email: string; fullName: string; role: Role }): AuditRecord => ({
  action: 'user.create',
  targetKind: 'user',
  targetId: user.id,
  after: { email: user.email, name: user.fullName, role: user.role },
});

/** A staff or admin account chose its own password (never recorded: the password). */
export const ownPasswordChanged = (user: { id: string; mustChangePassword: boolean }): AuditRecord => ({
  action: 'user.change_password',
  targetKind: 'user',
  targetId: user.id,
  before: { must_change_password: user.mustChangePassword },
  after: { must_change_password: false },
});

const serviceFields = (row: ServiceRow) => ({
  name: row.name,
  category: row.category,
  price: row.price,
  original_price: row.originalPrice,
  duration_minutes: row.durationMinutes,
  is_active: row.isActive,
});

export const serviceSaved = (before: ServiceRow | null, after: ServiceRow): AuditRecord => ({
  action: 'service.save',
  targetKind: 'service',
  targetId: after.id,
  before: before ? serviceFields(before) : null,
  after: serviceFields(after),
});

export const serviceDeactivated = (serviceId: string, wasActive: boolean): AuditRecord => ({
  action: 'service.deactivate',
  targetKind: 'service',
  targetId: serviceId,
  before: { is_active: wasActive },
  after: { is_active: false },
});

export const mailResent = (mail: Pick<OutboxRow, 'id' | 'bookingId'>): AuditRecord => ({
  action: 'mail.resend',
  targetKind: 'mail',
  targetId: String(mail.id),
  bookingId: mail.bookingId,
  before: { status: 'failed' },
  after: { status: 'queued' },
});

export const passwordResetByLink = (user: { id: string; email: string }): AuditRecord => ({
  action: 'user.reset_by_link',
  targetKind: 'user',
  targetId: user.id,
  after: { email: user.email },
});

/** Reading a mail's content is recorded: who opened which mail, to whom it went. */
export const mailRead = (mail: Pick<OutboxRow, 'id' | 'bookingId' | 'kind' | 'to'>): AuditRecord => ({
  action: 'mail.read',
  targetKind: 'mail',
  targetId: String(mail.id),
  bookingId: mail.bookingId,
  after: { kind: mail.kind, to: mail.to },
});

/** A booking the front desk made: where it came from and where it went (and whether its customer was added with it). */
export const bookingCreatedAtDesk = (
  booking: Pick<BookingRow, 'id' | 'source' | 'bookingDate' | 'startTime' | 'bay' | 'serviceId' | 'carLicensePlate'>,
  customer: { name: string; added: boolean },
): AuditRecord => ({
  action: 'booking.create_at_desk',
  targetKind: 'booking',
  targetId: booking.id,
  bookingId: booking.id,
  after: {
    source: booking.source,
    date: booking.bookingDate,
    time: booking.startTime,
    bay: booking.bay,
    service: booking.serviceId,
    plate: booking.carLicensePlate,
    customer: customer.name,
    ...(customer.added ? { new_customer: true } : {}),
  },
});

const blockFields = (block: BayBlockRow) => ({ bay: block.bay, date: block.date, start: block.startTime, end: block.endTime, reason: block.reason });

export const blockCreated = (block: BayBlockRow): AuditRecord => ({ action: 'block.create', targetKind: 'block', targetId: block.id, after: blockFields(block) });

export const blockRemoved = (block: BayBlockRow): AuditRecord => ({ action: 'block.remove', targetKind: 'block', targetId: block.id, before: blockFields(block) });

/** The fields of a customer's file the desk changed (name, phone, e-mail, the staff's notes), before → after. */
export const customerUpdated = (customerId: string, before: Record<string, unknown>, after: Record<string, unknown>): AuditRecord => ({
  action: 'customer.update',
  targetKind: 'user',
  targetId: customerId,
  before,
  after,
});
