// What the API answers, as valibot schemas: the wire types in types.ts are inferred from these, and
// /api/openapi.json describes every answer with them. Only the server and the tests import this module at run
// time; the SPA reads its types alone (`import type`), so valibot stays out of the first load.
import * as v from 'valibot';
import { BOOKING_SOURCES, BOOKING_STATUSES, SERVICE_KINDS, SLOT_REFUSALS } from './constants';
import { NOTIFICATION_CHANNELS, PHONE_CHANNEL_CHOICES, PHONE_CHANNELS } from './channels';
import { LANGUAGES } from './i18n';
import { Role, WALLETS } from './schemas';

const wholeNumber = v.pipe(v.number(), v.integer());
const count = v.pipe(v.number(), v.integer(), v.minValue(0));
/** PKR, whole rupees. */
const rupees = v.pipe(v.number(), v.integer(), v.minValue(0));
const isoDate = v.pipe(v.string(), v.isoDate());
const timestamp = v.pipe(v.string(), v.isoTimestamp());
/** 'HH:MM' in Asia/Karachi. */
const clockTime = v.pipe(v.string(), v.regex(/^\d{2}:\d{2}$/));

export const BookingStatus = v.picklist(BOOKING_STATUSES);
/** Where a booking came from: the customer's web booking, or the front desk's (a call, a walk-in, WhatsApp). */
export const BookingSource = v.picklist(BOOKING_SOURCES);
export const PaymentChannel = v.picklist(['card', 'upi', 'wallet']);
/** 'voided': approved by the gateway but the invoice was paid meanwhile by another attempt. */
export const PaymentAttemptStatus = v.picklist(['processing', 'pending', 'succeeded', 'failed', 'voided', 'refunded']);

// ---- Envelopes ----

/** `{success: true, message?, data}` around one answer's data. */
export const succeeded = <TData extends v.GenericSchema>(data: TData) =>
  v.strictObject({ success: v.literal(true), message: v.optional(v.string()), data });

/** An action's answer without data (sign-out, cancel, remove). */
export const Done = v.strictObject({ success: v.literal(true), message: v.string() });

/** A page of a list; `next` and `previous` are same-origin paths or null. */
export const paged = <TItem extends v.GenericSchema>(item: TItem) =>
  v.strictObject({ count, next: v.nullable(v.string()), previous: v.nullable(v.string()), results: v.array(item) });

export const FieldErrors = v.record(v.string(), v.array(v.string()));

/** Every refusal: `detail` and `message` hold the same sentence. */
export const ApiError = v.strictObject({
  success: v.literal(false),
  detail: v.string(),
  message: v.string(),
  errors: v.optional(FieldErrors),
  /** On a refused booking day or time: what another attempt should change (SLOT_REFUSALS). */
  reason: v.optional(v.picklist(SLOT_REFUSALS)),
});

// ---- Health ----

export const Alive = v.strictObject({ status: v.literal('ok') });
export const Ready = v.strictObject({ status: v.literal('ready') });

// ---- Accounts ----

export const SessionUser = v.strictObject({ id: v.string(), name: v.string(), email: v.string(), role: Role });

export const LoginResponseData = v.strictObject({
  role: Role,
  user: v.strictObject({ id: v.string(), name: v.string(), email: v.string() }),
});

export const Profile = v.strictObject({
  name: v.string(),
  email: v.string(),
  phone: v.string(),
  address: v.string(),
  city: v.string(),
  state: v.string(),
  zipCode: v.string(),
  /** The language of the account's mails and receipts (the server always sends it). */
  language: v.optional(v.picklist(LANGUAGES)),
});

/** Where the account's booking messages go besides e-mail, and what the workshop offers (a channel without its settings is not). */
export const PhoneChannelState = v.strictObject({
  phone_channel: v.picklist(PHONE_CHANNEL_CHOICES),
  phone_channels: v.array(v.picklist(PHONE_CHANNELS)),
});

/** `GET`/`PUT /api/auth/profile/` → data: the profile's fields and its phone channel. */
export const ProfileAnswer = v.strictObject({ ...Profile.entries, ...PhoneChannelState.entries });

// ---- Catalogue ----

export const ServiceItem = v.strictObject({ id: v.string(), name: v.string() });

/** A main service (booked on its own) or an add-on (booked beside a main service, in the same visit). */
export const ServiceKind = v.picklist(SERVICE_KINDS);

export const Service = v.strictObject({
  id: v.string(),
  name: v.string(),
  description: v.string(),
  price: rupees,
  originalPrice: v.optional(v.nullable(rupees)),
  category: v.string(),
  kind: ServiceKind,
  is_active: v.boolean(),
  duration_minutes: count,
  items: v.array(ServiceItem),
  /** The average of its customers' ratings (1–5) to one decimal; null before the first. Sent by every catalogue answer. */
  rating_average: v.optional(v.nullable(v.pipe(v.number(), v.minValue(1), v.maxValue(5)))),
  /** How many ratings the average is made of. */
  rating_count: v.optional(count),
});

/** A service with its duration written out ("2 hours"). */
export const ServiceDetail = v.strictObject({ ...Service.entries, duration_label: v.string() });

// ---- Vehicles ----

export const Car = v.strictObject({
  id: v.string(),
  make: v.string(),
  model: v.string(),
  year: wholeNumber,
  license_plate: v.string(),
  color: v.string(),
  customer: v.string(),
  is_default: v.boolean(),
});

// ---- Bookings ----

export const AvailableDate = v.strictObject({
  date: isoDate,
  available: v.boolean(),
  slots_available: count,
  /** The earliest free start time for the asked service, or null when none. */
  earliest_time: v.optional(v.nullable(clockTime)),
});

/** One start time of a day's slot grid: free when a bay has room for the whole service from it. */
export const AvailableTime = v.strictObject({ time: clockTime, available: v.boolean() });

/**
 * One service of a visit as it was when booked: the main service first, then its add-ons. Price and duration are
 * copied into the booking when it is made, so a later price change never changes it or its invoice.
 */
export const BookingItem = v.strictObject({
  service: v.string(),
  name: v.string(),
  kind: ServiceKind,
  price: rupees,
  /** The price before the service's discount when it had one, else null. */
  original_price: v.nullable(rupees),
  duration: count,
});

/** A booking's deposit (src/domain/deposit.ts): paid online to hold the place, the balance at the workshop. */
export const Deposit = v.strictObject({ amount: rupees, balance: rupees, due_by: timestamp, paid_at: v.nullable(timestamp) });

/** A booking as the confirmation and detail views read it. */
export const BookingDetail = v.strictObject({
  id: v.string(),
  status: BookingStatus,
  source: BookingSource,
  booking_date: isoDate,
  start_time: clockTime,
  end_time: clockTime,
  bay: wholeNumber,
  service: v.strictObject({ id: v.string(), name: v.string(), description: v.string(), price: rupees, originalPrice: v.nullable(rupees) }),
  /** Every service of the visit, main first; `total_amount` is the sum of their prices. */
  items: v.array(BookingItem),
  /** The visit's length in minutes: the sum of the items' durations. */
  duration: count,
  total_amount: rupees,
  car: v.strictObject({ id: v.nullable(v.string()), make: v.string(), model: v.string(), year: wholeNumber, license_plate: v.string(), color: v.string() }),
  customer_notes: v.string(),
  invoice_id: v.nullable(v.string()),
  payment_status: v.nullable(v.string()),
  /** The deposit this booking asks for; null when none. */
  deposit: v.nullable(Deposit),
  /** A payment a real gateway is still deciding (its transaction id, for the payment page); null when none. */
  pending_payment: v.nullable(v.string()),
  rating: v.nullable(wholeNumber),
  review: v.nullable(v.string()),
  /** Why the booking was cancelled (the workshop's or the customer's words); null otherwise. The customer reads it. */
  cancellation_reason: v.nullable(v.string()),
  created_at: timestamp,
});

/** A booking as the My Bookings list reads it. */
export const BookingListItem = v.strictObject({
  id: v.string(),
  /** The booked service, so a reschedule offers the days and times its length fits in. */
  serviceId: v.string(),
  serviceName: v.string(),
  /** Every service of the visit, main first. */
  items: v.array(BookingItem),
  /** The visit's length in minutes. */
  duration: count,
  totalAmount: rupees,
  status: BookingStatus,
  source: BookingSource,
  carMake: v.string(),
  carModel: v.string(),
  carLicensePlate: v.string(),
  scheduledDate: isoDate,
  scheduledTime: clockTime,
  /** When the booked slots end ('HH:MM'). */
  scheduledEndTime: clockTime,
  rating: v.nullable(wholeNumber),
  review: v.nullable(v.string()),
  invoiceId: v.nullable(v.string()),
  paymentStatus: v.nullable(v.string()),
  /** The deposit this booking asks for; null when none. */
  deposit: v.nullable(Deposit),
  /** A payment a real gateway is still deciding (its transaction id, for the payment page); null when none. */
  pendingPayment: v.nullable(v.string()),
  /** Why the booking was cancelled; null otherwise. */
  cancellationReason: v.nullable(v.string()),
});

// ---- Payments ----

/** `data` of a payment answer and of a verify; no card number, UPI id or phone, ever. */
export const PaymentDetails = v.strictObject({
  transactionId: v.string(),
  bookingId: v.string(),
  invoiceId: v.string(),
  amount: rupees,
  method: PaymentChannel,
  status: PaymentAttemptStatus,
  brand: v.optional(v.string()),
  last4: v.optional(v.string()),
  walletType: v.optional(v.string()),
  /** Why a failed attempt failed, in the customer's words (the gateway's reason). */
  failure: v.optional(v.string()),
  created_at: timestamp,
});

export const PaymentSucceeded = v.strictObject({ success: v.literal(true), transactionId: v.string(), message: v.string(), data: PaymentDetails });

/** 202 (PAYMENT_GATEWAY=live): the gateway has not decided; `redirect` is its hosted page (a card). */
export const PaymentPending = v.strictObject({
  success: v.literal(false),
  pending: v.literal(true),
  transactionId: v.string(),
  message: v.string(),
  redirect: v.optional(v.strictObject({ url: v.string(), method: v.picklist(['GET', 'POST']), fields: v.record(v.string(), v.string()) })),
});

export const PaymentVerified = v.strictObject({ success: v.literal(true), transactionId: v.string(), data: PaymentDetails });

/** A refused payment route: the error envelope plus `error` (the same sentence) and the attempt's id once one exists. */
export const PaymentFailure = v.strictObject({ ...ApiError.entries, error: v.optional(v.string()), transactionId: v.optional(v.string()) });

/** Declined by the gateway: the attempt exists, so its id is always there. */
export const PaymentDeclined = v.strictObject({ ...ApiError.entries, error: v.string(), transactionId: v.string() });

export const PaymentMethodOption = v.strictObject({
  id: PaymentChannel,
  name: v.string(),
  hosted: v.optional(v.literal(true)),
  wallets: v.optional(v.array(v.strictObject({ id: v.picklist(WALLETS), name: v.string(), needsPhone: v.boolean() }))),
});

// ---- Invoices ----

/** An invoice with the company block and tax label the page and the PDF print. */
export const Invoice = v.strictObject({
  id: v.string(),
  /** The spec's number: the id's last 8 characters, uppercased. */
  number: v.string(),
  /** The invoice's own sequential number, INV-2026-000123 (per Karachi year, never reused). */
  invoice_number: v.string(),
  created_at: timestamp,
  amount: rupees,
  tax_amount: rupees,
  total_amount: rupees,
  tax_label: v.string(),
  payment_status: v.string(),
  payment_method: v.nullable(v.string()),
  paid_at: v.nullable(timestamp),
  /** The deposit paid online to hold the place (or still due); the balance is paid at the workshop. Null when none. */
  deposit: v.nullable(Deposit),
  /** The online payment that paid it, as kept (a card's brand and last 4, or the wallet): "Visa ending 4242". */
  online_payment: v.nullable(
    v.strictObject({ method: PaymentChannel, brand: v.nullable(v.string()), last4: v.nullable(v.string()), wallet_type: v.nullable(v.string()) }),
  ),
  /** `ntn` and `strn`: the workshop's tax registration, null when not set. */
  company: v.strictObject({ name: v.string(), address: v.string(), phone: v.string(), email: v.string(), ntn: v.nullable(v.string()), strn: v.nullable(v.string()) }),
  customer: v.strictObject({ first_name: v.string(), last_name: v.string(), email: v.string(), phone: v.string() }),
  booking: v.strictObject({
    id: v.string(),
    status: BookingStatus,
    car: v.strictObject({ year: wholeNumber, make: v.string(), model: v.string(), license_plate: v.string(), color: v.string() }),
    time_slot: v.strictObject({ date: isoDate, start_time: clockTime, end_time: clockTime }),
    service: v.strictObject({ name: v.string(), description: v.string() }),
    customer_notes: v.string(),
  }),
  /** One line per service of the visit, main first, each with its own discount; their prices add up to `total_amount`. */
  lines: v.array(v.strictObject({ name: v.string(), kind: ServiceKind, original_price: v.nullable(rupees), price: rupees })),
});

// ---- Contact ----

export const ContactReceipt = v.strictObject({ id: v.string() });

// ---- The workshop's side ----

export const OpsBooking = v.strictObject({ ...BookingDetail.entries, customer: v.strictObject({ id: v.string(), name: v.string(), email: v.string() }) });

export const BookingStatusChange = v.strictObject({ id: v.string(), status: BookingStatus });

/** A refund of a paid invoice: through the gateway, or given back at the workshop's counter. */
export const Refund = v.strictObject({
  id: v.string(),
  transaction_id: v.string(),
  invoice_id: v.string(),
  booking_id: v.string(),
  channel: v.picklist(['gateway', 'workshop']),
  amount: rupees,
  status: v.picklist(['pending', 'to_return', 'succeeded']),
  created_at: timestamp,
  completed_at: v.nullable(timestamp),
});

export const MailStatus = v.picklist(['queued', 'sending', 'sent', 'delivered', 'read', 'failed']);
/** A mail in the queue, as the workshop sees it. */
export const OpsMail = v.strictObject({
  id: wholeNumber,
  /** email, or a booking message on WhatsApp or by SMS (the same queue). */
  channel: v.picklist(NOTIFICATION_CHANNELS),
  to: v.string(),
  subject: v.string(),
  kind: v.string(),
  booking_id: v.nullable(v.string()),
  status: MailStatus,
  attempts: count,
  last_error: v.nullable(v.string()),
  next_attempt_at: v.nullable(timestamp),
  sent_at: v.nullable(timestamp),
  created_at: timestamp,
  message_id: v.string(),
});
/** Where delivered mail goes: an SMTP server (SMTP_URL), or .eml files under DATA_DIR/mail/ (it leaves no machine). */
export const MailDelivery = v.picklist(['smtp', 'file']);
/** `GET /api/ops/mail`: the mails, and how this server delivers them. */
export const OpsMailList = v.strictObject({ success: v.literal(true), delivery: MailDelivery, data: v.array(OpsMail) });
export const OpsMailDetail = v.strictObject({
  ...OpsMail.entries,
  reply_to: v.nullable(v.string()),
  text: v.string(),
  html: v.string(),
  attachments: v.array(v.strictObject({ filename: v.string(), content_type: v.string() })),
  file: v.nullable(v.string()),
});

/** An invoice marked paid at the workshop. */
export const InvoicePayment = v.strictObject({
  id: v.string(),
  booking_id: v.string(),
  amount: rupees,
  tax_amount: rupees,
  total_amount: rupees,
  payment_status: v.string(),
  payment_method: v.nullable(v.string()),
  paid_at: v.nullable(timestamp),
});
