// Which add-ons a visit has and may gain: the console's booking page and the desk dialog read the same rules the
// server applies (it answers 409 to a change these would not offer).
import { ADDONS_MAX, CHANGEABLE_BOOKING_STATUSES, isUnpaid, type PaymentStatus } from '../constants';
import { onlyDepositPaid } from '../deposit';
import type { BookingItem, Service } from '../types';
import type { BoardBooking } from '../staff';
import { addonIdsOf } from '../visitItems';

export { addonIdsOf, addonItemsOf, visitTotalsOf } from '../visitItems';

/**
 * Whether an invoice still lets its booking gain or lose an add-on (the server's rule too): nothing has been paid (or
 * given back) yet — a deposit paid online counts as paid, its share of the total being fixed.
 */
export const invoiceAllowsAddonChange = (paymentStatus: PaymentStatus, depositPaidAt: unknown = null) =>
  isUnpaid(paymentStatus) && !onlyDepositPaid(paymentStatus, depositPaidAt);

/** An unpaid booking that has not started, ended or been cancelled can gain or lose an add-on. */
export const canChangeAddons = ({ status, invoice, deposit }: Pick<BoardBooking, 'status' | 'invoice' | 'deposit'>): boolean =>
  (CHANGEABLE_BOOKING_STATUSES as readonly string[]).includes(status) && (invoice === null || invoiceAllowsAddonChange(invoice.payment_status, deposit?.paid_at));

/** The active add-ons a visit does not have yet; none once it has ADDONS_MAX. */
export function addonsToOffer(addons: readonly Service[], items: readonly BookingItem[]): Service[] {
  const inVisit = new Set(addonIdsOf(items));
  return inVisit.size >= ADDONS_MAX ? [] : addons.filter(({ id }) => !inVisit.has(id));
}
