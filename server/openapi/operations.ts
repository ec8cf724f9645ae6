// Every /api operation, with the valibot schema its body is validated with: the source of /api/openapi.json.
// A test fails when a route is registered without an entry here (or an entry names no route).
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
import { NewUserPayload, PaidPayload, ServicesPayload, StatusPayload } from '../routes/ops';

export type Access = 'public' | 'customer' | 'ops';

export interface Operation {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  /** As registered, with `:param` segments. */
  path: string;
  tag: string;
  summary: string;
  access: Access;
  body?: GenericSchema;
  query?: string[];
  /** What a success (or a notable refusal) answers: status → description. */
  answers: Record<string, string>;
}

const paged = { '200': 'Paged list: {count, next, previous, results}' };
const single = { '200': 'Envelope {success: true, message?, data}' };
const payment = {
  '200': '{success: true, transactionId, message, data}',
  '402': 'Declined by the gateway: {success: false, error, message, detail, transactionId}',
  '409': 'Already paid, or not payable',
};

export const OPERATIONS: readonly Operation[] = [
  { method: 'get', path: '/api/health', tag: 'health', summary: 'Process is up', access: 'public', answers: { '200': '{status: "ok"}' } },
  { method: 'get', path: '/api/openapi.json', tag: 'docs', summary: 'This document', access: 'public', answers: { '200': 'OpenAPI 3.0' } },
  { method: 'get', path: '/api/docs', tag: 'docs', summary: 'This document as a page', access: 'public', answers: { '200': 'HTML' } },
  { method: 'get', path: '/api/ready', tag: 'health', summary: 'Database reachable', access: 'public', answers: { '200': 'Ready', '503': 'Database unreachable' } },

  { method: 'post', path: '/api/auth/customer/register/', tag: 'auth', summary: 'Create a customer account and sign in', access: 'public', body: RegisterPayload, answers: { '201': 'Signed in: {success, message, data: {role, user}}' } },
  { method: 'post', path: '/api/auth/customer/login/', tag: 'auth', summary: 'Sign in (sets the sid cookie)', access: 'public', body: LoginPayload, answers: { '200': "{success, message: 'Login successful', data: {role, user}}", '429': 'Too many failed attempts (Retry-After)' } },
  { method: 'post', path: '/api/auth/logout/', tag: 'auth', summary: 'Sign out (destroys the session)', access: 'public', answers: single },
  { method: 'get', path: '/api/auth/customer/status/', tag: 'auth', summary: 'The signed-in customer', access: 'customer', answers: single },
  { method: 'get', path: '/api/auth/profile/', tag: 'auth', summary: 'Profile: name, email, phone, address, city, state, zipCode', access: 'customer', answers: single },
  { method: 'put', path: '/api/auth/profile/', tag: 'auth', summary: 'Update the profile', access: 'customer', body: ProfileUpdate, answers: single },
  { method: 'post', path: '/api/auth/password/forgot/', tag: 'auth', summary: 'Mail a one-time reset link', access: 'public', body: ForgotPasswordPayload, answers: single },
  { method: 'post', path: '/api/auth/password/reset/', tag: 'auth', summary: 'Set a new password with a reset token', access: 'public', body: ResetPasswordPayload, answers: single },

  { method: 'get', path: '/api/services/list/', tag: 'services', summary: 'The catalogue', access: 'public', query: ['page', 'page_size', 'category', 'is_active'], answers: paged },
  { method: 'get', path: '/api/services/:id/', tag: 'services', summary: 'One service', access: 'public', answers: single },
  { method: 'get', path: '/api/services/:id/detail/', tag: 'services', summary: 'One service with its details', access: 'public', answers: single },

  { method: 'get', path: '/api/cars/by-customer/', tag: 'cars', summary: 'My vehicles', access: 'customer', query: ['customer_id'], answers: single },
  { method: 'post', path: '/api/cars/add-car/', tag: 'cars', summary: 'Add a vehicle (the first becomes default)', access: 'customer', body: CarPayload, answers: { '201': 'Envelope with the vehicle' } },
  { method: 'patch', path: '/api/cars/:id/', tag: 'cars', summary: 'Change a vehicle or make it the default', access: 'customer', body: CarUpdatePayload, answers: single },
  { method: 'delete', path: '/api/cars/:id/', tag: 'cars', summary: 'Remove a vehicle without active bookings', access: 'customer', answers: single },

  { method: 'get', path: '/api/bookings/available-dates/', tag: 'bookings', summary: 'Bare array of {date, available, slots_available, earliest_time}', access: 'public', query: ['days', 'start_date', 'service'], answers: { '200': 'Array of available dates' } },
  { method: 'post', path: '/api/bookings/create-customer/', tag: 'bookings', summary: 'Book a service (allocates bay and time; 409 when the day is full)', access: 'customer', body: BookingCreatePayload, answers: { '201': 'Envelope with the booking', '409': 'The day is full' } },
  { method: 'get', path: '/api/bookings/my-bookings/', tag: 'bookings', summary: 'My bookings, paged', access: 'customer', query: ['page', 'page_size'], answers: paged },
  { method: 'get', path: '/api/bookings/:id/', tag: 'bookings', summary: 'One of my bookings', access: 'customer', answers: single },
  { method: 'patch', path: '/api/bookings/:id/', tag: 'bookings', summary: 'Change my booking notes', access: 'customer', body: BookingNotesPayload, answers: single },
  { method: 'post', path: '/api/bookings/:id/cancel/', tag: 'bookings', summary: 'Cancel my booking', access: 'customer', body: CancelPayload, answers: single },
  { method: 'post', path: '/api/bookings/:id/reschedule/', tag: 'bookings', summary: 'Move my booking', access: 'customer', body: ReschedulePayload, answers: single },
  { method: 'get', path: '/api/customer/my-bookings/', tag: 'bookings', summary: 'My bookings as the My Bookings page lists them', access: 'customer', query: ['status', 'date_from', 'date_to'], answers: single },
  { method: 'get', path: '/api/customer/my-bookings/:id/', tag: 'bookings', summary: 'One booking, list shape', access: 'customer', answers: single },
  { method: 'post', path: '/api/customer/my-bookings/:id/cancel/', tag: 'bookings', summary: 'Cancel with a reason', access: 'customer', body: CustomerCancelPayload, answers: single },
  { method: 'post', path: '/api/customer/my-bookings/:id/reschedule/', tag: 'bookings', summary: 'Reschedule to a new date', access: 'customer', body: CustomerReschedulePayload, answers: single },
  { method: 'post', path: '/api/customer/my-bookings/:id/rate/', tag: 'bookings', summary: 'Rate a completed booking once', access: 'customer', body: RatingPayload, answers: single },

  { method: 'post', path: '/api/payments/card', tag: 'payments', summary: 'Pay a booking by card (Idempotency-Key header)', access: 'customer', body: CardPaymentPayload, answers: payment },
  { method: 'post', path: '/api/payments/upi', tag: 'payments', summary: 'Pay a booking by UPI (Idempotency-Key header)', access: 'customer', body: UpiPaymentPayload, answers: payment },
  { method: 'post', path: '/api/payments/wallet', tag: 'payments', summary: 'Pay a booking from a wallet (Idempotency-Key header)', access: 'customer', body: WalletPaymentPayload, answers: payment },
  { method: 'get', path: '/api/payments/verify/:transactionId', tag: 'payments', summary: 'One of my payments', access: 'customer', answers: single },
  { method: 'get', path: '/api/payments/methods', tag: 'payments', summary: 'Payment methods and wallets offered', access: 'public', answers: single },

  { method: 'get', path: '/api/invoices/', tag: 'invoices', summary: 'My invoices, paged', access: 'customer', query: ['page', 'page_size'], answers: paged },
  { method: 'get', path: '/api/invoices/:id/', tag: 'invoices', summary: 'One of my invoices', access: 'customer', answers: single },
  { method: 'get', path: '/api/invoices/:id/download/', tag: 'invoices', summary: 'The invoice as a PDF (invoice-{id}.pdf); cookie or bearer token', access: 'customer', answers: { '200': 'application/pdf' } },

  { method: 'post', path: '/api/contact/recieve/', tag: 'contact', summary: 'Send a message to the workshop', access: 'public', body: ContactPayload, answers: single },
  { method: 'post', path: '/api/contact/receive/', tag: 'contact', summary: 'Same as /api/contact/recieve/', access: 'public', body: ContactPayload, answers: single },

  { method: 'post', path: '/api/ops/users', tag: 'ops', summary: 'Create a user of any role', access: 'ops', body: NewUserPayload, answers: single },
  { method: 'get', path: '/api/ops/services', tag: 'ops', summary: 'The whole catalogue, inactive included', access: 'ops', answers: single },
  { method: 'post', path: '/api/ops/services', tag: 'ops', summary: 'Create or update services', access: 'ops', body: ServicesPayload, answers: single },
  { method: 'post', path: '/api/ops/services/:id/deactivate', tag: 'ops', summary: 'Take a service off the catalogue', access: 'ops', answers: single },
  { method: 'get', path: '/api/ops/bookings', tag: 'ops', summary: 'All bookings', access: 'ops', query: ['date', 'status'], answers: single },
  { method: 'post', path: '/api/ops/bookings/:id/status', tag: 'ops', summary: 'Move a booking through the status flow', access: 'ops', body: StatusPayload, answers: single },
  { method: 'post', path: '/api/ops/invoices/:id/paid', tag: 'ops', summary: 'Mark an invoice paid at the workshop', access: 'ops', body: PaidPayload, answers: single },
];
