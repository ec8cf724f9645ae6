// GET /api/ops/notifications: every message to customers (e-mail, WhatsApp, SMS) and where it stands, newest first.
import { Hono } from 'hono';
import { NOTIFICATION_CHANNELS, type NotificationChannel } from '../../src/domain/channels';
import { workshopMessages } from '../../src/domain/messageAreas/workshop';
import type { AppDeps, AppEnv } from '../http/context';
import { HttpError } from '../http/errors';
import { pageAsked, pageOf } from '../http/query';
import { pageNotifications } from '../services/notifications';
import { bookingIdOf } from './ops-ids';

const channelOf = (raw: string | undefined): NotificationChannel | undefined => {
  if (raw === undefined || raw === '') return undefined;
  if (!(NOTIFICATION_CHANNELS as readonly string[]).includes(raw)) {
    const problem = workshopMessages.workshop.notificationChannelInvalid;
    throw new HttpError(400, problem, { channel: [problem] });
  }
  return raw as NotificationChannel;
};

export function opsNotificationRoutes({ db }: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.get('/ops/notifications', async (c) => {
    const asked = pageAsked((name) => c.req.query(name));
    const channel = channelOf(c.req.query('channel'));
    const booking = c.req.query('booking')?.trim();
    const bookingId = booking ? await bookingIdOf(db, booking) : undefined;
    const { count, results } = await pageNotifications(db, { channel, bookingId }, { offset: (asked.page - 1) * asked.pageSize, limit: asked.pageSize });
    return c.json(pageOf(c.req.url, asked, count, results));
  });
  return routes;
}
