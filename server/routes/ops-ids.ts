// A booking or an invoice in an /api/ops/… path: its full id or the 8-character number customers see, an invoice also
// its INV-YYYY-NNNNNN number (short-ids.ts).
import { messages } from '../../src/domain/messages';
import type { Executor } from '../db/client';
import { HttpError } from '../http/errors';
import { serverMessages } from '../messages';
import { findBookingId, findInvoiceId, type IdMatch } from '../services/short-ids';

/** The one id `given` names; 404 when none, 409 listing the candidates (full id: description) when several share the number. */
function theOneId(match: IdMatch, given: string, kind: 'booking' | 'invoice', notFound: string): string {
  if (match.kind === 'one') return match.id;
  if (match.kind === 'none') throw new HttpError(404, notFound);
  const candidates = match.candidates.map(({ id, description }) => `${id} (${description})`);
  throw new HttpError(409, serverMessages.numberAmbiguous(given.trim().toUpperCase(), kind, candidates), { id: candidates });
}

export const bookingIdOf = async (db: Executor, given: string) => theOneId(await findBookingId(db, given), given, 'booking', messages.booking.notFound);
export const invoiceIdOf = async (db: Executor, given: string) => theOneId(await findInvoiceId(db, given), given, 'invoice', messages.invoice.notFound);
