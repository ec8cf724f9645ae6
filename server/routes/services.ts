// The public catalogue: paged list with filters, one service, one service with details.
import { Hono } from 'hono';
import { SERVICE_CATEGORIES, SERVICE_KINDS, type ServiceKind } from '../../src/domain/constants';
import { formatDuration } from '../../src/domain/content';
import { messages } from '../../src/domain/messages';
import type { AppDeps, AppEnv } from '../http/context';
import { HttpError } from '../http/errors';
import { pageAsked, pageOf } from '../http/query';
import { catalogueListKey } from '../services/catalogue';
import { serverMessages } from '../messages';

export function serviceRoutes({ catalogue }: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.get('/services/list/', async (c) => {
    const asked = pageAsked((name) => c.req.query(name));
    const categoryRaw = c.req.query('category');
    const category = categoryRaw === undefined || categoryRaw === '' || categoryRaw === 'all' ? undefined : categoryRaw;
    if (category !== undefined && !(SERVICE_CATEGORIES as readonly string[]).includes(category)) {
      throw new HttpError(400, serverMessages.categoryInvalid, { category: [serverMessages.categoryInvalid] });
    }
    const isActiveRaw = c.req.query('is_active')?.toLowerCase();
    if (isActiveRaw !== undefined && isActiveRaw !== '' && !['true', 'false', '1', '0'].includes(isActiveRaw)) {
      throw new HttpError(400, serverMessages.isActiveInvalid, { is_active: [serverMessages.isActiveInvalid] });
    }
    const isActive = isActiveRaw === undefined || isActiveRaw === '' ? true : isActiveRaw === 'true' || isActiveRaw === '1';
    const kindRaw = c.req.query('kind');
    if (kindRaw !== undefined && kindRaw !== '' && !(SERVICE_KINDS as readonly string[]).includes(kindRaw)) {
      throw new HttpError(400, serverMessages.kindInvalid, { kind: [serverMessages.kindInvalid] });
    }
    const kind = kindRaw === undefined || kindRaw === '' ? 'service' : (kindRaw as ServiceKind);

    const url = new URL(c.req.url);
    const text = await catalogue.listJson(catalogueListKey(`${url.pathname}${url.search}`), { category, isActive, kind }, (all) => {
      const start = (asked.page - 1) * asked.pageSize;
      return pageOf(c.req.url, asked, all.length, all.slice(start, start + asked.pageSize));
    });
    return c.body(text, 200, { 'Content-Type': 'application/json' });
  });

  const findService = async (id: string) => {
    const service = await catalogue.get(id);
    if (!service) throw new HttpError(404, messages.services.notFound);
    return service;
  };

  routes.get('/services/:id/', async (c) => c.json({ success: true, data: await findService(c.req.param('id')) }));

  routes.get('/services/:id/detail/', async (c) => {
    const service = await findService(c.req.param('id'));
    return c.json({ success: true, data: { ...service, duration_label: formatDuration(service.duration_minutes) } });
  });

  return routes;
}
