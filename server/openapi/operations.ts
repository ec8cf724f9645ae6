// Every /api operation: the valibot schema its body is validated with, the schema of its success answer, and the
// refusals it adds to the shared rules of refusals.ts. The source of /api/openapi.json.
// A test fails when a route is registered without an entry here (or an entry names no route).
import * as v from 'valibot';
import type { GenericSchema } from 'valibot';
import {
  BookingCreatePayload,
  BookingNotesPayload,
  CancelPayload,
  CardPaymentPayload,
  CarPayload,
  CarUpdatePayload,
  ContactPayload,
  CustomerCancelPayload,
  CustomerReschedulePayload,
  ForgotPasswordPayload,
  LoginPayload,
  ProfileUpdate,
  RatingPayload,
  RegisterPayload,
  ReschedulePayload,
  ResetPasswordPayload,
  UpiPaymentPayload,
  WalletPaymentPayload,
} from '../../src/domain/schemas';
import {
  Alive,
  AvailableDate,
  AvailableTime,
  BookingDetail,
  BookingListItem,
  BookingStatusChange,
  Car,
  ContactReceipt,
  Done,
  Invoice,
  InvoicePayment,
  LoginResponseData,
  OpsBooking,
  OpsMail,
  OpsMailDetail,
  OpsMailList,
  Refund,
  paged,
  PaymentDeclined,
  PaymentFailure,
  PaymentMethodOption,
  PaymentPending,
  PaymentSucceeded,
  PaymentVerified,
  ProfileAnswer,
  Ready,
  Service,
  ServiceDetail,
  SessionUser,
  succeeded,
} from '../../src/domain/wire';
import { NewUserPayload, PaidPayload, ServicesPayload, StatusPayload } from '../routes/ops';
import { BOARD_OPERATIONS } from './board-operations';
import { DESK_OPERATIONS } from './desk-operations';
import { WORKSHOP_OPERATIONS } from './workshop-operations';
import { WorkshopFacts } from '../../src/domain/workshopSettings';
import { REFUND_REQUEST_OPERATIONS } from './refund-request-operations';
import { CHANNEL_OPERATIONS } from './channel-operations';
import { WEBHOOK_OPERATIONS } from './webhook-operations';
import { OPS_PAYMENT_OPERATIONS, PAYMENT_RETURN_OPERATIONS } from './payment-return-operations';
import { BACKUP_OPERATIONS } from './backup-operations';
import { REPORT_OPERATIONS } from './report-operations';

export type Access = 'public' | 'customer' | 'ops';
export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';
export type RefusalStatus = 400 | 401 | 402 | 403 | 404 | 405 | 409 | 413 | 415 | 429 | 502 | 503;
export type RequestHeader = 'Idempotency-Key';

export type SuccessAnswer =
  | { status: 200 | 201 | 202; description: string; json: GenericSchema }
  | { status: 303; description: string; redirect: true }
  | { status: 200; description: string; mediaType: 'application/pdf' | 'text/html' | 'text/calendar' | 'text/plain' | 'text/xml' | 'application/gzip' | 'text/csv' };

/** A refusal particular to the operation: why, and its body when it is not the operation's usual refusal body. */
export type Refusal = string | { description: string; body: GenericSchema };

export interface Operation {
  method: HttpMethod;
  /** As registered, with `:param` segments. */
  path: string;
  tag: string;
  summary: string;
  access: Access;
  body?: GenericSchema;
  query?: string[];
  headers?: readonly RequestHeader[];
  success: SuccessAnswer;
  /** Refusals beyond the shared rules of refusals.ts. */
  refusals?: Partial<Record<RefusalStatus, Refusal>>;
  /** The body of every refusal of this operation; the error envelope unless given. */
  refusalBody?: GenericSchema;
  /** When the operation answers 304 (no body) to an If-None-Match naming its current ETag. */
  notModified?: string;
  /** Answers besides `success` that are not refusals (a payment a real gateway has not decided yet: 202). */
  alsoAnswers?: readonly SuccessAnswer[];
}

const ok = (description: string, json: GenericSchema): SuccessAnswer => ({ status: 200, description, json });
const created = (description: string, json: GenericSchema): SuccessAnswer => ({ status: 201, description, json });
const done = ok('Done: {success: true, message}', Done);

/** Loose on purpose: the document describes itself only as far as a client needs to recognise it. */
const OpenApiDocument = v.looseObject({ openapi: v.literal('3.0.3'), info: v.looseObject({ title: v.string(), version: v.string() }), paths: v.record(v.string(), v.looseObject({})) });

const TOO_MANY = 'Too many attempts from this address or for this account';
const BOOKING_CONFLICT = 'The day or time is full or closed, the car is booked then, or the booking can no longer change (started, or within the change cut-off: call the workshop)';
const SHORT_NUMBER_AMBIGUOUS = 'the 8-character number matches several: errors.id lists each candidate as "full id (description)"';
const ADMIN_ONLY = 'A staff account: only an admin (or the ops token) may do this';
const CANCEL_CONFLICT = 'The booking can no longer be cancelled (started, or within the change cut-off: call the workshop)';

const payment = {
  success: ok('Paid: the invoice is marked paid and the booking confirmed', PaymentSucceeded),
  alsoAnswers: [
    {
      status: 202,
      description:
        'PAYMENT_GATEWAY=live: the gateway has not decided yet — the customer approves on the phone, or (a card) goes to `redirect`, the gateway\'s hosted page. GET /api/payments/verify/{transactionId} follows it.',
      json: PaymentPending,
    },
  ],
  headers: ['Idempotency-Key'],
  refusalBody: PaymentFailure,
  refusals: {
    402: { description: 'Declined by the gateway (the attempt keeps its transactionId)', body: PaymentDeclined },
    404: 'Not your booking, or no such booking',
    409: 'Already paid, refunded (a refunded booking cannot be paid again), cancelled, or the Idempotency-Key belongs to another request or is still being processed',
    502: 'The payment gateway could not be reached',
    503: 'Online payment is switched off (PAYMENT_GATEWAY=off): payment is taken at the workshop',
  },
} satisfies Pick<Operation, 'success' | 'alsoAnswers' | 'headers' | 'refusalBody' | 'refusals'>;

const paymentRead = { refusalBody: PaymentFailure };

export const OPERATIONS: readonly Operation[] = [
  { method: 'get', path: '/api/health', tag: 'health', summary: 'Process is up', access: 'public', success: ok('Alive', Alive) },
  { method: 'get', path: '/api/openapi.json', tag: 'docs', summary: 'This document', access: 'public', success: ok('OpenAPI 3.0', OpenApiDocument) },
  { method: 'get', path: '/api/docs', tag: 'docs', summary: 'This document as a page', access: 'public', success: { status: 200, description: 'HTML', mediaType: 'text/html' } },
  { method: 'get', path: '/api/ready', tag: 'health', summary: 'Database reachable', access: 'public', success: ok('Ready', Ready), refusals: { 503: 'Database unreachable' } },

  {
    method: 'post', path: '/api/auth/customer/register/', tag: 'auth', summary: 'Create a customer account and sign in', access: 'public', body: RegisterPayload,
    success: created('Signed in (sets the sid cookie, and the did device cookie when the browser has none)', succeeded(LoginResponseData)),
    refusals: { 409: 'The e-mail address is already registered', 429: `${TOO_MANY} (REGISTER_MAX_PER_IP registrations an hour from one address)` },
  },
  {
    method: 'post', path: '/api/auth/customer/login/', tag: 'auth', summary: 'Sign in (sets the sid cookie)', access: 'public', body: LoginPayload,
    success: ok("Signed in: message 'Login successful'", succeeded(LoginResponseData)),
    refusals: { 401: 'Wrong e-mail address or password', 403: 'Not a customer account', 429: TOO_MANY },
  },
  { method: 'post', path: '/api/auth/logout/', tag: 'auth', summary: 'Sign out (destroys the session)', access: 'public', success: done },
  { method: 'get', path: '/api/auth/customer/status/', tag: 'auth', summary: 'The signed-in customer', access: 'customer', success: ok('The customer', succeeded(LoginResponseData)) },
  { method: 'get', path: '/api/auth/profile/', tag: 'auth', summary: 'Profile: name, email, phone, address, city, state, zipCode, language, and where booking messages go (phone_channel) among the channels offered (phone_channels)', access: 'customer', success: ok('The profile', succeeded(ProfileAnswer)) },
  {
    method: 'put', path: '/api/auth/profile/', tag: 'auth', summary: 'Update the profile (language: the language of the account\'s mails and receipts)', access: 'customer', body: ProfileUpdate,
    success: ok('The profile as saved (a new phone switches phone_channel off; phone_channel "none" switches it off, any other value is a 400)', succeeded(ProfileAnswer)),
    refusals: { 409: 'The e-mail address belongs to another account', 429: 'Too many wrong current passwords (they count towards the sign-in limit)' },
  },
  { method: 'post', path: '/api/auth/password/forgot/', tag: 'auth', summary: 'Mail a one-time reset link', access: 'public', body: ForgotPasswordPayload, success: done, refusals: { 429: TOO_MANY } },
  { method: 'post', path: '/api/auth/password/reset/', tag: 'auth', summary: 'Set a new password with a reset token', access: 'public', body: ResetPasswordPayload, success: done, refusals: { 429: TOO_MANY } },

  { method: 'get', path: '/api/services/list/', tag: 'services', summary: 'The catalogue: main services, or with kind=addon the add-ons booked beside one (kind=service|addon; anything else 400)', access: 'public', query: ['page', 'page_size', 'category', 'is_active', 'kind'], success: ok('A page of services', paged(Service)) },
  { method: 'get', path: '/api/services/:id/', tag: 'services', summary: 'One service', access: 'public', success: ok('The service', succeeded(Service)) },
  { method: 'get', path: '/api/services/:id/detail/', tag: 'services', summary: 'One service with its details', access: 'public', success: ok('The service and its duration label', succeeded(ServiceDetail)) },

  { method: 'get', path: '/api/cars/by-customer/', tag: 'cars', summary: 'My vehicles', access: 'customer', query: ['customer_id'], success: ok('The vehicles, oldest first', succeeded(v.array(Car))) },
  {
    method: 'post', path: '/api/cars/add-car/', tag: 'cars', summary: 'Add a vehicle (the first becomes default)', access: 'customer', body: CarPayload,
    success: created('The vehicle', succeeded(Car)), refusals: { 409: 'The plate is already saved, or the vehicle limit is reached' },
  },
  {
    method: 'patch', path: '/api/cars/:id/', tag: 'cars', summary: 'Change a vehicle or make it the default', access: 'customer', body: CarUpdatePayload,
    success: ok('The vehicle as saved', succeeded(Car)), refusals: { 409: 'The plate is already saved' },
  },
  { method: 'delete', path: '/api/cars/:id/', tag: 'cars', summary: 'Remove a vehicle without active bookings', access: 'customer', success: done, refusals: { 409: 'The vehicle has upcoming or active bookings' } },

  {
    method: 'get', path: '/api/bookings/available-dates/', tag: 'bookings', summary: 'Bare array of {date, available, slots_available, earliest_time}, for the whole visit: the service and addons=ID,ID (400 naming addons for an unknown, inactive or repeated add-on, or more than five)', access: 'public', query: ['days', 'start_date', 'service', 'addons'],
    success: ok('One entry per day', v.array(AvailableDate)), refusals: { 404: 'Unknown service' },
  },
  {
    method: 'get', path: '/api/bookings/available-times/', tag: 'bookings', summary: 'Bare array of {time, available}: every start time of one day for a visit (the service and addons=ID,ID, as the date grid)', access: 'public', query: ['date', 'service', 'addons'],
    success: ok('Every start time of the day, earliest first; all unavailable on a past or closed day or one outside the booking window', v.array(AvailableTime)),
    refusals: { 404: 'Unknown service' },
  },
  {
    method: 'post', path: '/api/bookings/create-customer/', tag: 'bookings', summary: 'Book a service (allocates bay and time; 409 when the day is full)', access: 'customer', body: BookingCreatePayload,
    headers: ['Idempotency-Key'],
    success: created('The booking (a retry with the same Idempotency-Key answers the same booking)', succeeded(BookingDetail)),
    refusals: {
      404: 'Unknown service or vehicle',
      409:
        'The day or time is full or closed, the car is booked then, the customer already holds the most upcoming bookings (MAX_ACTIVE_BOOKINGS), ' +
        'the client address or device (did cookie, set on the first booking) already holds the most upcoming unpaid bookings (MAX_UNPAID_PER_IP, MAX_UNPAID_PER_DEVICE), ' +
        'the calendar is filling fast and the account is new (BUSY_CALENDAR_PERCENT, NEW_ACCOUNT_HOURS), or the Idempotency-Key was used with another body',
      429: 'Too many bookings made from this account or this address in the hour (BOOKING_MAX_PER_ACCOUNT, BOOKING_MAX_PER_IP)',
    },
  },
  { method: 'get', path: '/api/bookings/my-bookings/', tag: 'bookings', summary: 'My bookings, paged', access: 'customer', query: ['page', 'page_size'], success: ok('A page of bookings', paged(BookingDetail)) },
  { method: 'get', path: '/api/bookings/:id/', tag: 'bookings', summary: 'One of my bookings', access: 'customer', success: ok('The booking', succeeded(BookingDetail)) },
  {
    method: 'patch', path: '/api/bookings/:id/', tag: 'bookings', summary: 'Change my booking notes', access: 'customer', body: BookingNotesPayload,
    success: ok('The booking as saved', succeeded(BookingDetail)), refusals: { 409: 'The booking can no longer change' },
  },
  { method: 'post', path: '/api/bookings/:id/cancel/', tag: 'bookings', summary: 'Cancel my booking', access: 'customer', body: CancelPayload, success: done, refusals: { 409: CANCEL_CONFLICT } },
  {
    method: 'post', path: '/api/bookings/:id/reschedule/', tag: 'bookings', summary: 'Move my booking', access: 'customer', body: ReschedulePayload,
    success: ok('The booking at its new time', succeeded(BookingDetail)), refusals: { 409: BOOKING_CONFLICT },
  },
  {
    method: 'get', path: '/api/customer/my-bookings/', tag: 'bookings', summary: 'My bookings as the My Bookings page lists them', access: 'customer', query: ['status', 'date_from', 'date_to'],
    success: ok('Newest first', succeeded(v.array(BookingListItem))),
  },
  { method: 'get', path: '/api/customer/my-bookings/:id/', tag: 'bookings', summary: 'One booking, list shape', access: 'customer', success: ok('The booking', succeeded(BookingListItem)) },
  {
    method: 'post', path: '/api/customer/my-bookings/:id/cancel/', tag: 'bookings', summary: 'Cancel with a reason', access: 'customer', body: CustomerCancelPayload,
    success: done, refusals: { 409: CANCEL_CONFLICT },
  },
  {
    method: 'post', path: '/api/customer/my-bookings/:id/reschedule/', tag: 'bookings', summary: 'Reschedule to a new date', access: 'customer', body: CustomerReschedulePayload,
    success: ok('The booking at its new time', succeeded(BookingListItem)), refusals: { 409: BOOKING_CONFLICT },
  },
  {
    method: 'post', path: '/api/customer/my-bookings/:id/rate/', tag: 'bookings', summary: 'Rate a completed booking once', access: 'customer', body: RatingPayload,
    success: done, refusals: { 409: 'Not completed, or already rated' },
  },

  {
    method: 'post', path: '/api/payments/card', tag: 'payments',
    summary: 'Pay a booking by card (PAYMENT_GATEWAY=live: only {bookingId}; the card is typed on the gateway\'s hosted page and card fields are refused)',
    access: 'customer', body: CardPaymentPayload, ...payment,
  },
  { method: 'post', path: '/api/payments/upi', tag: 'payments', summary: 'Pay a booking by UPI', access: 'customer', body: UpiPaymentPayload, ...payment },
  { method: 'post', path: '/api/payments/wallet', tag: 'payments', summary: 'Pay a booking from a wallet', access: 'customer', body: WalletPaymentPayload, ...payment },
  { method: 'get', path: '/api/payments/verify/:transactionId', tag: 'payments', summary: 'One of my payments', access: 'customer', success: ok('The payment attempt', PaymentVerified), ...paymentRead },
  { method: 'get', path: '/api/payments/methods', tag: 'payments', summary: 'Payment methods and wallets offered', access: 'public', success: ok('The methods in display order', succeeded(v.array(PaymentMethodOption))), ...paymentRead },

  { method: 'get', path: '/api/invoices/', tag: 'invoices', summary: 'My invoices, paged', access: 'customer', query: ['page', 'page_size'], success: ok('A page of invoices', paged(Invoice)) },
  { method: 'get', path: '/api/invoices/:id/', tag: 'invoices', summary: 'One of my invoices', access: 'customer', success: ok('The invoice', succeeded(Invoice)) },
  {
    method: 'get', path: '/api/invoices/:id/download/', tag: 'invoices', summary: 'The invoice as a PDF (invoice-{id}.pdf); cookie or bearer token', access: 'customer',
    success: { status: 200, description: 'The PDF, as an attachment', mediaType: 'application/pdf' },
  },
  {
    method: 'get', path: '/api/bookings/:id/calendar.ics', tag: 'bookings', summary: 'One of my bookings as an iCalendar entry (booking-{number}.ics; METHOD:CANCEL once cancelled)', access: 'customer',
    success: { status: 200, description: 'The calendar entry, as an attachment', mediaType: 'text/calendar' },
  },

  { method: 'post', path: '/api/contact/recieve/', tag: 'contact', summary: 'Send a message to the workshop', access: 'public', body: ContactPayload, success: created('Received', succeeded(ContactReceipt)), refusals: { 429: TOO_MANY } },
  {
    method: 'get', path: '/api/workshop/', tag: 'workshop', summary: "The workshop's name, address, phone, e-mail and the home page's figures, as the Settings page last set them", access: 'public',
    success: ok('The workshop', succeeded(WorkshopFacts)),
  },
  { method: 'post', path: '/api/contact/receive/', tag: 'contact', summary: 'Same as /api/contact/recieve/', access: 'public', body: ContactPayload, success: created('Received', succeeded(ContactReceipt)), refusals: { 429: TOO_MANY } },

  {
    method: 'post', path: '/api/ops/users', tag: 'ops', summary: 'Create a user of any role', access: 'ops', body: NewUserPayload,
    success: created('The user', succeeded(SessionUser)), refusals: { 403: `Asking for a staff or admin account: ${ADMIN_ONLY.toLowerCase()}`, 409: 'The e-mail address is already registered' },
  },
  { method: 'get', path: '/api/ops/services', tag: 'ops', summary: 'The whole catalogue, inactive included', access: 'ops', success: ok('Every service', succeeded(v.array(Service))) },
  { method: 'post', path: '/api/ops/services', tag: 'ops', summary: 'Create or update services (admin)', access: 'ops', body: ServicesPayload, success: ok('The services as saved', succeeded(v.array(Service))), refusals: { 403: ADMIN_ONLY } },
  { method: 'post', path: '/api/ops/services/:id/deactivate', tag: 'ops', summary: 'Take a service off the catalogue (admin)', access: 'ops', success: ok('The service, now inactive', succeeded(Service)), refusals: { 403: ADMIN_ONLY } },
  { method: 'get', path: '/api/ops/bookings', tag: 'ops', summary: 'All bookings', access: 'ops', query: ['date', 'status'], success: ok('Bookings by date, time and bay', succeeded(v.array(OpsBooking))) },
  {
    method: 'post', path: '/api/ops/bookings/:id/status', tag: 'ops', summary: 'Move a booking through the status flow (:id is the full id or the 8-character booking number, any case)', access: 'ops', body: StatusPayload,
    success: ok('The new status', succeeded(BookingStatusChange)), refusals: { 409: `The status flow does not allow this change, or a no-show is asked before the booking's start time (start and complete are accepted at any time); ${SHORT_NUMBER_AMBIGUOUS}` },
  },
  {
    method: 'post', path: '/api/ops/invoices/:id/paid', tag: 'ops', summary: 'Mark an invoice paid at the workshop (:id is the full id, the 8-character number or the INV-YYYY-NNNNNN invoice number, any case)', access: 'ops', body: PaidPayload,
    success: ok('The invoice as paid', succeeded(InvoicePayment)), refusals: { 409: `Already paid, or closed: void (booking cancelled) or refunded; ${SHORT_NUMBER_AMBIGUOUS}` },
  },
  {
    method: 'post', path: '/api/ops/invoices/:id/refund', tag: 'ops', summary: 'Refund a paid invoice: online payments through the gateway, workshop payments recorded (:id is the full id, the 8-character number or the INV-YYYY-NNNNNN invoice number, any case)', access: 'ops',
    success: ok('The refund (pending while the gateway has not confirmed it)', succeeded(Refund)), refusals: { 403: ADMIN_ONLY, 409: `The invoice is not paid, or was paid again after its refund (before refunded invoices were closed); ${SHORT_NUMBER_AMBIGUOUS}` },
  },
  { method: 'get', path: '/api/ops/mail', tag: 'ops', summary: "The outbox (e-mail, WhatsApp, SMS; `channel` picks one), newest first (at most 100), and how mail leaves: delivery 'smtp' (SMTP_URL set) or 'file' (written as .eml files under DATA_DIR/mail/, sent nowhere)", access: 'ops', query: ['status', 'to', 'channel'], success: ok('Mail', OpsMailList) },
  { method: 'get', path: '/api/ops/mail/:id', tag: 'ops', summary: 'One mail with its text and HTML (and its .eml file without SMTP); a secret it carries (a reset link) reads masked, and the read is recorded in the audit log', access: 'ops', success: ok('The mail', succeeded(OpsMailDetail)) },
  {
    method: 'post', path: '/api/ops/mail/:id/resend', tag: 'ops', summary: 'Queue a failed mail again', access: 'ops',
    success: ok('The mail, queued', succeeded(OpsMail)), refusals: { 409: 'The mail has not failed' },
  },
  ...WORKSHOP_OPERATIONS,
  ...BOARD_OPERATIONS,
  ...DESK_OPERATIONS,
  ...REFUND_REQUEST_OPERATIONS,
  ...CHANNEL_OPERATIONS,
  ...WEBHOOK_OPERATIONS,
  ...PAYMENT_RETURN_OPERATIONS,
  ...OPS_PAYMENT_OPERATIONS,
  ...BACKUP_OPERATIONS,
  ...REPORT_OPERATIONS,
];
