// What the console's workshop routes answer (capacity, closed dates, the inbox, staff accounts), as valibot schemas
// for /api/openapi.json and the contract tests. The console reads the types of staff.ts; these must describe them.
import * as v from 'valibot';
import { INBOX_CHANNELS, NOTIFICATION_CHANNELS, NOTIFICATION_STATUSES } from './channels';
import { STAFF_ROLES, type CapacitySettings as CapacitySettingsType, type InboxMessage as InboxMessageType, type Notification as NotificationType, type StaffAccount as StaffAccountType } from './staff';

const wholeNumber = v.pipe(v.number(), v.integer());
const count = v.pipe(v.number(), v.integer(), v.minValue(0));
const isoDate = v.pipe(v.string(), v.isoDate());
const timestamp = v.pipe(v.string(), v.isoTimestamp());

export const CapacitySettings = v.strictObject({
  bays: wholeNumber,
  slot_minutes: wholeNumber,
  buffer_minutes: count,
  hours: v.array(v.strictObject({ weekday: wholeNumber, periods: v.array(v.strictObject({ opens: v.string(), closes: v.string() })) })),
  closed_dates: v.array(v.strictObject({ date: isoDate, note: v.string() })),
});

export const InboxAnswer = v.strictObject({
  id: wholeNumber,
  channel: v.picklist(NOTIFICATION_CHANNELS),
  text: v.string(),
  status: v.picklist(NOTIFICATION_STATUSES),
  created_at: timestamp,
});

export const InboxMessage = v.strictObject({
  id: v.string(),
  channel: v.picklist(INBOX_CHANNELS),
  name: v.string(),
  email: v.nullable(v.string()),
  phone: v.string(),
  customer_id: v.nullable(v.string()),
  customer_unverified: v.boolean(),
  service: v.string(),
  message: v.string(),
  created_at: timestamp,
  read_at: v.nullable(timestamp),
  replies: v.array(InboxAnswer),
});

export const Notification = v.strictObject({
  id: wholeNumber,
  channel: v.picklist(NOTIFICATION_CHANNELS),
  kind: v.string(),
  to: v.string(),
  status: v.picklist(NOTIFICATION_STATUSES),
  provider_id: v.nullable(v.string()),
  booking_id: v.nullable(v.string()),
  attempts: count,
  last_error: v.nullable(v.string()),
  created_at: timestamp,
  sent_at: v.nullable(timestamp),
});

export const NotificationPage = v.strictObject({ count, next: v.nullable(v.string()), previous: v.nullable(v.string()), results: v.array(Notification) });

/** A page of the inbox: the usual paged list plus how many messages are unread in all. */
export const InboxPage = v.strictObject({ count, next: v.nullable(v.string()), previous: v.nullable(v.string()), results: v.array(InboxMessage), unread: count });

export const StaffAccount = v.strictObject({
  id: v.string(),
  name: v.string(),
  email: v.string(),
  phone: v.string(),
  role: v.picklist(STAFF_ROLES),
  active: v.boolean(),
  must_change_password: v.boolean(),
  created_at: timestamp,
});

/** A password reset's answer: the account, and its temporary password (shown once). */
export const TemporaryPassword = v.strictObject({ account: StaffAccount, temporary_password: v.string() });

// The schemas and the contract's types must not drift apart.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const describesContract: [
  Same<v.InferOutput<typeof CapacitySettings>, CapacitySettingsType>,
  Same<v.InferOutput<typeof InboxMessage>, InboxMessageType>,
  Same<v.InferOutput<typeof StaffAccount>, StaffAccountType>,
  Same<v.InferOutput<typeof Notification>, NotificationType>,
] = [true, true, true, true];
void describesContract;
