// The booking reads answered both by their routes and by the direct reads before the framework (decision 009):
// how their query strings are read (a 400 for a bad one) and how their answers are written, in one place.
import { AVAILABILITY_DAYS, AVAILABILITY_MAX_DAYS, BOOKING_STATUSES, type BookingStatus } from '../../src/domain/constants';
import { todayInKarachi } from '../../src/domain/format';
import { messages } from '../../src/domain/messages';
import type { AppDeps } from '../http/context';
import * as v from 'valibot';
import { AddonIds } from '../../src/domain/schemas';
import { HttpError, validOrThrow } from '../http/errors';
import { optionalDate, wholeNumber } from '../http/query';
import { availableDatesJson, availableTimesJson } from '../services/availability';
import type { BookingFilter } from '../services/my-bookings';
import { addonServices } from '../services/visit';

export const parseStatusFilter = (raw: string | undefined): BookingStatus | undefined => {
  if (raw === undefined || raw === '' || raw === 'all') return undefined;
  if (!(BOOKING_STATUSES as readonly string[]).includes(raw)) throw new HttpError(400, messages.booking.statusFilterInvalid, { status: [messages.booking.statusFilterInvalid] });
  return raw as BookingStatus;
};

/** A query string's first value of a name, as the route and the direct reads both read it. */
type QueryReader = (name: string) => string | undefined;

/** My Bookings' optional filters; throws the route's 400 for a bad one. */
export const readBookingFilter = (query: QueryReader): BookingFilter => ({
  status: parseStatusFilter(query('status')),
  dateFrom: optionalDate(query('date_from'), messages.booking.dateInvalid, 'date_from'),
  dateTo: optionalDate(query('date_to'), messages.booking.dateInvalid, 'date_to'),
});

export const myBookingsBody = (listJson: string) => `{"success":true,"data":${listJson}}`;

type GridDeps = Pick<AppDeps, 'config' | 'catalogue' | 'fastReads' | 'workshop'>;

/** `addons=ID,ID` as the list of ids the booking would send; throws the route's 400 naming addons. */
const addonsAsked = (query: QueryReader): string[] => {
  const raw = query('addons');
  if (raw === undefined || raw === '') return [];
  return validOrThrow(v.object({ addons: AddonIds }), { addons: raw.split(',') }).addons;
};

/**
 * The asked visit's length: the service's duration and its add-ons' (null when neither is asked: one-slot starts);
 * throws the route's 404 for an unknown service and 400 naming addons for a bad add-on.
 */
async function durationAsked({ catalogue }: GridDeps, query: QueryReader): Promise<number | null> {
  const serviceId = query('service');
  const addonIds = addonsAsked(query);
  let minutes = 0;
  if (serviceId) {
    const service = await catalogue.get(serviceId);
    if (!service) throw new HttpError(404, messages.services.notFound);
    minutes += service.duration_minutes;
  }
  for (const addon of await addonServices(catalogue, addonIds)) minutes += addon.duration_minutes;
  return serviceId || addonIds.length > 0 ? minutes : null;
}

/** The date grid for a query (start_date, days, service) as JSON text; throws the route's 400 or 404. */
export async function availableDatesAnswer(deps: GridDeps, query: QueryReader): Promise<string> {
  const now = deps.config.now();
  const startDate = optionalDate(query('start_date'), messages.booking.dateInvalid, 'start_date') ?? todayInKarachi(now);
  const days = wholeNumber(query('days'), AVAILABILITY_DAYS, 1, AVAILABILITY_MAX_DAYS, messages.booking.daysInvalid(AVAILABILITY_MAX_DAYS), 'days');
  const durationMinutes = await durationAsked(deps, query);
  return availableDatesJson(deps.fastReads, await deps.workshop.capacity(), now, { startDate, days, durationMinutes });
}

/** One day's start times for a query (date, service) as JSON text; throws the route's 400 or 404. */
export async function availableTimesAnswer(deps: GridDeps, query: QueryReader): Promise<string> {
  const date = optionalDate(query('date'), messages.booking.dateInvalid, 'date');
  if (date === undefined) throw new HttpError(400, messages.booking.timesNeedDate, { date: [messages.booking.timesNeedDate] });
  const durationMinutes = await durationAsked(deps, query);
  return availableTimesJson(deps.fastReads, await deps.workshop.capacity(), deps.config.now(), { date, durationMinutes });
}
