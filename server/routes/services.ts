// The public catalogue: paged list with filters, one service, one service with details.
import { Hono } from 'hono';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX, SERVICE_CATEGORIES } from '../../src/domain/constants';
import { formatDuration } from '../../src/domain/content';
import { messages } from '../../src/domain/messages';
import type { Paged, Service } from '../../src/domain/types';
import type { AppDeps, AppEnv } from '../http/context';
import { HttpError } from '../http/errors';
import { catalogueListKey } from '../services/catalogue';
import { serverMessages } from '../messages';

const wholeNumber = (raw: string | undefined, fallback: number, min: number, max: number, problem: string, field: string) => {
  if (raw === undefined || raw === '') return fallback;
  const value = /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
  if (!Number.isSafeInteger(value) || value < min || value > max) throw new HttpError(400, problem, { [field]: [problem] });
  return value;
};

/** `next`/`previous` as same-origin paths keeping the other query parameters. */
const pageLink = (requestUrl: string, page: number) => {
  const url = new URL(requestUrl);
  url.searchParams.set('page', String(page));
  return `${url.pathname}?${url.searchParams.toString()}`;
};

export function serviceRoutes({ catalogue }: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.get('/services/list/', async (c) => {
    const page = wholeNumber(c.req.query('page'), 1, 1, Number.MAX_SAFE_INTEGER, serverMessages.pageInvalid, 'page');
    const pageSize = wholeNumber(c.req.query('page_size'), PAGE_SIZE_DEFAULT, 1, PAGE_SIZE_MAX, serverMessages.pageSizeInvalid, 'page_size');
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

    const url = new URL(c.req.url);
    const text = await catalogue.listJson(catalogueListKey(`${url.pathname}${url.search}`), { category, isActive }, (all) => {
      const start = (page - 1) * pageSize;
      const body: Paged<Service> = {
        count: all.length,
        next: start + pageSize < all.length ? pageLink(c.req.url, page + 1) : null,
        previous: page > 1 ? pageLink(c.req.url, Math.min(page - 1, Math.max(1, Math.ceil(all.length / pageSize)))) : null,
        results: all.slice(start, start + pageSize),
      };
      return body;
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
