// Query-string readers shared by the booking routes: whole numbers, dates, page links.
import { isIsoDate } from '../../src/domain/schemas';
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
