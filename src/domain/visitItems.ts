// The services of a visit as both apps read them: its add-ons, and their ids (availability and reschedules
// ask with them, so the times offered fit the whole visit).
import type { BookingItem, Service } from './types';

/** The add-ons of a visit, in its order. */
export const addonItemsOf = (items: readonly BookingItem[]) => items.filter(({ kind }) => kind === 'addon');

/** The ids of a visit's add-ons. */
export const addonIdsOf = (items: readonly BookingItem[]) => addonItemsOf(items).map(({ service }) => service);

/** A visit's price and length while it is being chosen: its services' sums (main service and add-ons). */
export const visitTotalsOf = (services: ReadonlyArray<Pick<Service, 'price' | 'duration_minutes'>>) => ({
  price: services.reduce((sum, { price }) => sum + price, 0),
  minutes: services.reduce((sum, { duration_minutes }) => sum + duration_minutes, 0),
});
