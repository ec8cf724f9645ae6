// The console's workshop settings: capacity, closed dates, the inbox, staff accounts, catalogue edits. The inbox and
// reading the capacity are for staff and admins; changing the capacity or the closed dates, staff accounts and the
// catalogue are for admins (and the ops token). Every change is recorded in the audit log by its service, in the
// change's transaction.
import { Hono } from 'hono';
import { messages } from '../../src/domain/messages';
import { isIsoDate } from '../../src/domain/schemas';
import { ServiceInput } from '../../src/domain/serviceInput';
import type { InboxMessage } from '../../src/domain/staff';
import type { Paged } from '../../src/domain/types';
import { INBOX_CHANNELS, type InboxChannel } from '../../src/domain/channels';
import { CapacityPayload, ClosedDatePayload, InboxReplySchema, NewStaffAccountPayload, ReadMarkPayload } from '../../src/domain/workshopSchemas';
import type { AppDeps, AppEnv } from '../http/context';
import { HttpError, readJson, validOrThrow } from '../http/errors';
import { pageAsked, pageOf } from '../http/query';
import { requireAdmin } from '../http/staff-access';
import type { BookingsInTheWay } from '../services/bookings-in-the-way';
import { changeCapacity, toCapacitySettings } from '../services/capacity-settings';
import { fromWeekHours } from '../services/opening-hours';
import { closeDate, reopenDate } from '../services/closed-dates';
import { INBOX_STATUSES, markInboxMessage, pageInbox, type InboxStatus } from '../services/inbox';
import { replyToInboxMessage } from '../services/inbox-reply';
import { recordAudit } from '../services/audit';
import { serviceSaved } from '../services/audit-records';
import { createStaffAccount, listStaffAccounts, resetStaffPassword, setStaffActive } from '../services/staff-accounts';
import { workshopMessages } from '../../src/domain/messageAreas/workshop';

/** The inbox page: the usual paged list plus how many messages are unread. */
export interface InboxPage extends Paged<InboxMessage> {
  unread: number;
}

/** 409 naming how many bookings are in the way, with one line each in errors.bookings. */
const inTheWay = (refusal: BookingsInTheWay) => new HttpError(409, refusal.message, { bookings: refusal.lines });

const inboxStatusOf = (raw: string | undefined): InboxStatus | undefined => {
  if (raw === undefined || raw === '' || raw === 'all') return undefined;
  if (!(INBOX_STATUSES as readonly string[]).includes(raw)) throw new HttpError(400, workshopMessages.workshop.inboxStatusInvalid, { status: [workshopMessages.workshop.inboxStatusInvalid] });
  return raw as InboxStatus;
};

const inboxChannelOf = (raw: string | undefined): InboxChannel | undefined => {
  if (raw === undefined || raw === '' || raw === 'all') return undefined;
  if (!(INBOX_CHANNELS as readonly string[]).includes(raw)) throw new HttpError(400, workshopMessages.workshop.inboxChannelInvalid, { channel: [workshopMessages.workshop.inboxChannelInvalid] });
  return raw as InboxChannel;
};

export function opsWorkshopRoutes({ db, config, catalogue, workshop, mail }: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const settingsNow = async () => toCapacitySettings(await workshop.capacity(), config.now());

  // ---- Capacity and closed dates (staff read them, admins change them) ----

  routes.get('/ops/capacity', async (c) => c.json({ success: true, data: await settingsNow() }));

  routes.put('/ops/capacity', requireAdmin, async (c) => {
    const payload = validOrThrow(CapacityPayload, await readJson(c));
    // A new database takes the environment's settings before anyone changes them.
    await workshop.capacity();
    const change = {
      bays: payload.bays,
      slotMinutes: payload.slot_minutes,
      bufferMinutes: payload.buffer_minutes,
      week: payload.hours === undefined ? undefined : fromWeekHours(payload.hours),
    };
    const outcome = await changeCapacity(db, c.var.actor, change, config.now());
    if ('blocked' in outcome) throw inTheWay(outcome);
    workshop.invalidate();
    return c.json({ success: true, message: outcome.changed ? workshopMessages.workshop.capacitySaved : workshopMessages.workshop.capacityUnchanged, data: await settingsNow() });
  });

  routes.post('/ops/closed-dates', requireAdmin, async (c) => {
    const payload = validOrThrow(ClosedDatePayload, await readJson(c));
    await workshop.capacity();
    const outcome = await closeDate(db, c.var.actor, { date: payload.date, note: payload.note }, config.now());
    if ('blocked' in outcome) throw inTheWay(outcome);
    workshop.invalidate();
    const message = outcome.alreadyClosed ? workshopMessages.workshop.dateAlreadyClosed(payload.date) : workshopMessages.workshop.dateClosed(payload.date);
    return c.json({ success: true, message, data: await settingsNow() });
  });

  routes.delete('/ops/closed-dates/:date', requireAdmin, async (c) => {
    const date = c.req.param('date');
    if (!isIsoDate(date)) throw new HttpError(400, messages.booking.dateInvalid, { date: [messages.booking.dateInvalid] });
    await workshop.capacity();
    await reopenDate(db, c.var.actor, date, config.now());
    workshop.invalidate();
    return c.json({ success: true, message: workshopMessages.workshop.dateReopened(date), data: await settingsNow() });
  });

  // ---- The inbox (staff and admins) ----

  routes.get('/ops/messages', async (c) => {
    const asked = pageAsked((name) => c.req.query(name));
    const status = inboxStatusOf(c.req.query('status'));
    const channel = inboxChannelOf(c.req.query('channel'));
    const { count, unread, results } = await pageInbox(db, { status, channel, offset: (asked.page - 1) * asked.pageSize, limit: asked.pageSize });
    const body: InboxPage = { ...pageOf(c.req.url, asked, count, results), unread };
    return c.json(body);
  });

  routes.post('/ops/messages/:id/read', async (c) => {
    const { read } = validOrThrow(ReadMarkPayload, await readJson(c));
    const message = await markInboxMessage(db, c.var.actor, c.req.param('id'), read, config.now());
    return c.json({ success: true, message: read ? workshopMessages.workshop.markedRead : workshopMessages.workshop.markedUnread, data: message });
  });

  routes.post('/ops/messages/:id/reply', async (c) => {
    const reply = validOrThrow(InboxReplySchema, await readJson(c));
    const { channel, message } = await replyToInboxMessage({ db, mail, channels: config }, c.var.actor, c.req.param('id'), reply, config.now());
    const sentence = 'template' in reply ? workshopMessages.workshop.templateSent : workshopMessages.workshop.replySent(channel);
    return c.json({ success: true, message: sentence, data: message }, 201);
  });

  // ---- The catalogue (admins) ----

  routes.put('/ops/services/:id', requireAdmin, async (c) => {
    const input = validOrThrow(ServiceInput, await readJson(c));
    if (input.id !== c.req.param('id')) throw new HttpError(400, workshopMessages.workshop.serviceIdMismatch, { id: [workshopMessages.workshop.serviceIdMismatch] });
    const now = config.now();
    const [service] = await catalogue.upsert([input], (tx, saved) => recordAudit(tx, c.var.actor, serviceSaved(saved.before, saved.after), now));
    if (!service) throw new Error('The saved service could not be read back.');
    return c.json({ success: true, message: workshopMessages.workshop.serviceSaved(service.name), data: service });
  });

  // ---- Staff accounts (admins) ----

  routes.get('/ops/staff', requireAdmin, async (c) => c.json({ success: true, data: await listStaffAccounts(db) }));

  routes.post('/ops/staff', requireAdmin, async (c) => {
    const input = validOrThrow(NewStaffAccountPayload, await readJson(c));
    const account = await createStaffAccount(db, c.var.actor, input, config.now());
    return c.json({ success: true, message: workshopMessages.workshop.staffCreated(account.name), data: account }, 201);
  });

  routes.post('/ops/staff/:id/deactivate', requireAdmin, async (c) => {
    const account = await setStaffActive(db, c.var.actor, c.req.param('id'), false, config.now());
    return c.json({ success: true, message: workshopMessages.workshop.staffDeactivated(account.name), data: account });
  });

  routes.post('/ops/staff/:id/activate', requireAdmin, async (c) => {
    const account = await setStaffActive(db, c.var.actor, c.req.param('id'), true, config.now());
    return c.json({ success: true, message: workshopMessages.workshop.staffActivated(account.name), data: account });
  });

  routes.post('/ops/staff/:id/reset-password', requireAdmin, async (c) => {
    const { account, temporaryPassword } = await resetStaffPassword(db, c.var.actor, c.req.param('id'), { secret: config.sessionSecret, mail }, config.now());
    return c.json({ success: true, message: workshopMessages.workshop.passwordReset(account.name), data: { account, temporary_password: temporaryPassword } });
  });

  return routes;
}
