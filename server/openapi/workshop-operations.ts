// The console's workshop operations for /api/openapi.json: capacity, closed dates, the inbox, catalogue edits and
// staff accounts (server/routes/ops-workshop.ts).
import * as v from 'valibot';
import { ServiceInput } from '../../src/domain/serviceInput';
import { ApiError, Service, succeeded } from '../../src/domain/wire';
import { CapacitySettings, InboxMessage, InboxPage, StaffAccount, TemporaryPassword } from '../../src/domain/workshopWire';
import { CapacityPayload, ClosedDatePayload, InboxReplySchema, NewStaffAccountPayload, ReadMarkPayload } from '../../src/domain/workshopSchemas';
import { WorkshopSettingsData, WorkshopSettingsPayload } from '../../src/domain/workshopSettings';
import type { Operation } from './operations';

const IN_THE_WAY = 'errors.bookings lists one line per booking to move or cancel first: "<number> · <date> <HH:MM> · <customer> · <service>"';
const ADMIN_ONLY = 'A staff account: only an admin (or the ops token) may do this';

export const WORKSHOP_OPERATIONS: readonly Operation[] = [
  { method: 'get', path: '/api/ops/capacity', tag: 'ops', summary: 'Bays, slot length and the closed dates from today on', access: 'ops', success: { status: 200, description: 'The capacity', json: succeeded(CapacitySettings) } },
  {
    method: 'put', path: '/api/ops/capacity', tag: 'ops', summary: 'Set bays and slot length (admin; seen by every availability read at once)', access: 'ops', body: CapacityPayload,
    success: { status: 200, description: 'The capacity as saved', json: succeeded(CapacitySettings) },
    refusals: { 403: ADMIN_ONLY, 409: `Fewer bays would drop a bay that bookings from today on use, or the slot length cannot change while bookings hold slots; ${IN_THE_WAY}` },
  },
  {
    method: 'post', path: '/api/ops/closed-dates', tag: 'ops', summary: 'Close a date (admin; today or later; closing a closed date again changes nothing)', access: 'ops', body: ClosedDatePayload,
    success: { status: 200, description: 'The capacity with the date closed', json: succeeded(CapacitySettings) },
    refusals: { 403: ADMIN_ONLY, 409: `The date has active bookings; ${IN_THE_WAY}` },
  },
  {
    method: 'delete', path: '/api/ops/closed-dates/:date', tag: 'ops', summary: 'Open a closed date again (admin)', access: 'ops',
    success: { status: 200, description: 'The capacity with the date open', json: succeeded(CapacitySettings) }, refusals: { 403: ADMIN_ONLY },
  },
  {
    method: 'get', path: '/api/ops/messages', tag: 'ops',
    summary: "The inbox: the contact form's, WhatsApp's and SMS's messages, newest first, each with staff's answers (replies, oldest first) and its customer (customer_id: the customer who proved the phone with a code; customer_unverified: true when only an account that never proved it gives the number), and the count of unread ones (status=unread|read, channel=web|whatsapp|sms)",
    access: 'ops', query: ['page', 'page_size', 'status', 'channel'],
    success: { status: 200, description: 'A page of messages', json: InboxPage },
  },
  {
    method: 'post', path: '/api/ops/messages/:id/read', tag: 'ops', summary: 'Mark a message read (read: true) or unread (read: false)', access: 'ops', body: ReadMarkPayload,
    success: { status: 200, description: 'The message as marked', json: succeeded(InboxMessage) },
  },
  {
    method: 'post', path: '/api/ops/messages/:id/reply', tag: 'ops',
    summary:
      'Answer a message on the channel it came in: {text} by e-mail (contact form), WhatsApp (within 24 hours of the customer\'s last WhatsApp message) or SMS; {template: "please_reply"} sends the WhatsApp template asking them to write again. The message is marked read',
    access: 'ops', body: InboxReplySchema,
    success: { status: 201, description: 'Queued: the message with its answers', json: succeeded(InboxMessage) },
    refusals: {
      400: 'The "please_reply" template on a message that is not WhatsApp\'s',
      409: {
        description:
          'WhatsApp or SMS is not set up on this server; or WhatsApp free text more than 24 hours after the customer last wrote there (errors.text says why, data: {template: "please_reply"} names what can be sent instead)',
        body: v.strictObject({ ...ApiError.entries, data: v.optional(v.strictObject({ template: v.literal('please_reply') })) }),
      },
    },
  },
  {
    method: 'put', path: '/api/ops/services/:id', tag: 'ops', summary: 'Create or replace one service (admin; the body id must be the path id)', access: 'ops', body: ServiceInput,
    success: { status: 200, description: 'The service as saved', json: succeeded(Service) }, refusals: { 403: ADMIN_ONLY },
  },
  {
    method: 'get', path: '/api/ops/settings', tag: 'ops', summary: "The workshop's details, NTN/STRN, home figures, 'confirm web bookings at once' and reminder hours (admin)", access: 'ops',
    success: { status: 200, description: 'The settings', json: succeeded(WorkshopSettingsData) }, refusals: { 403: ADMIN_ONLY },
  },
  {
    method: 'put', path: '/api/ops/settings', tag: 'ops',
    summary: 'Set every setting (admin); mails, invoices, PDFs, calendar entries and the home page use them at once, other instances within seconds. reminder_hours null sends no reminders',
    access: 'ops', body: WorkshopSettingsPayload,
    success: { status: 200, description: 'The settings as saved', json: succeeded(WorkshopSettingsData) }, refusals: { 403: ADMIN_ONLY },
  },
  { method: 'get', path: '/api/ops/staff', tag: 'ops', summary: 'Staff and admin accounts (admin)', access: 'ops', success: { status: 200, description: 'The accounts, oldest first', json: succeeded(v.array(StaffAccount)) }, refusals: { 403: ADMIN_ONLY } },
  {
    method: 'post', path: '/api/ops/staff', tag: 'ops', summary: 'Create a staff or admin account that must choose a new password at first sign-in (admin)', access: 'ops', body: NewStaffAccountPayload,
    success: { status: 201, description: 'The account', json: succeeded(StaffAccount) }, refusals: { 403: ADMIN_ONLY, 409: 'The e-mail address is already registered' },
  },
  {
    method: 'post', path: '/api/ops/staff/:id/deactivate', tag: 'ops', summary: 'Stop an account signing in and end its sessions (admin)', access: 'ops',
    success: { status: 200, description: 'The account', json: succeeded(StaffAccount) }, refusals: { 403: ADMIN_ONLY, 409: 'Your own account, or the last active admin' },
  },
  {
    method: 'post', path: '/api/ops/staff/:id/activate', tag: 'ops', summary: 'Let a deactivated account sign in again (admin)', access: 'ops',
    success: { status: 200, description: 'The account', json: succeeded(StaffAccount) }, refusals: { 403: ADMIN_ONLY },
  },
  {
    method: 'post', path: '/api/ops/staff/:id/reset-password', tag: 'ops', summary: 'Give an account a temporary password (shown once), end its sessions and mail it a reset link (admin)', access: 'ops',
    success: { status: 200, description: 'The account and its temporary password', json: succeeded(TemporaryPassword) }, refusals: { 403: ADMIN_ONLY },
  },
];
