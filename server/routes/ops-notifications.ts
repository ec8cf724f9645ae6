// GET /api/ops/notifications: every message to customers (e-mail, WhatsApp, SMS) and where it stands, newest first.
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../http/context';
import { notificationChannel, pageAsked, pageOf } from '../http/query';
import { pageNotifications } from '../services/notifications';
import { bookingIdOf } from './ops-ids';

export function opsNotificationRoutes({ db }: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.get('/ops/notifications', async (c) => {
    const asked = pageAsked((name) => c.req.query(name));
    const channel = notificationChannel(c.req.query('channel'));
    const booking = c.req.query('booking')?.trim();
    const bookingId = booking ? await bookingIdOf(db, booking) : undefined;
    const { count, results } = await pageNotifications(db, { channel, bookingId }, { offset: (asked.page - 1) * asked.pageSize, limit: asked.pageSize });
    return c.json(pageOf(c.req.url, asked, count, results));
  });
  return routes;
}
