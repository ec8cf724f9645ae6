// Database schema (PostgreSQL 15 dialect; runs on PGlite and PostgreSQL). Migrations: `npm run db:generate`.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { bigserial, boolean, check, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { BookingSource, BookingStatus, PaymentMethod, PaymentStatus, Role, ServiceKind } from '../../src/domain/constants';
import type { InboxChannel, NotificationChannel, PhoneChannel, PhoneChannelChoice, WhatsAppTemplateName } from '../../src/domain/channels';
import type { Language } from '../../src/domain/i18n';
import type { PaymentAttemptStatus, PaymentChannel, PaymentResult, ServiceItem } from '../../src/domain/types';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
/** A random id the server gives a new row. */
const generatedId = () => text('id').primaryKey().$defaultFn(() => randomUUID());
/** The account a row belongs to; deleting the account deletes the row. */
const accountOf = (column: 'user_id' | 'customer_id') => text(column).notNull().references(() => users.id, { onDelete: 'cascade' });
/** The booking a row belongs to; deleting the booking deletes the row. */
const bookingOf = () => text('booking_id').notNull().references(() => bookings.id, { onDelete: 'cascade' });

export const users = pgTable(
  'users',
  {
    id: generatedId(),
    /** Null for a customer the front desk booked without one (unique among the others, in lower case). */
    email: text('email'),
    /** Null until the account has a password: a customer the front desk booked sets one through "Forgot password?". */
    passwordHash: text('password_hash'),
    fullName: text('full_name').notNull(),
    phone: text('phone').notNull(),
    /** The phone in its one stored form (+92…, src/domain/phone.ts), kept by the server; null when it is not Pakistani. */
    phoneKey: text('phone_key'),
    /** What the workshop keeps about the customer (staff only; never in a customer's answer). */
    staffNotes: text('staff_notes').notNull().default(''),
    address: text('address').notNull().default(''),
    city: text('city').notNull().default(''),
    state: text('state').notNull().default(''),
    zipCode: text('zip_code').notNull().default(''),
    role: text('role').$type<Role>().notNull().default('customer'),
    /** A deactivated account cannot sign in; its sessions end when it is deactivated. */
    active: boolean('active').notNull().default(true),
    /** Set when an admin gives the account a temporary password: the console asks for a new one first. */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    /** The language of the account's mails, receipts and (without Accept-Language) the API's sentences. */
    language: text('language').$type<Language>().notNull().default('en'),
    /** The phone channel booking messages also go to, switched on by a code sent to `phone`; a new phone switches it off. */
    phoneChannel: text('phone_channel').$type<PhoneChannelChoice>().notNull().default('none'),
    /**
     * When the customer proved `phone_key` theirs with a code; null until then, and again after a phone change. Only
     * a proven owner's WhatsApp and SMS messages are acted on (server/channels/webhooks/sender.ts).
     */
    phoneVerifiedAt: timestamp('phone_verified_at', { withTimezone: true }),
    // Moved on by triggers (migration 0004) whenever anything in the customer's My Bookings list changes.
    bookingsVersion: integer('bookings_version').notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('users_email_unique').on(table.email),
    index('users_phone_key_idx').on(table.phoneKey),
    check('users_email_lowercase', sql`${table.email} = lower(${table.email})`),
    // An account that signs in has an address: its password was given with it, or set through a link mailed to it.
    check('users_password_needs_email', sql`${table.passwordHash} is null or ${table.email} is not null`),
    check('users_role_known', sql`${table.role} in ('customer', 'staff', 'admin')`),
    check('users_language_known', sql`${table.language} in ('en', 'ur')`),
    check('users_phone_channel_known', sql`${table.phoneChannel} in ('none', 'whatsapp', 'sms')`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: accountOf('user_id'),
    persistent: boolean('persistent').notNull().default(false),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('sessions_user_id_idx').on(table.userId), index('sessions_expires_at_idx').on(table.expiresAt)],
);

/** Fixed-window counters shared by every instance (failed logins, registrations, contact messages). */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.key, table.windowStart] }), index('rate_limit_counters_window_idx').on(table.windowStart)],
);

export const passwordResets = pgTable(
  'password_resets',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: accountOf('user_id'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('password_resets_user_id_idx').on(table.userId)],
);

/**
 * A file a mail carries: text content stored as is (calendar entries), or what rebuilds it at delivery (the invoice
 * PDF, from the invoice's id), so the queue stays small and the PDF is never rendered inside a transaction.
 */
export type MailAttachment =
  | { filename: string; contentType: string; content: string }
  /** `language`: the receipt's, when not English. */
  | { filename: string; contentType: string; invoicePdf: string; language?: Language };

export const MAIL_STATUSES = ['queued', 'sending', 'sent', 'delivered', 'read', 'failed'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/**
 * What a WhatsApp or SMS row sends: a registered template (its name, language and body parameters in order, and the
 * payloads of its quick-reply buttons) or free text (WhatsApp only inside the customer's 24-hour window; every SMS).
 */
export type ChannelPayload =
  | { type: 'template'; name: WhatsAppTemplateName; language: Language; parameters: string[]; buttons: string[] }
  | { type: 'text'; text: string };

/**
 * The mail queue (decision 011): a row is written in the transaction of the change it reports, then delivered by
 * the worker in server/mail/worker.ts; `message_id` is stable across retries so receivers can de-duplicate.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    to: text('to').notNull(),
    /** Where a reply goes (the contact form's copy to the workshop answers the sender). */
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    /** The plain-text part. */
    body: text('body').notNull(),
    html: text('html').notNull().default(''),
    /** What the mail is about: password_reset, booking_confirmation, …; the console filters by it. */
    kind: text('kind').notNull().default('other'),
    bookingId: text('booking_id'),
    attachments: jsonb('attachments').$type<MailAttachment[]>().notNull().default([]),
    /** The secret the mail carries, encrypted (server/mail/secrets.ts); the parts above hold a mask in its place. */
    secret: text('secret'),
    status: text('status').$type<MailStatus>().notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    messageId: text('message_id').notNull(),
    createdAt: createdAt(),
    /** email, whatsapp or sms: one queue, one worker, one console list for every channel. */
    channel: text('channel').$type<NotificationChannel>().notNull().default('email'),
    /** A WhatsApp or SMS row's message; `body` holds its text as the customer reads it (shown in the console). */
    payload: jsonb('payload').$type<ChannelPayload | null>(),
    /** The provider's id once it took the message (WhatsApp's wamid, the SMS API's sid): webhooks find the row by it. */
    providerId: text('provider_id'),
    /** The customer a WhatsApp or SMS row goes to (their conversation in the console). */
    customerId: text('customer_id').references(() => users.id, { onDelete: 'set null' }),
    /** The inbox message this row answers (contact_messages.id). */
    inReplyTo: text('in_reply_to'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('outbox_message_id_unique').on(table.messageId),
    index('outbox_due_idx').on(table.status, table.nextAttemptAt),
    uniqueIndex('outbox_provider_id_unique').on(table.channel, table.providerId),
    index('outbox_customer_idx').on(table.customerId),
    index('outbox_in_reply_to_idx').on(table.inReplyTo),
    check('outbox_status_known', sql`${table.status} in ('queued', 'sending', 'sent', 'delivered', 'read', 'failed')`),
    check('outbox_channel_known', sql`${table.channel} in ('email', 'whatsapp', 'sms')`),
  ],
);

export type OutboxRow = typeof outbox.$inferSelect;

export const services = pgTable(
  'services',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    price: integer('price').notNull(),
    originalPrice: integer('original_price'),
    category: text('category').notNull(),
    /** A main service, or an add-on booked beside one in the same visit. */
    kind: text('kind').$type<ServiceKind>().notNull().default('service'),
    isActive: boolean('is_active').notNull().default(true),
    durationMinutes: integer('duration_minutes').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    items: jsonb('items').$type<ServiceItem[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('services_price_positive', sql`${table.price} >= 0`),
    check('services_duration_positive', sql`${table.durationMinutes} > 0`),
    check('services_kind_known', sql`${table.kind} in ('service', 'addon')`),
    index('services_category_idx').on(table.category),
  ],
);

/**
 * A customer's saved vehicles. The plate is stored uppercased as typed; its key (src/domain/plate.ts: capitals
 * without spaces, dots or dashes, kept by the server) is unique per customer, so `KHI-902` and `KHI 902` are one car.
 */
export const cars = pgTable(
  'cars',
  {
    id: generatedId(),
    customerId: accountOf('customer_id'),
    make: text('make').notNull(),
    model: text('model').notNull(),
    year: integer('year').notNull(),
    licensePlate: text('license_plate').notNull(),
    plateKey: text('plate_key').notNull(),
    color: text('color').notNull().default(''),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('cars_customer_plate_key_unique').on(table.customerId, table.plateKey),
    check('cars_plate_uppercase', sql`${table.licensePlate} = upper(${table.licensePlate})`),
  ],
);

/** A booking keeps a snapshot of the car (the car may be edited or removed later) and the amount charged. */
export const bookings = pgTable(
  'bookings',
  {
    id: generatedId(),
    customerId: accountOf('customer_id'),
    serviceId: text('service_id')
      .notNull()
      .references(() => services.id),
    carId: text('car_id').references(() => cars.id, { onDelete: 'set null' }),
    carMake: text('car_make').notNull(),
    carModel: text('car_model').notNull(),
    carYear: integer('car_year').notNull(),
    carLicensePlate: text('car_license_plate').notNull(),
    carColor: text('car_color').notNull().default(''),
    status: text('status').$type<BookingStatus>().notNull().default('pending'),
    /** Where the booking came from: the customer's web booking, or the desk's (phone, walk_in, whatsapp). */
    source: text('source').$type<BookingSource>().notNull().default('web'),
    bookingDate: date('booking_date', { mode: 'string' }).notNull(),
    startTime: text('start_time').notNull(),
    endTime: text('end_time').notNull(),
    bay: integer('bay').notNull(),
    amount: integer('amount').notNull(),
    customerNotes: text('customer_notes').notNull().default(''),
    cancellationReason: text('cancellation_reason'),
    rating: integer('rating'),
    review: text('review'),
    // A client's Idempotency-Key and a digest of its request: a retry gets this booking back, not a second one.
    idempotencyKey: text('idempotency_key'),
    requestFingerprint: text('request_fingerprint'),
    // The calendar entry's SEQUENCE (RFC 5545): raised on every change the customer's calendar must follow.
    calendarSequence: integer('calendar_sequence').notNull().default(0),
    // Who made the booking, keyed hashes only (services/client-limits.ts): the client's address and its device
    // cookie, so the unpaid bookings one client holds are counted across all its accounts. Null before 0009.
    clientIpHash: text('client_ip_hash'),
    deviceHash: text('device_hash'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('bookings_customer_idempotency_key_unique').on(table.customerId, table.idempotencyKey),
    index('bookings_customer_date_idx').on(table.customerId, table.bookingDate),
    index('bookings_date_idx').on(table.bookingDate),
    index('bookings_car_idx').on(table.carId),
    index('bookings_client_ip_date_idx').on(table.clientIpHash, table.bookingDate),
    index('bookings_device_date_idx').on(table.deviceHash, table.bookingDate),
    // The calendar's recent bookings (the busy-calendar rule of services/client-limits.ts).
    index('bookings_created_at_idx').on(table.createdAt),
    check('bookings_status_known', sql`${table.status} in ('pending', 'confirmed', 'in_progress', 'completed', 'cancelled', 'no_show', 'rescheduled')`),
    check('bookings_source_known', sql`${table.source} in ('web', 'phone', 'walk_in', 'whatsapp')`),
    check('bookings_rating_range', sql`${table.rating} is null or (${table.rating} between 1 and 5)`),
    check('bookings_amount_positive', sql`${table.amount} >= 0`),
  ],
);

/**
 * The services of a visit as they were when booked: the main service at position 0, then its add-ons. Name, price and
 * duration are copied, so a later catalogue change never changes the booking, its length or its invoice.
 */
export const bookingItems = pgTable(
  'booking_items',
  {
    bookingId: bookingOf(),
    position: integer('position').notNull(),
    serviceId: text('service_id')
      .notNull()
      .references(() => services.id),
    name: text('name').notNull(),
    kind: text('kind').$type<ServiceKind>().notNull(),
    price: integer('price').notNull(),
    /** The price before the service's discount when it had one. */
    originalPrice: integer('original_price'),
    durationMinutes: integer('duration_minutes').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.bookingId, table.position] }),
    uniqueIndex('booking_items_booking_service_unique').on(table.bookingId, table.serviceId),
    check('booking_items_kind_known', sql`${table.kind} in ('service', 'addon')`),
    check('booking_items_price_positive', sql`${table.price} >= 0`),
    check('booking_items_duration_positive', sql`${table.durationMinutes} > 0`),
  ],
);

export type BookingItemRow = typeof bookingItems.$inferSelect;

/** A bay taken out of service for a time (a broken pressure washer, a technician away), with the reason. */
export const bayBlocks = pgTable(
  'bay_blocks',
  {
    id: generatedId(),
    date: date('date', { mode: 'string' }).notNull(),
    bay: integer('bay').notNull(),
    /** 'HH:MM' in Karachi: the block holds every slot [start, end) overlaps. */
    startTime: text('start_time').notNull(),
    endTime: text('end_time').notNull(),
    reason: text('reason').notNull(),
    createdByName: text('created_by_name').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('bay_blocks_date_idx').on(table.date), check('bay_blocks_times_ordered', sql`${table.startTime} < ${table.endTime}`)],
);

export type BayBlockRow = typeof bayBlocks.$inferSelect;

/**
 * One row per occupied (date, bay, cell), held by a booking or by a bay block; `slot_index` is the 5-minute cell of the
 * day (minute of the day / 5). The unique index is what makes overbooking impossible, and what decides between a
 * booking and a block racing for one cell. A booking's cleanup cells have no car key: they hold the bay, not the car.
 */
export const bookingSlots = pgTable(
  'booking_slots',
  {
    bookingId: text('booking_id').references(() => bookings.id, { onDelete: 'cascade' }),
    blockId: text('block_id').references(() => bayBlocks.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    bay: integer('bay').notNull(),
    slotIndex: integer('slot_index').notNull(),
    // The customer and plate key (src/domain/plate.ts) of the booked car: one car cannot stand in two bays at once.
    carKey: text('car_key'),
  },
  (table) => [
    uniqueIndex('booking_slots_date_bay_slot_unique').on(table.date, table.bay, table.slotIndex),
    uniqueIndex('booking_slots_car_slot_unique').on(table.date, table.slotIndex, table.carKey),
    index('booking_slots_booking_idx').on(table.bookingId),
    index('booking_slots_block_idx').on(table.blockId),
    check('booking_slots_one_holder', sql`(${table.bookingId} is null) <> (${table.blockId} is null)`),
  ],
);

/** Every booking gets one invoice; amounts are integer PKR, the total is tax-inclusive. */
export const invoices = pgTable(
  'invoices',
  {
    id: generatedId(),
    bookingId: bookingOf(),
    customerId: accountOf('customer_id'),
    amount: integer('amount').notNull(),
    taxAmount: integer('tax_amount').notNull(),
    totalAmount: integer('total_amount').notNull(),
    paymentStatus: text('payment_status').$type<PaymentStatus>().notNull().default('pending'),
    paymentMethod: text('payment_method').$type<PaymentMethod>(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** INV-2026-000123: sequential per Karachi year, never reused (server/services/invoice-numbers.ts). */
    invoiceNumber: text('invoice_number').notNull(),
    /** The deposit asked when the booking was made (src/domain/deposit.ts); null when none. Integer PKR. */
    depositAmount: integer('deposit_amount'),
    /** Unpaid by then, the booking is released (server/services/deposits.ts). */
    depositDueBy: timestamp('deposit_due_by', { withTimezone: true }),
    /** When the deposit was paid online; the invoice stays 'pending' for the balance paid at the workshop. */
    depositPaidAt: timestamp('deposit_paid_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    // The reports' deposits by the day they were paid.
    index('invoices_deposit_paid_at_idx').on(table.depositPaidAt).where(sql`${table.depositPaidAt} is not null`),
    // The release sweep's deposits still awaited.
    index('invoices_deposit_due_idx').on(table.depositDueBy).where(sql`${table.depositDueBy} is not null and ${table.depositPaidAt} is null`),
    check('invoices_deposit_below_total', sql`${table.depositAmount} is null or (${table.depositAmount} >= 1 and ${table.depositAmount} < ${table.totalAmount} and ${table.depositDueBy} is not null)`),
    uniqueIndex('invoices_booking_unique').on(table.bookingId),
    uniqueIndex('invoices_invoice_number_unique').on(table.invoiceNumber),
    index('invoices_customer_idx').on(table.customerId),
    // The reports' money by the day it was paid.
    index('invoices_paid_at_idx').on(table.paidAt),
    check('invoices_total_adds_up', sql`${table.amount} + ${table.taxAmount} = ${table.totalAmount}`),
    check('invoices_payment_status_known', sql`${table.paymentStatus} in ('pending', 'paid', 'failed', 'refunded', 'void')`),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type CarRow = typeof cars.$inferSelect;
export type BookingRow = typeof bookings.$inferSelect;
export type InvoiceRow = typeof invoices.$inferSelect;
export type ServiceRow = typeof services.$inferSelect;
export type NewServiceRow = typeof services.$inferInsert;

/** Messages sent through the contact form; the sender's address is kept only as a hash. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: generatedId(),
    /** web (the contact form), whatsapp or sms. */
    channel: text('channel').$type<InboxChannel>().notNull().default('web'),
    name: text('name').notNull(),
    /** Null for a WhatsApp or SMS message. */
    email: text('email'),
    phone: text('phone').notNull().default(''),
    /** The sender's phone in its stored form (+92…), when it is Pakistani: links the message to a customer. */
    phoneKey: text('phone_key'),
    customerId: text('customer_id').references(() => users.id, { onDelete: 'set null' }),
    /** True when `customer_id` has not proved the sender's phone theirs: shown to staff as such, never acted on. */
    customerUnverified: boolean('customer_unverified').notNull().default(false),
    /** The provider's id of an inbound WhatsApp or SMS message: a repeated webhook stores it once. */
    providerId: text('provider_id'),
    service: text('service').notNull().default(''),
    message: text('message').notNull().default(''),
    ipHash: text('ip_hash').notNull(),
    createdAt: createdAt(),
    /** When the workshop's inbox marked it read; null while unread. */
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (table) => [
    index('contact_messages_created_at_idx').on(table.createdAt),
    index('contact_messages_phone_key_idx').on(table.phoneKey, table.createdAt),
    index('contact_messages_customer_idx').on(table.customerId),
    uniqueIndex('contact_messages_provider_id_unique').on(table.channel, table.providerId),
    check('contact_messages_channel_known', sql`${table.channel} in ('web', 'whatsapp', 'sms')`),
    check('contact_messages_email_or_phone', sql`${table.channel} <> 'web' or ${table.email} is not null`),
  ],
);

/**
 * The codes that switch a phone channel on (issue "WhatsApp and SMS"): stored hashed, valid 10 minutes, 5 tries; the
 * rows of the last hour count the sends (3 an hour). `phone_key` is the number the code went to.
 */
export const phoneVerifications = pgTable(
  'phone_verifications',
  {
    id: generatedId(),
    userId: accountOf('user_id'),
    channel: text('channel').$type<PhoneChannel>().notNull(),
    phoneKey: text('phone_key').notNull(),
    codeHash: text('code_hash').notNull(),
    tries: integer('tries').notNull().default(0),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('phone_verifications_user_idx').on(table.userId, table.createdAt), check('phone_verifications_channel_known', sql`${table.channel} in ('whatsapp', 'sms')`)],
);

/**
 * Payment attempts through the gateway. Kept: brand, last 4, wallet type, amount, outcome and the first answer
 * (replayed for a repeated Idempotency-Key). Never a card number, CVV, expiry, holder, address, UPI id or phone.
 */
export const payments = pgTable(
  'payments',
  {
    id: generatedId(),
    transactionId: text('transaction_id').notNull(),
    customerId: accountOf('customer_id'),
    bookingId: bookingOf(),
    invoiceId: text('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    method: text('method').$type<PaymentChannel>().notNull(),
    brand: text('brand'),
    last4: text('last4'),
    walletType: text('wallet_type'),
    amount: integer('amount').notNull(),
    status: text('status').$type<PaymentAttemptStatus>().notNull().default('processing'),
    failureMessage: text('failure_message'),
    idempotencyKey: text('idempotency_key'),
    requestFingerprint: text('request_fingerprint'),
    responseStatus: integer('response_status'),
    responseBody: jsonb('response_body').$type<PaymentResult>(),
    /** The real gateway that took the attempt ('jazzcash', 'safepay', 'easypaisa'); null for the sandbox. */
    provider: text('provider'),
    /** What the gateway knows the attempt by (JazzCash pp_TxnRefNo, Easypaisa orderId, Safepay tracker). */
    reference: text('reference'),
    /** The gateway's own id of the money once taken (needed by its refund). */
    providerTxnId: text('provider_txn_id'),
    /** When the gateway was last asked about a pending attempt (the verify route asks at most every few seconds). */
    inquiredAt: timestamp('inquired_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('payments_transaction_id_unique').on(table.transactionId),
    uniqueIndex('payments_customer_idempotency_key_unique').on(table.customerId, table.idempotencyKey),
    index('payments_booking_idx').on(table.bookingId),
    index('payments_invoice_idx').on(table.invoiceId),
    check('payments_method_known', sql`${table.method} in ('card', 'upi', 'wallet')`),
    check('payments_status_known', sql`${table.status} in ('processing', 'pending', 'succeeded', 'failed', 'voided', 'refunded')`),
    uniqueIndex('payments_provider_reference_unique').on(table.provider, table.reference).where(sql`${table.reference} is not null`),
    index('payments_pending_idx').on(table.createdAt).where(sql`${table.status} = 'pending'`),
    check('payments_amount_positive', sql`${table.amount} >= 0`),
  ],
);

export type PaymentRow = typeof payments.$inferSelect;

/** One reminder per booking and start time: the primary key is the sent-marker every instance races for. */
export const bookingReminders = pgTable(
  'booking_reminders',
  {
    bookingId: bookingOf(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.bookingId, table.startsAt] })],
);

export const REFUND_CHANNELS = ['gateway', 'workshop'] as const;
export type RefundChannel = (typeof REFUND_CHANNELS)[number];
export type RefundKind = 'invoice' | 'payment';

/**
 * A refund of a paid invoice: through the gateway for an online payment, or recorded for money the workshop gave
 * back. One per invoice (the unique index makes a repeated refund answer the first).
 */
export const refunds = pgTable(
  'refunds',
  {
    id: generatedId(),
    transactionId: text('transaction_id').notNull(),
    invoiceId: text('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    bookingId: bookingOf(),
    paymentId: text('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    channel: text('channel').$type<RefundChannel>().notNull(),
    amount: integer('amount').notNull(),
    /** 'to_return': the gateway has no refund API; the workshop gives it back by hand and marks it done. */
    status: text('status').$type<'pending' | 'to_return' | 'succeeded'>().notNull().default('pending'),
    /**
     * 'invoice': gives back what paid the invoice (the invoice becomes refunded). 'payment': gives back one payment a
     * gateway confirmed for an invoice that could no longer take it (paid meanwhile, its booking cancelled or released):
     * the invoice is left as it is.
     */
    kind: text('kind').$type<RefundKind>().notNull().default('invoice'),
    createdAt: createdAt(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [
    // One refund of each invoice (a refunded invoice is closed: a trigger refuses to pay it again), and per payment.
    uniqueIndex('refunds_invoice_unique').on(table.invoiceId).where(sql`${table.kind} = 'invoice'`),
    uniqueIndex('refunds_payment_unique').on(table.paymentId).where(sql`${table.paymentId} is not null`),
    uniqueIndex('refunds_transaction_id_unique').on(table.transactionId),
    // The reports' money by the day it went back.
    index('refunds_completed_at_idx').on(table.completedAt),
    check('refunds_channel_known', sql`${table.channel} in ('gateway', 'workshop')`),
    check('refunds_status_known', sql`${table.status} in ('pending', 'to_return', 'succeeded')`),
    check('refunds_kind_known', sql`${table.kind} in ('invoice', 'payment')`),
    check('refunds_payment_kind_names_payment', sql`${table.kind} = 'invoice' or ${table.paymentId} is not null`),
  ],
);

export type RefundRow = typeof refunds.$inferSelect;

export const REFUND_REQUEST_STATUSES = ['open', 'approved', 'declined'] as const;
export type RefundRequestStatus = (typeof REFUND_REQUEST_STATUSES)[number];

/**
 * A refund waiting for an admin: opened when staff cancel a paid booking, or when a customer cancels a booking paid
 * at the workshop. Approving it refunds the invoice (the refund row); declining keeps the invoice paid, with the
 * admin's reason. One request per invoice: a booking is cancelled once.
 */
export const refundRequests = pgTable(
  'refund_requests',
  {
    id: generatedId(),
    invoiceId: text('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    bookingId: bookingOf(),
    /** Integer PKR: the invoice's total when the request was opened. */
    amount: integer('amount').notNull(),
    /** How the money goes back: through the gateway (paid online) or at the counter (paid at the workshop). */
    channel: text('channel').$type<RefundChannel>().notNull(),
    status: text('status').$type<RefundRequestStatus>().notNull().default('open'),
    requestedByName: text('requested_by_name').notNull(),
    requestedByRole: text('requested_by_role').notNull(),
    createdAt: createdAt(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedByName: text('decided_by_name'),
    declineReason: text('decline_reason'),
    refundId: text('refund_id').references(() => refunds.id, { onDelete: 'set null' }),
  },
  (table) => [
    uniqueIndex('refund_requests_invoice_unique').on(table.invoiceId),
    index('refund_requests_status_idx').on(table.status, table.createdAt),
    check('refund_requests_channel_known', sql`${table.channel} in ('gateway', 'workshop')`),
    check('refund_requests_status_known', sql`${table.status} in ('open', 'approved', 'declined')`),
    check('refund_requests_amount_positive', sql`${table.amount} >= 0`),
  ],
);

export type RefundRequestRow = typeof refundRequests.$inferSelect;

/**
 * The workshop's capacity as the console edits it: one row (id 1). A new database takes BAYS, SLOT_MINUTES and
 * BUFFER_MINUTES from the environment; from then on the row is the truth.
 */
export const workshopSettings = pgTable(
  'workshop_settings',
  {
    id: integer('id').primaryKey().default(1),
    bays: integer('bays').notNull(),
    /** Start times are offered every so many minutes from each opening (the name is older than the minute cells). */
    slotMinutes: integer('slot_minutes').notNull(),
    /** Cleanup after a visit: its bay stays held so many minutes more. */
    bufferMinutes: integer('buffer_minutes').notNull().default(0),
    /** Web bookings start confirmed (and their mail says so) instead of pending until staff confirm them. */
    confirmWebBookings: boolean('confirm_web_bookings').notNull().default(false),
    /** Web bookings of this total (PKR) or more ask for a deposit; null: none do (src/domain/deposit.ts). */
    depositThreshold: integer('deposit_threshold'),
    depositPercent: integer('deposit_percent').notNull().default(25),
    depositHoldMinutes: integer('deposit_hold_minutes').notNull().default(60),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('workshop_settings_single_row', sql`${table.id} = 1`),
    check('workshop_settings_deposit_range', sql`(${table.depositThreshold} is null or ${table.depositThreshold} >= 1) and ${table.depositPercent} between 5 and 90 and ${table.depositHoldMinutes} between 1 and 4320`),
    check('workshop_settings_bays_range', sql`${table.bays} between 1 and 50`),
    check('workshop_settings_slot_range', sql`${table.slotMinutes} between 15 and 720`),
    check('workshop_settings_buffer_range', sql`${table.bufferMinutes} between 0 and 60 and ${table.bufferMinutes} % 5 = 0`),
  ],
);

/**
 * The workshop's opening periods, per ISO weekday (1 = Monday): a weekday without rows is closed, two rows are a day
 * with a break. Minutes after midnight, on the 5-minute cells; the console replaces a whole week at once.
 */
export const openingHours = pgTable(
  'opening_hours',
  {
    weekday: integer('weekday').notNull(),
    opensMinutes: integer('opens_minutes').notNull(),
    closesMinutes: integer('closes_minutes').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.weekday, table.opensMinutes] }),
    check('opening_hours_weekday_range', sql`${table.weekday} between 1 and 7`),
    check(
      'opening_hours_period',
      sql`0 <= ${table.opensMinutes} and ${table.opensMinutes} < ${table.closesMinutes} and ${table.closesMinutes} <= 1440 and ${table.opensMinutes} % 5 = 0 and ${table.closesMinutes} % 5 = 0`,
    ),
  ],
);

/**
 * The last invoice number given in each Karachi year: the row is updated in the invoice's creation transaction, so
 * concurrent invoices queue on it and a rolled-back one gives its number back (no gaps, no reuse).
 */
export const invoiceCounters = pgTable(
  'invoice_counters',
  {
    year: integer('year').primaryKey(),
    lastNumber: integer('last_number').notNull(),
  },
  (table) => [check('invoice_counters_last_number_positive', sql`${table.lastNumber} >= 1`)],
);

/**
 * The workshop as mails, invoices, PDFs, calendar entries and the home page describe it, and the reminder timing: one
 * row (id 1), edited on the console's Settings page. A new database takes COMPANY_* and REMINDER_HOURS from the
 * environment; from then on the row is the truth.
 */
export const workshopProfile = pgTable(
  'workshop_profile',
  {
    id: integer('id').primaryKey().default(1),
    name: text('name').notNull(),
    address: text('address').notNull(),
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    /** National Tax Number and Sales Tax Registration Number; '' when the workshop has none. */
    ntn: text('ntn').notNull().default(''),
    strn: text('strn').notNull().default(''),
    /** The home page's figures, shown as "500+". */
    customersFigure: integer('customers_figure').notNull(),
    yearsFigure: integer('years_figure').notNull(),
    techniciansFigure: integer('technicians_figure').notNull(),
    carsFigure: integer('cars_figure').notNull(),
    /** Hours before the start a reminder goes out; null sends none. */
    reminderHours: integer('reminder_hours'),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('workshop_profile_single_row', sql`${table.id} = 1`),
    check('workshop_profile_reminder_range', sql`${table.reminderHours} is null or (${table.reminderHours} between 1 and 336)`),
    check(
      'workshop_profile_figures_range',
      sql`least(${table.customersFigure}, ${table.yearsFigure}, ${table.techniciansFigure}, ${table.carsFigure}) >= 0`,
    ),
  ],
);

export type WorkshopProfileRow = typeof workshopProfile.$inferSelect;

/** Days the workshop does not open (CLOSED_DATES seeds a new database). */
export const closedDates = pgTable('closed_dates', {
  date: date('date', { mode: 'string' }).primaryKey(),
  note: text('note').notNull().default(''),
  createdAt: createdAt(),
});

/** Who did what in the console or through the ops API: staff/admin accounts, or the ops token (actor_id null). */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorId: text('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** The actor's name at the time ("ops token" for the token). */
    actorName: text('actor_name').notNull(),
    actorRole: text('actor_role').notNull(),
    /** What was done, e.g. booking.status, invoice.paid, service.save, capacity.update. */
    action: text('action').notNull(),
    targetKind: text('target_kind').notNull(),
    targetId: text('target_id').notNull(),
    /** The booking the action concerns, when it concerns one (so the booking shows its own history). */
    bookingId: text('booking_id'),
    before: jsonb('before').$type<Record<string, unknown> | null>(),
    after: jsonb('after').$type<Record<string, unknown> | null>(),
  },
  (table) => [index('audit_log_at_idx').on(table.at), index('audit_log_booking_idx').on(table.bookingId)],
);

export type AuditRow = typeof auditLog.$inferSelect;
