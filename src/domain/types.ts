// Shapes on the wire (spec §3), shared by the SPA and the server. Most are inferred from the valibot schemas in
// wire.ts, which also describe the answers in /api/openapi.json; `import type` keeps valibot out of the SPA's bundle.
import type { InferOutput } from 'valibot';
import type { BookingStatus } from './constants';
import type * as wire from './wire';

export type SessionUser = InferOutput<typeof wire.SessionUser>;
export type LoginResponseData = InferOutput<typeof wire.LoginResponseData>;
export type Profile = InferOutput<typeof wire.Profile>;
export type PhoneChannelState = InferOutput<typeof wire.PhoneChannelState>;
export type ProfileAnswer = InferOutput<typeof wire.ProfileAnswer>;
export type ServiceItem = InferOutput<typeof wire.ServiceItem>;
export type Service = InferOutput<typeof wire.Service>;
export type BookingItem = InferOutput<typeof wire.BookingItem>;

export interface Paged<T> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
}

export interface ApiSuccess<T> {
  success: true;
  message?: string;
  data: T;
}

export type ApiErrorBody = InferOutput<typeof wire.ApiError>;
export type AvailableDate = InferOutput<typeof wire.AvailableDate>;
export type AvailableTime = InferOutput<typeof wire.AvailableTime>;
export type Car = InferOutput<typeof wire.Car>;
/** A booking as the confirmation and detail views read it. */
export type BookingDetail = InferOutput<typeof wire.BookingDetail>;
export type Deposit = InferOutput<typeof wire.Deposit>;
/** A booking as the My Bookings list reads it. */
export type BookingListItem = InferOutput<typeof wire.BookingListItem>;

/** What the checkout page needs, passed in navigation state (spec §3 "Checkout booking data"). */
export interface CheckoutBooking {
  bookingId: string;
  service: string;
  /** Every service of the visit with its price, main first, when it has add-ons. */
  items?: Array<{ name: string; price: number }>;
  price: number;
  originalPrice?: number | null;
  timeSlot: { date: string; time: string };
  car: { year: number; make: string; model: string; licensePlate: string; color?: string };
  customerNotes?: string;
  /** The deposit still to pay online (src/domain/deposit.ts); absent when the whole price is paid here. */
  deposit?: CheckoutDeposit;
}

export interface CheckoutDeposit {
  amount: number;
  /** What is left for the workshop's counter. */
  balance: number;
  /** ISO instant. */
  dueBy: string;
}

export type PaymentChannel = InferOutput<typeof wire.PaymentChannel>;

/** Body of every payment answer: success or failure, always with the transaction id once one exists. */
export interface PaymentResult {
  success: boolean;
  transactionId?: string;
  error?: string;
  message?: string;
  /** 202: the gateway has not decided yet (the customer approves on the phone, or pays on the hosted page). */
  pending?: true;
  /** The gateway's hosted page to send the customer to (PAYMENT_GATEWAY=live cards). */
  redirect?: HostedRedirect;
}

/** A redirect to a gateway's hosted page: a plain GET, or a form POST of `fields` (JazzCash's merchant form). */
export interface HostedRedirect {
  url: string;
  method: 'GET' | 'POST';
  fields: Record<string, string>;
}

/** 'voided': approved by the gateway but the invoice was paid meanwhile by another attempt. */
export type PaymentAttemptStatus = InferOutput<typeof wire.PaymentAttemptStatus>;

/** `data` of a payment answer and of GET /api/payments/verify/{id}; no card number, UPI id or phone, ever. */
export type PaymentDetails = InferOutput<typeof wire.PaymentDetails>;

/** An invoice (spec §3), with the company block and tax label the page and the PDF print. */
export type Invoice = InferOutput<typeof wire.Invoice>;
export type Refund = InferOutput<typeof wire.Refund>;
export type OpsMail = InferOutput<typeof wire.OpsMail>;
export type OpsMailDetail = InferOutput<typeof wire.OpsMailDetail>;
export type MailDelivery = InferOutput<typeof wire.MailDelivery>;

export type { BookingStatus };

/** A policy page's text (terms, privacy): sections with an anchor id each. */
export interface PolicySection {
  id: string;
  title: string;
  paragraphs: readonly string[];
}

export interface PolicyPage {
  title: string;
  updated: string;
  intro: string;
  sections: readonly PolicySection[];
}
