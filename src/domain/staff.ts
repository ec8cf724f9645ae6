// The workshop console's wire contract (issue "The workshop's console"): what /api/auth/staff/… and the console's
// /api/ops/… routes answer, and the rules both sides share (which action a booking allows, who may do it).
import type { InboxChannel, NotificationChannel, NotificationStatus } from './channels';
import type { BookingSource, BookingStatus, PaymentMethod, PaymentStatus, Role, SERVICE_CATEGORIES, ServiceKind } from './constants';
import type { BookingItem, Deposit } from './types';
import { canTransition } from './booking-status';

export type StaffRole = Extract<Role, 'staff' | 'admin'>;
export const STAFF_ROLES: readonly StaffRole[] = ['staff', 'admin'];
/** Who can stand in the audit log: staff and admins, the ops token, and an account resetting its own password. */
export type AuditActorRole = Role | 'ops_token';
export const AUDIT_ACTOR_ROLES: readonly AuditActorRole[] = ['customer', 'staff', 'admin', 'ops_token'];
export const isStaffRole = (role: string): role is StaffRole => role === 'staff' || role === 'admin';

/** `POST /api/auth/staff/login/` and `GET /api/auth/staff/status/` → data. */
export interface StaffSessionData {
  role: StaffRole;
  user: { id: string; name: string; email: string };
  /** True after an admin set a temporary password: the console asks for a new one before anything else. */
  must_change_password: boolean;
}

/** `POST /api/auth/staff/password/` body. */
export interface StaffPasswordChange {
  current_password: string;
  new_password: string;
}

// ---- The day board ----

/** What staff may do to a booking from the console; each is allowed only where the status flow allows it. */
export const BOOKING_ACTIONS = ['confirm', 'start', 'complete', 'no_show', 'cancel', 'reschedule', 'mark_paid', 'refund'] as const;
export type BookingAction = (typeof BOOKING_ACTIONS)[number];

/** The status a status-changing action moves a booking to. */
export const ACTION_STATUS: Partial<Record<BookingAction, BookingStatus>> = {
  confirm: 'confirmed',
  start: 'in_progress',
  complete: 'completed',
  no_show: 'no_show',
  cancel: 'cancelled',
};

/** Actions only an admin may take. */
export const ADMIN_ONLY_ACTIONS: readonly BookingAction[] = ['refund'];

/**
 * The actions a booking allows for a role: the status flow (booking-status.ts) for the status changes (no-show only
 * once `started`, the start time has passed), an unpaid (pending or failed) invoice for mark_paid, a paid one for
 * refund (admin only).
 */
export function allowedActions(status: BookingStatus, paymentStatus: PaymentStatus | null, role: StaffRole, started: boolean): BookingAction[] {
  const actions: BookingAction[] = [];
  for (const action of BOOKING_ACTIONS) {
    const target = ACTION_STATUS[action];
    if (action === 'no_show' && !started) continue;
    if (target && canTransition(status, target)) actions.push(action);
  }
  if (canTransition(status, 'rescheduled')) actions.push('reschedule');
  if (paymentStatus === 'pending' || paymentStatus === 'failed') {
    if (status !== 'cancelled' && status !== 'no_show') actions.push('mark_paid');
  }
  if (paymentStatus === 'paid' && role === 'admin') actions.push('refund');
  return BOOKING_ACTIONS.filter((action) => actions.includes(action));
}

/** One booking as the board and the booking page show it. */
export interface BoardBooking {
  id: string;
  /** The 8-character number customers see (shortId in format.ts: the id's last 8 characters, upper case). */
  short_id: string;
  date: string;
  start_time: string;
  end_time: string;
  bay: number;
  status: BookingStatus;
  /** Where it came from: the customer's web booking, or the desk's (phone, walk_in, whatsapp). */
  source: BookingSource;
  /** `email` is '' for a customer the desk booked without an address. */
  customer: { id: string; name: string; phone: string; email: string };
  vehicle: { make: string; model: string; year: number; plate: string; color: string };
  service: { id: string; name: string; duration_minutes: number };
  /** Every service of the visit, main first, prices frozen when booked. */
  items: BookingItem[];
  /** The visit's length in minutes: the sum of the items' durations. */
  duration: number;
  notes: string;
  cancellation_reason: string | null;
  invoice: { id: string; total: number; payment_status: PaymentStatus; payment_method: PaymentMethod | null } | null;
  /** The deposit the booking asks for (paid online, or still due), so the desk takes only the balance; null when none. */
  deposit: Deposit | null;
  /** What the signed-in staff member may do now (allowedActions for their role). */
  allowed_actions: BookingAction[];
  /** What a refund of the invoice would give back now; null unless the invoice is paid. */
  money_back: MoneyBack | null;
  /** The booking's refund request (staff's cancellation of a paid booking, a customer's of one paid at the desk). */
  refund_request: RefundRequestMarker | null;
}

// ---- Refunds and refund requests ----

export const REFUND_CHANNELS = ['gateway', 'workshop'] as const;
/** gateway: back the way it was paid online; workshop: given back at the counter. */
export type RefundChannel = (typeof REFUND_CHANNELS)[number];

/** Money a refund would give back: how much, and where to. */
export interface MoneyBack {
  amount: number;
  channel: RefundChannel;
  /** How the invoice was paid (cash, card or digital). */
  method: PaymentMethod | null;
  /** The last 4 digits of the card it was paid with online, when a card. */
  card_last4: string | null;
}

export const REFUND_REQUEST_STATUSES = ['open', 'approved', 'declined'] as const;
export type RefundRequestStatus = (typeof REFUND_REQUEST_STATUSES)[number];

/** The board's marker of a booking's refund request. */
export interface RefundRequestMarker {
  id: string;
  status: RefundRequestStatus;
  amount: number;
}

/** `GET /api/ops/refund-requests?status=open|approved|declined` → data, newest first. */
export interface RefundRequest {
  id: string;
  status: RefundRequestStatus;
  booking: { id: string; short_id: string; date: string; start_time: string; service: string; status: BookingStatus };
  customer: { name: string; phone: string };
  invoice_id: string;
  /** Where the money goes when approved; amount is what was paid. */
  money_back: MoneyBack;
  requested_by: { name: string; role: AuditActorRole };
  created_at: string;
  decided_by: string | null;
  decided_at: string | null;
  decline_reason: string | null;
}

/** `POST /api/ops/refund-requests/{id}/decline` body. */
export interface RefundDeclinePayload {
  reason: string;
}

/** `GET /api/ops/board?date=YYYY-MM-DD` → data. Answers 304 to `If-None-Match: <version>` while nothing changed. */
export interface Board {
  date: string;
  /** Bays numbered 1..bays. */
  bays: number;
  slot_minutes: number;
  /** Start time of every slot of the day, 'HH:MM' (08:00 … last start before 20:00). */
  slots: string[];
  closed: boolean;
  closed_note: string;
  /** Changes whenever anything on this board changes (also sent as the ETag). */
  version: string;
  bookings: BoardBooking[];
  /** The day's bay blocks, by start time and bay. */
  blocks: BayBlock[];
}

/**
 * A bay out of service for a time (`GET /api/ops/blocks?date=`, and on the board): it holds every slot its time
 * overlaps, so no booking is placed there. `POST /api/ops/blocks {bay, booking_date, start, end, reason}` adds one.
 */
export interface BayBlock {
  id: string;
  bay: number;
  date: string;
  /** 'HH:MM' */
  start: string;
  end: string;
  reason: string;
  /** Who blocked it: the staff member's name, or "ops token". */
  created_by: string;
  created_at: string;
}

/** `GET /api/ops/bookings/{id}` → data: the booking and its history, newest first. */
export interface BookingDetail {
  booking: BoardBooking;
  history: AuditEntry[];
}

/** `POST /api/ops/bookings/{id}/cancel` body; answers data: BoardBooking (the booking as it is now). */
export interface CancelPayload {
  reason: string;
}

/** `POST /api/ops/bookings/{id}/reschedule` body; answers data: BoardBooking at its new place. */
export interface ReschedulePayload {
  date: string;
  time: string;
}

// ---- The audit log ----

/** `GET /api/ops/audit?page=&booking=` → a paged list of these, newest first. */
export interface AuditEntry {
  id: number;
  at: string;
  actor: { id: string | null; name: string; role: AuditActorRole };
  /** booking.status, booking.cancel, booking.reschedule, invoice.paid, invoice.refund, service.save, service.deactivate,
   * capacity.update, closed_date.add, closed_date.remove, message.read, message.unread, user.create, user.deactivate,
   * user.activate, user.reset_password, user.change_password, mail.resend, settings.update, booking.create_at_desk,
   * block.create, block.remove, customer.update */
  action: string;
  target_kind: 'booking' | 'invoice' | 'service' | 'capacity' | 'closed_date' | 'message' | 'user' | 'mail' | 'settings' | 'block';
  target_id: string;
  /** The service's, account's or message sender's name ("Full Detail"); null for a target without one (a booking). */
  target_name: string | null;
  booking_id: string | null;
  /** One line a person reads, e.g. "Status: Pending → Confirmed". */
  summary: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

// ---- The workshop's settings ----

/** One opening period of a weekday, 'HH:MM' to 'HH:MM' (Karachi); a break is the gap between two periods. */
export interface OpeningPeriod {
  opens: string;
  closes: string;
}

/** A weekday's hours: 1 = Monday … 7 = Sunday; no periods = closed every such weekday. */
export interface WeekdayOpening {
  weekday: number;
  periods: OpeningPeriod[];
}

/**
 * `GET /api/ops/capacity` → data; `PUT /api/ops/capacity` takes {bays, slot_minutes, buffer_minutes?, hours?}.
 * `slot_minutes`: start times are offered every so many minutes from each opening; `buffer_minutes`: cleanup time a
 * booking holds its bay for after it ends; `hours`: always seven entries, Monday first.
 */
export interface CapacitySettings {
  bays: number;
  slot_minutes: number;
  buffer_minutes: number;
  hours: WeekdayOpening[];
  closed_dates: Array<{ date: string; note: string }>;
}

/** `POST /api/ops/closed-dates` body; 409 with `errors.bookings` (one line per booking to move) when it has bookings. */
export interface ClosedDatePayload {
  date: string;
  note?: string;
}

/** `GET /api/ops/messages?page=&status=unread|read` → a paged list of these, newest first, plus `unread` (count). */
export interface InboxMessage {
  id: string;
  /** Where it came in: the web's contact form, WhatsApp or SMS (staff answer on the same channel). */
  channel: InboxChannel;
  /** The sender's name: the contact form's, WhatsApp's profile name, or the linked customer's. */
  name: string;
  /** Null for a WhatsApp or SMS message. */
  email: string | null;
  /** As written on the contact form; `+92…` for a WhatsApp or SMS message. */
  phone: string;
  /**
   * The customer the sender's phone belongs to, when one does (linked by phone): the customer who proved the phone
   * theirs with a code, else the newest account giving it (then `customer_unverified`).
   */
  customer_id: string | null;
  /** True when `customer_id` never proved the sender's phone theirs: anyone may register with any number. Never acted on. */
  customer_unverified: boolean;
  service: string;
  message: string;
  created_at: string;
  read_at: string | null;
  /** What staff answered from the inbox, oldest first. */
  replies: InboxAnswer[];
}

/** An answer staff sent from the inbox, with where its delivery stands. */
export interface InboxAnswer {
  id: number;
  channel: NotificationChannel;
  text: string;
  status: NotificationStatus;
  created_at: string;
}

/** `GET /api/ops/notifications` → data.results: one message to a customer on one channel, and where it stands. */
export interface Notification {
  id: number;
  channel: NotificationChannel;
  /** What it is about: booking_confirmation, booking_reminder, phone_verification, inbox_reply, … */
  kind: string;
  /** An e-mail address, WhatsApp's `923001234567`, or SMS's `+923001234567`. */
  to: string;
  status: NotificationStatus;
  /** The provider's id (WhatsApp's `wamid…`, the SMS API's `sid`); null for mail and before it leaves. */
  provider_id: string | null;
  booking_id: string | null;
  attempts: number;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
}

/** `GET /api/ops/staff` → data (admin only). */
export interface StaffAccount {
  id: string;
  name: string;
  email: string;
  phone: string;
  role: StaffRole;
  active: boolean;
  must_change_password: boolean;
  created_at: string;
}

/**
 * Whether the console offers "Deactivate" on an account: an active one that is neither the signed-in admin's own nor
 * the last active admin (the server refuses both with 409: setStaffActive in server/services/staff-accounts.ts).
 */
export function canDeactivateAccount(account: StaffAccount, accounts: readonly StaffAccount[], selfId: string): boolean {
  if (!account.active || account.id === selfId) return false;
  return account.role !== 'admin' || accounts.some((other) => other.id !== account.id && other.role === 'admin' && other.active);
}

/** `POST /api/ops/staff` body (admin only); the account must set a new password at its first sign-in. */
export interface NewStaffAccount {
  name: string;
  email: string;
  phone?: string;
  role: StaffRole;
  password: string;
}

/** A service as the console lists it: the customer's wire shape plus its place in the catalogue. */
export interface ConsoleService {
  id: string;
  name: string;
  description: string;
  price: number;
  originalPrice: number | null;
  category: (typeof SERVICE_CATEGORIES)[number];
  /** A main service, or an add-on booked beside one. */
  kind: ServiceKind;
  is_active: boolean;
  duration_minutes: number;
  items: Array<{ id: string; name: string }>;
}

/** The outbox as `GET /api/ops/mail?status=` lists it (shared with the ops CLI). */
export type { OpsMail, OpsMailDetail } from './types';
