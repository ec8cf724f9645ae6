// What the front desk's routes answer, as valibot schemas for /api/openapi.json and the contract tests (desk.ts
// infers the console's types from them): a desk booking's refusals, the customer file, a block's refusal.
import * as v from 'valibot';
import { NOTIFICATION_CHANNELS, NOTIFICATION_STATUSES } from './channels';
import { BoardBooking } from './boardWire';
import { ApiError, Car } from './wire';

const count = v.pipe(v.number(), v.integer(), v.minValue(0));
const rupees = v.pipe(v.number(), v.integer(), v.minValue(0));
const isoDate = v.pipe(v.string(), v.isoDate());
const timestamp = v.pipe(v.string(), v.isoTimestamp());
const clockTime = v.pipe(v.string(), v.regex(/^\d{2}:\d{2}$/));

/** Who a customer is and how to reach them: every customer answer starts with these. */
const contact = { id: v.string(), full_name: v.string(), email: v.nullable(v.string()), phone: v.string() };

/** The customer has a password (signs in); false for one the desk booked who has not set one yet. */
const hasAccount = { has_account: v.boolean() };

/** A customer as the desk's duplicate warning offers them. */
export const ExistingCustomer = v.strictObject(contact);

/** 409 to a new customer whose phone or e-mail address another customer has: that customer, to book for instead. */
export const DuplicateCustomerRefusal = v.strictObject({ ...ApiError.entries, data: v.strictObject({ existing_customer: ExistingCustomer }) });

/** A booking standing where a block was asked for. */
export const BookingInTheWay = v.strictObject({ id: v.string(), short_id: v.string(), customer: v.string(), time: clockTime });

/** 409 to a block over bookings: each of them, to move or cancel first. */
export const BlockOverBookingsRefusal = v.strictObject({ ...ApiError.entries, data: v.strictObject({ bookings: v.array(BookingInTheWay) }) });

/** One customer in the desk's list (`GET /api/ops/customers`). */
export const CustomerSummary = v.strictObject({
  ...contact,
  ...hasAccount,
  bookings: count,
  no_shows: count,
  /** The date of the latest booking the customer came for (in progress or completed); null before the first. */
  last_visit: v.nullable(isoDate),
});

export const CustomerTotals = v.strictObject({
  /** Completed bookings. */
  visits: count,
  /** PKR of the customer's invoices that are paid (refunded ones not counted). */
  total_paid: rupees,
  no_shows: count,
  cancellations: count,
});

/** One message of a customer's conversation with the workshop: theirs (in) or the workshop's (out, with its status). */
export const ConversationEntry = v.strictObject({
  id: v.string(),
  direction: v.picklist(['in', 'out']),
  channel: v.picklist(NOTIFICATION_CHANNELS),
  kind: v.string(),
  text: v.string(),
  /** Where an outgoing message's delivery stands; null for the customer's own. */
  status: v.nullable(v.picklist(NOTIFICATION_STATUSES)),
  at: timestamp,
});

/** `GET /api/ops/customers/{id}`: contact details, the staff's notes, cars, every booking newest first, totals. */
export const CustomerFile = v.strictObject({
  ...contact,
  ...hasAccount,
  created_at: timestamp,
  /** The staff's notes about the customer; never in a customer's own answers. */
  notes: v.string(),
  cars: v.array(Car),
  bookings: v.array(BoardBooking),
  totals: CustomerTotals,
  /** WhatsApp and SMS with the customer (their messages in, the workshop's out), oldest first, the last 100. */
  conversation: v.array(ConversationEntry),
});
