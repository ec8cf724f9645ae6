// The two busiest reads that need the database — My Bookings and the date grid — answered before the framework
// (decision 009). Each reads through the same functions as its route (on PostgreSQL one prepared statement with
// the session check joined in; on the embedded database remembered until the next write, decision 008), so
// nothing here can outlive a session; what it skips is the framework's Request, Response and middleware, which
// cost about as much as the read itself. Only the plain success is written here: a missing or ended session, a staff account,
// a bad query or a failure goes on to the app, which answers it as it always did.
import type { AppDeps } from './context';
import { tokenFrom } from '../auth/session-cookie';
import type { Encoded } from '../fast-reads/encoded-bodies';
import { availableDatesAnswer, myBookingsBody, readBookingFilter } from '../reads/bookings';
import { myBookingsJson } from '../services/my-bookings';
import { encodingFor, jsonAnswerWriter, queryOf, type Responder } from './direct-answer';

const MY_BOOKINGS_PATH = '/api/customer/my-bookings/';
const AVAILABLE_DATES_PATH = '/api/bookings/available-dates/';

export function directReads(deps: AppDeps): Responder {
  const { config, logger, fastReads } = deps;
  const answer = jsonAnswerWriter(config, logger);
  const { myBookings: listBodies, dateGrids: gridBodies } = fastReads.bodies;

  return (request, response, toApp) => {
    if (request.method !== 'GET' || request.url === undefined) return false;
    const url = request.url;
    const encoding = encodingFor(request.headers['accept-encoding']);
    if (encoding === null) return false;
    const myBookingsQuery = queryOf(url, MY_BOOKINGS_PATH);
    const datesQuery = myBookingsQuery === null ? queryOf(url, AVAILABLE_DATES_PATH) : null;
    if (myBookingsQuery === null && datesQuery === null) return false;

    const started = performance.now();
    const read = async (): Promise<{ route: string; body: Encoded } | null> => {
      if (myBookingsQuery !== null) {
        const token = tokenFrom(request.headers.authorization, request.headers.cookie);
        if (token === null) return null;
        const filter = readBookingFilter((name) => myBookingsQuery.get(name) ?? undefined);
        const mine = await myBookingsJson(deps, config.sessionSecret, token, config.now(), filter);
        // The list is the same string while unchanged, so its body is built and encoded once.
        return mine?.role === 'customer' ? { route: MY_BOOKINGS_PATH, body: listBodies.get(mine.listJson, encoding === 'gzip', myBookingsBody) } : null;
      }
      // Repeats within a minute share one grid's text (services/availability.ts), so its body is encoded once.
      const gridJson = await availableDatesAnswer(deps, (name) => datesQuery?.get(name) ?? undefined);
      return { route: AVAILABLE_DATES_PATH, body: gridBodies.get(gridJson, encoding === 'gzip') };
    };
    // Anything but a plain success (including a thrown refusal or failure) is the app's to answer.
    read().then(
      (found) => {
        if (!found) return toApp(request, response);
        answer({ request, response, route: found.route, started, body: found.body, encoding, via: 'direct' });
      },
      () => toApp(request, response),
    );
    return true;
  };
}
