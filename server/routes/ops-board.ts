// The console's day board, booking actions and audit log: /api/ops/board, /api/ops/bookings/…, /api/ops/audit.
import { Hono, type Context } from 'hono';
import { formatConsoleDay } from '../../src/domain/console/consoleFormat';
import { AddonPayload } from '../../src/domain/deskSchemas';
import { formatMoney, todayInKarachi } from '../../src/domain/format';
import { deskMessages } from '../../src/domain/messageAreas/desk';
import { messages } from '../../src/domain/messages';
import { SearchQuery, StaffCancelPayload, StaffReschedulePayload } from '../../src/domain/staffSchemas';
import type { AppDeps, AppEnv } from '../http/context';
import { readJson, validOrThrow } from '../http/errors';
import { optionalDate, pageAsked, pageOf } from '../http/query';
import { actingRole } from '../http/staff-access';
import { listAudit, recordAudit } from '../services/audit';
import { addonChanged, bookingCancelled, bookingRescheduled } from '../services/audit-records';
import { changeAddon, type AddonChange } from '../services/booking-addons';
import { findOpsBooking } from '../services/booking-reads';
import { bookingWithHistory, findBoardBooking, loadBoard, searchBookings, type BoardViewer } from '../services/board';
import type { BookingContext } from '../services/booking-context';
import { changeStatus } from '../services/booking-lifecycle';
import { staffRescheduleBooking } from '../services/booking-moves';
import { bookingIdOf } from './ops-ids';
import { cancelMoneyFor } from '../services/cancel-money';

/** Does If-None-Match name this ETag (quoted or not, weak or not, or one of a list)? */
const matchesETag = (ifNoneMatch: string | undefined, version: string) =>
  ifNoneMatch !== undefined && ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '').replace(/^"(.*)"$/, '$1') === version);

export function opsBoardRoutes({ db, config, catalogue, gateway, mail, workshop }: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const viewerOf = (c: Context<AppEnv>): BoardViewer => ({ role: actingRole(c.var.actor), now: config.now() });
  /** The workshop's changes have no customer's cut-off. */
  const staffContext = async (): Promise<BookingContext> => ({
    capacity: await workshop.capacity(),
    taxRate: config.tax.rate,
    now: config.now(),
    maxActiveBookings: config.bookingLimits.maxActive,
    changeCutoffMinutes: 0,
    companyPhone: mail.company.phone,
    mail,
  });

  routes.get('/ops/board', async (c) => {
    const date = optionalDate(c.req.query('date'), messages.booking.dateInvalid, 'date') ?? todayInKarachi(config.now());
    const board = await loadBoard(db, date, await workshop.capacity(), viewerOf(c));
    c.header('ETag', `"${board.version}"`);
    if (matchesETag(c.req.header('if-none-match'), board.version)) return c.body(null, 304);
    return c.json({ success: true, data: board });
  });

  // Before /ops/bookings/:id, which would otherwise take "search" for an id.
  routes.get('/ops/bookings/search', async (c) => {
    const query = validOrThrow(SearchQuery, c.req.query('q') ?? '');
    return c.json({ success: true, data: await searchBookings(db, query, viewerOf(c)) });
  });

  routes.get('/ops/bookings/:id', async (c) => {
    const id = await bookingIdOf(db, c.req.param('id'));
    return c.json({ success: true, data: await bookingWithHistory(db, id, viewerOf(c)) });
  });

  routes.post('/ops/bookings/:id/cancel', async (c) => {
    const { reason } = validOrThrow(StaffCancelPayload, await readJson(c));
    const id = await bookingIdOf(db, c.req.param('id'));
    const now = config.now();
    await changeStatus(db, gateway, mail, id, 'cancelled', now, {
      reason,
      money: cancelMoneyFor(c.var.actor),
      record: (tx, { previous }) => recordAudit(tx, c.var.actor, bookingCancelled(id, previous, reason), now),
    });
    return c.json({ success: true, message: messages.staff.cancelled, data: await findBoardBooking(db, id, viewerOf(c)) });
  });

  routes.post('/ops/bookings/:id/reschedule', async (c) => {
    const target = validOrThrow(StaffReschedulePayload, await readJson(c));
    const id = await bookingIdOf(db, c.req.param('id'));
    const context = await staffContext();
    await staffRescheduleBooking(db, id, target, context, (tx, { before, after }) => recordAudit(tx, c.var.actor, bookingRescheduled(id, before, after), context.now));
    const moved = await findBoardBooking(db, id, viewerOf(c));
    return c.json({ success: true, message: messages.staff.movedTo(formatConsoleDay(moved.date), moved.start_time, moved.bay), data: moved });
  });

  // ---- Add-ons of an unpaid booking ----

  const changeAddonOf = async (c: Context<AppEnv>, change: AddonChange) => {
    const id = await bookingIdOf(db, c.req.param('id') ?? '');
    const context = await staffContext();
    const changed = await changeAddon(db, catalogue, id, change, context, (tx, { before, after }) =>
      recordAudit(tx, c.var.actor, addonChanged(id, 'add' in change, before, after), context.now),
    );
    const total = formatMoney(changed.total);
    const message =
      'remove' in change
        ? deskMessages.addonRemoved(changed.name, total)
        : changed.movedToBay === null
          ? deskMessages.addonAdded(changed.name, total)
          : deskMessages.addonAddedInBay(changed.name, total, changed.movedToBay);
    return c.json({ success: true, message, data: await findOpsBooking(db, id) });
  };

  routes.post('/ops/bookings/:id/addons', async (c) => {
    const { addon } = validOrThrow(AddonPayload, await readJson(c));
    return changeAddonOf(c, { add: addon });
  });

  routes.delete('/ops/bookings/:id/addons/:addonId', async (c) => changeAddonOf(c, { remove: c.req.param('addonId') }));

  routes.get('/ops/audit', async (c) => {
    const asked = pageAsked((name) => c.req.query(name));
    const booking = c.req.query('booking');
    const bookingId = booking ? await bookingIdOf(db, booking) : undefined;
    const { count, entries } = await listAudit(db, { bookingId, offset: (asked.page - 1) * asked.pageSize, limit: asked.pageSize });
    return c.json(pageOf(c.req.url, asked, count, entries));
  });

  return routes;
}
