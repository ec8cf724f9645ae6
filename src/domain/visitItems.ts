// The services of a booked visit as both apps read them: its add-ons, and their ids (availability and reschedules
// ask with them, so the times offered fit the whole visit).
import type { BookingItem } from './types';

/** The add-ons of a visit, in its order. */
export const addonItemsOf = (items: readonly BookingItem[]) => items.filter(({ kind }) => kind === 'addon');

/** The ids of a visit's add-ons. */
export const addonIdsOf = (items: readonly BookingItem[]) => addonItemsOf(items).map(({ service }) => service);
