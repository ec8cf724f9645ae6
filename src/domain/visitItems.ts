// The services of a visit as both apps read them: its add-ons, and their ids (availability and reschedules
// ask with them, so the times offered fit the whole visit).
import type { BookingItem, Service } from './types';

/** The add-ons of a visit, in its order. */
export const addonItemsOf = (items: readonly BookingItem[]) => items.filter(({ kind }) => kind === 'addon');

/** The ids of a visit's add-ons. */
export const addonIdsOf = (items: readonly BookingItem[]) => addonItemsOf(items).map(({ service }) => service);

/** A booked visit's length in minutes: its items' durations added up. */
export const visitLength = (items: readonly BookingItem[]) => items.reduce((sum, item) => sum + item.duration, 0);

/** What a booked visit costs: its items' prices added up (tax included). */
export const visitTotal = (items: readonly BookingItem[]) => items.reduce((sum, item) => sum + item.price, 0);

/** A visit's price and length while it is being chosen: its services' sums (main service and add-ons). */
export const visitTotalsOf = (services: ReadonlyArray<Pick<Service, 'price' | 'duration_minutes'>>) => ({
  price: services.reduce((sum, { price }) => sum + price, 0),
  minutes: services.reduce((sum, { duration_minutes }) => sum + duration_minutes, 0),
});
