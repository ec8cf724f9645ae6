// The service catalogue as a resource: one machine definition for the home page, the services page and the price list.
import { listAddons, listServices } from '../api/services';
import { SERVICE_CATEGORIES } from '../domain/constants';
import { servicesMessages } from '../domain/messageAreas/services';
import type { Service } from '../domain/types';
import { createResourceMachine, type ResourceInput } from './resource';

export const catalogueMachine = createResourceMachine<Service[]>();

/** Services a customer can book; the server sends only these, the filter guards against a stale cache. */
export const activeServices = (services: readonly Service[]) => services.filter((service) => service.is_active !== false);

/** The categories present in the data: the workshop's known order first, then any others alphabetically. */
export function categoriesOf(services: readonly Service[]): string[] {
  const present = new Set(services.map((service) => service.category));
  const known = SERVICE_CATEGORIES.filter((category) => present.has(category));
  const others = [...present].filter((category) => !(SERVICE_CATEGORIES as readonly string[]).includes(category)).sort();
  return [...known, ...others];
}

/** The active services by category, in the categories' order and the catalogue's order within each. */
export const activeServicesByCategory = (services: readonly Service[]) => {
  const active = activeServices(services);
  return categoriesOf(active).map((category) => ({ category, services: active.filter((service) => service.category === category) }));
};

export const catalogueInput: ResourceInput<Service[]> = {
  load: (signal) => listServices({ signal }),
  isEmpty: (services) => activeServices(services).length === 0,
  get fallbackError() {
    return servicesMessages.services.loadFailed;
  },
  // The catalogue always shows the spec's sentence, whatever the server said.
  errorText: () => null,
};

/** The add-ons, shown on the services page; they are booked beside a main service, on the wizard's review. */
export const addonCatalogueMachine = createResourceMachine<Service[]>();

export const addonCatalogueInput: ResourceInput<Service[]> = {
  load: (signal) => listAddons(signal),
  isEmpty: (addons) => activeServices(addons).length === 0,
  get fallbackError() {
    return servicesMessages.services.loadFailed;
  },
  errorText: () => null,
};
