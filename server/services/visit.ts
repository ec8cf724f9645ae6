// A visit as a booking asks for it: one main service and its add-ons, looked up in the catalogue and checked for
// booking (known, active, each of its kind), with the items the booking will copy, its length and its total.
import { messages } from '../../src/domain/messages';
import type { BookingItem, Service } from '../../src/domain/types';
import { itemOf, visitLength, visitTotal } from './booking-items';
import { DomainError, invalidField } from './errors';

/** The catalogue as a visit reads it. */
export interface ServiceLookup {
  get(id: string): Promise<Service | null>;
}

export interface Visit {
  /** The main service (the booking's `service`). */
  service: Service;
  /** Main service first, then the add-ons in the order asked. */
  items: BookingItem[];
  durationMinutes: number;
  total: number;
}

export const visitOfItems = (service: Service, items: BookingItem[]): Visit => ({ service, items, durationMinutes: visitLength(items), total: visitTotal(items) });

/** The main service checked for booking: 404 unknown, 400 naming `service` when inactive or an add-on. */
export async function mainService(catalogue: ServiceLookup, id: string): Promise<Service> {
  const service = await catalogue.get(id);
  if (!service) throw new DomainError('not_found', messages.services.notFound);
  if (!service.is_active) throw invalidField('service', messages.booking.serviceUnavailable);
  if (service.kind !== 'service') throw invalidField('service', messages.booking.addonAsService);
  return service;
}

/** The add-ons asked for (distinct and at most ADDONS_MAX already): 400 naming `addons` for one unknown, inactive or not an add-on. */
export async function addonServices(catalogue: ServiceLookup, ids: readonly string[]): Promise<Service[]> {
  const found = await Promise.all(ids.map((id) => catalogue.get(id)));
  return found.map((addon) => {
    if (!addon || !addon.is_active || addon.kind !== 'addon') throw invalidField('addons', messages.booking.addonUnavailable);
    return addon;
  });
}

/** The visit a booking asks for, checked. */
export async function visitFor(catalogue: ServiceLookup, serviceId: string, addonIds: readonly string[]): Promise<Visit> {
  const service = await mainService(catalogue, serviceId);
  const addons = await addonServices(catalogue, addonIds);
  return visitOfItems(service, [service, ...addons].map(itemOf));
}
