// Query-string readers shared by the routes: whole numbers, dates, the page of a list and its links, a channel.
import { NOTIFICATION_CHANNELS, type NotificationChannel } from '../../src/domain/channels';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from '../../src/domain/constants';
import { isIsoDate } from '../../src/domain/schemas';
import type { Paged } from '../../src/domain/types';
import { workshopMessages } from '../../src/domain/messageAreas/workshop';
import { serverMessages } from '../messages';
import { HttpError } from './errors';

export const wholeNumber = (raw: string | undefined, fallback: number, min: number, max: number, problem: string, field: string) => {
  if (raw === undefined || raw === '') return fallback;
  const value = /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
  if (!Number.isSafeInteger(value) || value < min || value > max) throw new HttpError(400, problem, { [field]: [problem] });
  return value;
};

/** An optional YYYY-MM-DD query value; anything else is a 400. */
export const optionalDate = (raw: string | undefined, problem: string, field: string): string | undefined => {
  if (raw === undefined || raw === '') return undefined;
  if (!isIsoDate(raw)) throw new HttpError(400, problem, { [field]: [problem] });
  return raw;
};

/** `next`/`previous` as same-origin paths keeping the other query parameters. */
export const pageLink = (requestUrl: string, page: number) => {
  const url = new URL(requestUrl);
  url.searchParams.set('page', String(page));
  return `${url.pathname}?${url.searchParams.toString()}`;
};

export interface PageAsked {
  page: number;
  pageSize: number;
}

/** `?page=` and `?page_size=` of a paged list (page_size at most PAGE_SIZE_MAX); 400 naming the bad one. */
export const pageAsked = (query: (name: string) => string | undefined): PageAsked => ({
  page: wholeNumber(query('page'), 1, 1, Number.MAX_SAFE_INTEGER, serverMessages.pageInvalid, 'page'),
  pageSize: wholeNumber(query('page_size'), PAGE_SIZE_DEFAULT, 1, PAGE_SIZE_MAX, serverMessages.pageSizeInvalid, 'page_size'),
});

/** One page of a list of `count` in the paging envelope, `next` and `previous` linking its neighbours. */
export const pageOf = <T>(requestUrl: string, { page, pageSize }: PageAsked, count: number, results: T[]): Paged<T> => ({
  count,
  next: page * pageSize < count ? pageLink(requestUrl, page + 1) : null,
  previous: page > 1 ? pageLink(requestUrl, Math.min(page - 1, Math.max(1, Math.ceil(count / pageSize)))) : null,
  results,
});

/** The `channel` filter of the outbox and the notification list: e-mail, WhatsApp or SMS; absent or empty means all. */
export const notificationChannel = (raw: string | undefined): NotificationChannel | undefined => {
  if (raw === undefined || raw === '') return undefined;
  if (!(NOTIFICATION_CHANNELS as readonly string[]).includes(raw)) {
    const problem = workshopMessages.workshop.notificationChannelInvalid;
    throw new HttpError(400, problem, { channel: [problem] });
  }
  return raw as NotificationChannel;
};
