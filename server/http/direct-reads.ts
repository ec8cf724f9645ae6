// The busiest reads that need the database — My Bookings, the date grid and a day's times — answered before the
// framework (decision 009). Each reads through the same functions as its route (on PostgreSQL one prepared statement
// with the session check joined in; on the embedded database remembered until the next write, decision 008), so
// nothing here can outlive a session; what it skips is the framework's Request, Response and middleware, which
// cost about as much as the read itself. Only the plain success is written here: a missing or ended session, a staff account,
// a bad query or a failure goes on to the app, which answers it as it always did.
import type { AppDeps } from './context';
import { tokenFrom } from '../auth/session-cookie';
import type { Encoded } from '../fast-reads/encoded-bodies';
import { availableDatesAnswer, availableTimesAnswer, myBookingsBody, readBookingFilter } from '../reads/bookings';
import { myBookingsJson } from '../services/my-bookings';
import { encodingFor, jsonAnswerWriter, queryOf, type Responder } from './direct-answer';

const MY_BOOKINGS_PATH = '/api/customer/my-bookings/';

/** The public grids: answered from their query alone, by the same functions as their routes. */
const GRIDS = [
  { path: '/api/bookings/available-dates/', gridJson: availableDatesAnswer },
  { path: '/api/bookings/available-times/', gridJson: availableTimesAnswer },
] as const;

/** The public grid a request URL asks for, with its query, or null. */
function gridAsked(url: string) {
  for (const grid of GRIDS) {
    const query = queryOf(url, grid.path);
    if (query !== null) return { ...grid, query };
  }
  return null;
}

export function directReads(deps: AppDeps): Responder {
  const { config, logger, metrics, fastReads } = deps;
  const answer = jsonAnswerWriter(config, logger, metrics);
  const { myBookings: listBodies, dateGrids: gridBodies } = fastReads.bodies;

  return (request, response, toApp) => {
    if (request.method !== 'GET' || request.url === undefined) return false;
    const url = request.url;
    const encoding = encodingFor(request.headers['accept-encoding']);
    if (encoding === null) return false;
    const myBookingsQuery = queryOf(url, MY_BOOKINGS_PATH);
    const grid = myBookingsQuery === null ? gridAsked(url) : null;
    if (myBookingsQuery === null && grid === null) return false;

    const started = performance.now();
    const read = async (): Promise<{ route: string; body: Encoded } | null> => {
      if (myBookingsQuery !== null) {
        const token = tokenFrom(request.headers.authorization, request.headers.cookie);
        if (token === null) return null;
        const filter = readBookingFilter((name) => myBookingsQuery.get(name) ?? undefined);
        const mine = await myBookingsJson(deps, config.sessionSecret, token, config.now(), filter);
        // The list is the same string while unchanged, so its body is built and encoded once.
        return mine?.role === 'customer' && !mine.mustChangePassword ? { route: MY_BOOKINGS_PATH, body: listBodies.get(mine.listJson, encoding === 'gzip', myBookingsBody) } : null;
      }
      if (grid === null) return null;
      // Repeats within a minute share one grid's text (services/availability.ts), so its body is encoded once.
      const { path, query } = grid;
      const gridJson = await grid.gridJson(deps, (name) => query.get(name) ?? undefined);
      return { route: path, body: gridBodies.get(gridJson, encoding === 'gzip') };
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
