// Which add-ons a visit may gain in the console: only an unpaid booking that has not started, ended or been
// cancelled; never one already in the visit; none past ADDONS_MAX; and the desk's total and minutes of a visit.
import { describe, expect, it } from 'vitest';
import { ADDONS_MAX } from '../../src/domain/constants';
import { addonIdsOf, addonsToOffer, canChangeAddons, visitTotalsOf } from '../../src/domain/console/addonRules';
import type { BookingItem, Service } from '../../src/domain/types';
import { BOOKING } from '../models/dayBoard';
import { ADDONS, ENGINE_BAY, SERVICE } from '../models/deskFixtures';

const itemOf = (service: Service): BookingItem => ({ service: service.id, name: service.name, kind: service.kind, price: service.price, original_price: null, duration: service.duration_minutes });
const MAIN = itemOf(SERVICE);

describe('add-on rules', () => {
  it('lets an unpaid booking that can still change gain or lose an add-on, and no other', () => {
    expect(canChangeAddons(BOOKING)).toBe(true);
    expect(canChangeAddons({ ...BOOKING, status: 'rescheduled', invoice: { ...BOOKING.invoice!, payment_status: 'failed' } })).toBe(true);
    expect(canChangeAddons({ ...BOOKING, invoice: { ...BOOKING.invoice!, payment_status: 'paid' } })).toBe(false);
    // A deposit paid online fixes the total it is a share of.
    const deposit = { amount: 3750, balance: 8750, due_by: '2026-11-30T09:30:00.000Z', paid_at: null };
    expect(canChangeAddons({ ...BOOKING, deposit })).toBe(true);
    expect(canChangeAddons({ ...BOOKING, deposit: { ...deposit, paid_at: '2026-11-30T09:10:00.000Z' } })).toBe(false);
    for (const status of ['in_progress', 'completed', 'cancelled', 'no_show'] as const) expect(canChangeAddons({ ...BOOKING, status }), status).toBe(false);
  });

  it('offers the add-ons not in the visit yet, and none once it has the most a visit can carry', () => {
    expect(addonsToOffer(ADDONS, [MAIN, itemOf(ENGINE_BAY)]).map(({ id }) => id)).toEqual(ADDONS.filter(({ id }) => id !== ENGINE_BAY.id).map(({ id }) => id));
    const full = Array.from({ length: ADDONS_MAX }, (_, index) => itemOf({ ...ENGINE_BAY, id: `addon-${index}` }));
    expect(addonsToOffer(ADDONS, [MAIN, ...full])).toEqual([]);
    expect(addonIdsOf([MAIN, itemOf(ENGINE_BAY)])).toEqual([ENGINE_BAY.id]);
  });

  it("adds up a visit's price and minutes", () => {
    expect(visitTotalsOf([SERVICE, ENGINE_BAY])).toEqual({ price: SERVICE.price + ENGINE_BAY.price, minutes: SERVICE.duration_minutes + ENGINE_BAY.duration_minutes });
  });
});
