// The console's sign-in, day board, booking actions and audit log for /api/openapi.json (server/routes/staff-auth.ts
// and server/routes/ops-board.ts), and the admin-only refusals of the older ops routes.
import { LoginPayload } from '../../src/domain/schemas';
import { AuditEntry, Board, BoardBooking, ConsoleBookingDetail, StaffSessionData } from '../../src/domain/boardWire';
import { StaffCancelPayload, StaffPasswordPayload, StaffReschedulePayload } from '../../src/domain/staffSchemas';
import { AddonPayload } from '../../src/domain/deskSchemas';
import * as v from 'valibot';
import { OpsBooking, paged, succeeded } from '../../src/domain/wire';
import type { Operation } from './operations';

const SHORT_NUMBER = ':id is the full id or the 8-character booking number, any case';
const AMBIGUOUS = 'the 8-character number matches several: errors.id lists each candidate as "full id (description)"';
const TOO_MANY = 'Too many attempts from this address or for this account';
const ok = (description: string, json: v.GenericSchema) => ({ status: 200 as const, description, json });

export const BOARD_OPERATIONS: readonly Operation[] = [
  {
    method: 'post', path: '/api/auth/staff/login/', tag: 'auth', summary: 'Sign a staff or admin account in (sets the sid cookie, as the customer sign-in)', access: 'public', body: LoginPayload,
    success: ok("Signed in: message 'Login successful'", succeeded(StaffSessionData)),
    refusals: { 401: 'Wrong e-mail address or password', 403: 'A customer account, or a deactivated account', 429: TOO_MANY },
  },
  {
    method: 'get', path: '/api/auth/staff/status/', tag: 'auth', summary: 'The signed-in staff or admin account', access: 'ops',
    success: ok('The account, and whether it must choose a new password first', succeeded(StaffSessionData)),
  },
  {
    method: 'post', path: '/api/auth/staff/password/', tag: 'auth', summary: 'Change the signed-in staff account’s password (ends the need to change it, and every other session of the account)', access: 'ops', body: StaffPasswordPayload,
    success: ok('Changed', succeeded(StaffSessionData)),
    refusals: { 400: 'The current password is wrong (errors.current_password)', 429: 'Too many wrong current passwords (they count towards the sign-in limit)' },
  },
  {
    method: 'get', path: '/api/ops/board', tag: 'ops', summary: 'One day’s board: bays, slots and every booking of the date (today in Karachi by default)', access: 'ops', query: ['date'],
    success: ok('The board; its version is also the ETag', succeeded(Board)),
    notModified: 'If-None-Match names the board’s current version: nothing changed',
  },
  {
    method: 'get', path: '/api/ops/bookings/search', tag: 'ops', summary: 'Bookings by id, 8-character number, phone, plate or customer name (newest date first, at most 20)', access: 'ops', query: ['q'],
    success: ok('The bookings found', succeeded(v.array(BoardBooking))),
  },
  {
    method: 'get', path: '/api/ops/bookings/:id', tag: 'ops', summary: `One booking with its history, newest first (${SHORT_NUMBER})`, access: 'ops',
    success: ok('The booking and its audit entries', succeeded(ConsoleBookingDetail)), refusals: { 409: AMBIGUOUS },
  },
  {
    method: 'post', path: '/api/ops/bookings/:id/cancel', tag: 'ops', summary: `Cancel a booking with a reason and mail the customer. A paid invoice: an admin’s cancellation refunds it at once (online through the gateway, at the counter recorded as given back); a staff cancellation leaves it paid and opens a refund request (${SHORT_NUMBER})`, access: 'ops', body: StaffCancelPayload,
    success: ok('The booking, cancelled', succeeded(BoardBooking)), refusals: { 409: `The status flow does not allow cancelling it; ${AMBIGUOUS}` },
  },
  {
    method: 'post', path: '/api/ops/bookings/:id/reschedule', tag: 'ops', summary: `Move a booking to a free start time (no customer cut-off); the customer is mailed (${SHORT_NUMBER})`, access: 'ops', body: StaffReschedulePayload,
    success: ok('The booking at its new time', succeeded(BoardBooking)),
    refusals: { 409: `The time is taken, past or on a closed day, the car is booked then, or the booking can no longer move; ${AMBIGUOUS}` },
  },
  {
    method: 'post', path: '/api/ops/bookings/:id/addons', tag: 'ops', summary: `Add an add-on to an unpaid pending, confirmed or rescheduled booking: same start, its own bay when the longer visit fits there, else another bay at the same time (the message says so); total, items and invoice follow; audit-logged (${SHORT_NUMBER})`, access: 'ops', body: AddonPayload,
    success: ok('The booking with the add-on', succeeded(OpsBooking)),
    refusals: { 400: 'Not an active add-on, already on the booking, or five there already (errors.addon)', 404: 'No such booking', 409: `The invoice is paid, the status does not allow it, or the longer visit fits in no bay at its time; ${AMBIGUOUS}` },
  },
  {
    method: 'delete', path: '/api/ops/bookings/:id/addons/:addonId', tag: 'ops', summary: `Take an add-on off an unpaid pending, confirmed or rescheduled booking: the visit shortens in its bay; total, items and invoice follow; audit-logged (${SHORT_NUMBER})`, access: 'ops',
    success: ok('The booking without the add-on', succeeded(OpsBooking)),
    refusals: { 404: 'No such booking, or the add-on is not on it', 409: `The invoice is paid or the status does not allow it; ${AMBIGUOUS}` },
  },
  {
    method: 'get', path: '/api/ops/audit', tag: 'ops', summary: 'The audit log, newest first; booking= narrows it to one booking (full id or number)', access: 'ops', query: ['page', 'page_size', 'booking'],
    success: ok('A page of entries', paged(AuditEntry)), refusals: { 404: 'No such booking', 409: AMBIGUOUS },
  },
];
