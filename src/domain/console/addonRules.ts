// Which add-ons a visit has and may gain: the console's booking page and the desk dialog read the same rules the
// server applies (it answers 409 to a change these would not offer).
import { ADDONS_MAX, CHANGEABLE_BOOKING_STATUSES, type PaymentStatus } from '../constants';
import type { BookingItem, Service } from '../types';
import type { BoardBooking } from '../staff';
import { addonIdsOf } from '../visitItems';

export { addonIdsOf, addonItemsOf, visitTotalsOf } from '../visitItems';

/** Invoices whose booking may still change its add-ons: nothing has been paid (or given back) yet. */
const UNPAID: readonly PaymentStatus[] = ['pending', 'failed'];

/** Whether an invoice in this payment status still lets its booking gain or lose an add-on (the server's rule too). */
export const invoiceAllowsAddonChange = (paymentStatus: PaymentStatus) => UNPAID.includes(paymentStatus);

/** An unpaid booking that has not started, ended or been cancelled can gain or lose an add-on. */
export const canChangeAddons = ({ status, invoice }: Pick<BoardBooking, 'status' | 'invoice'>): boolean =>
  (CHANGEABLE_BOOKING_STATUSES as readonly string[]).includes(status) && (invoice === null || invoiceAllowsAddonChange(invoice.payment_status));

/** The active add-ons a visit does not have yet; none once it has ADDONS_MAX. */
export function addonsToOffer(addons: readonly Service[], items: readonly BookingItem[]): Service[] {
  const inVisit = new Set(addonIdsOf(items));
  return inVisit.size >= ADDONS_MAX ? [] : addons.filter(({ id }) => !inVisit.has(id));
}
