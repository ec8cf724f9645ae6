// The workshop's Settings: `GET/PUT /api/ops/settings` for admins (and the ops token; staff 403), and the public
// `GET /api/workshop/` the home page reads its figures from at runtime (the prerendered page bakes none in).
import { Hono } from 'hono';
import { WorkshopSettingsPayload, type WorkshopFacts } from '../../src/domain/workshopSettings';
import type { AppDeps, AppEnv } from '../http/context';
import { readJson, validOrThrow } from '../http/errors';
import { requireAdmin } from '../http/staff-access';
import { changeSettings, readSettings } from '../services/settings';
import { workshopMessages } from '../../src/domain/messageAreas/workshop';

export function publicWorkshopRoutes({ profile }: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.get('/workshop/', async (c) => {
    const { company, figures } = await profile.fresh();
    const facts: WorkshopFacts = { name: company.name, address: company.address, phone: company.phone, email: company.email, figures };
    return c.json({ success: true, data: facts });
  });
  return routes;
}

export function settingsRoutes({ db, config, profile, workshop }: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  // A new database takes the environment's values (COMPANY_*, REMINDER_HOURS, BAYS, SLOT_MINUTES) before anyone reads or changes them.
  const seeded = async () => {
    await profile.fresh();
    await workshop.capacity();
  };

  routes.get('/ops/settings', requireAdmin, async (c) => {
    await seeded();
    return c.json({ success: true, data: await readSettings(db) });
  });

  routes.put('/ops/settings', requireAdmin, async (c) => {
    const payload = validOrThrow(WorkshopSettingsPayload, await readJson(c));
    await seeded();
    const { settings, changed } = await changeSettings(db, c.var.actor, payload, config.now());
    // This instance applies the change at once; the others within the refresh time (server/services/workshop-profile.ts).
    profile.invalidate();
    workshop.invalidate();
    return c.json({ success: true, message: changed ? workshopMessages.workshop.settingsSaved : workshopMessages.workshop.capacityUnchanged, data: settings });
  });

  return routes;
}
