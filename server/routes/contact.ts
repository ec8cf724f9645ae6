// The contact form (spec §7 "Contact"): no sign-in, a honeypot, a per-address hourly limit.
// `/contact/recieve/` keeps the original spelling; `/contact/receive/` is an alias.
import { randomUUID } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { contactContent } from '../../src/domain/contactContent';
import { ContactPayload } from '../../src/domain/schemas';
import { clientIp, type AppDeps, type AppEnv } from '../http/context';
import { readJson, tooManyRequests, validOrThrow } from '../http/errors';
import { storeContactMessage } from '../services/contact';
import { hit } from '../services/rate-limit';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

export function contactRoutes({ db, config, mail }: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  const receive = async (c: Context<AppEnv>) => {
    const body = await readJson(c);
    const payload = validOrThrow(ContactPayload, body);
    const ip = clientIp(c, config.trustProxy);
    const retryAfter = await hit(db, `contact:ip:${ip}`, config.rateLimits.contactPerIp, config.now());
    if (retryAfter !== null) throw tooManyRequests(retryAfter);

    const honeypot = isRecord(body) && typeof body.website === 'string' ? body.website.trim() : '';
    // A filled honeypot is a bot: it gets the same answer and nothing is stored.
    const { id } = honeypot ? { id: randomUUID() } : await storeContactMessage(db, mail, { ...payload, ip }, config.rateLimits.contactAcknowledgementsPerAddress, config.now());
    return c.json({ success: true, message: contactContent.successMessage, data: { id } }, 201);
  };

  routes.post('/contact/recieve/', receive);
  routes.post('/contact/receive/', receive);
  return routes;
}
