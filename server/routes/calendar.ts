// A booking's calendar entry without mail: the same VEVENT as the confirmation's attachment, for the signed-in owner.
import { Hono } from 'hono';
import { shortId } from '../../src/domain/format';
import { requireCustomer } from '../auth/session-cookie';
import type { AppDeps, AppEnv } from '../http/context';
import { bookingFacts } from '../mail/booking-mail';
import { bookingCalendar } from '../mail/calendar';
import { findBooking } from '../services/booking-reads';

export function calendarRoutes({ db, config, fastReads, mail, profile }: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const customer = requireCustomer({ db, config, fastReads });

  routes.get('/bookings/:id/calendar.ics', customer, async (c) => {
    // Someone else's booking, or an unknown id, is 'Booking not found' (404).
    const booking = await findBooking(db, c.var.user.id, c.req.param('id'));
    await profile.fresh();
    const calendar = bookingCalendar(mail, await bookingFacts(db, booking.id), booking.status === 'cancelled' ? 'CANCEL' : 'PUBLISH', config.now());
    return c.body(calendar, 200, {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `attachment; filename="booking-${shortId(booking.id)}.ics"`,
      'Cache-Control': 'no-store',
    });
  });

  return routes;
}
