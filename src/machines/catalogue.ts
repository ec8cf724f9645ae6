// The service catalogue as a resource: one machine definition for the home page and the services page.
import { listServices } from '../api/services';
import { servicesMessages } from '../domain/messageAreas/services';
import type { Service } from '../domain/types';
import { createResourceMachine, type ResourceInput } from './resource';

export const catalogueMachine = createResourceMachine<Service[]>();

/** Services a customer can book; the server sends only these, the filter guards against a stale cache. */
export const activeServices = (services: readonly Service[]) => services.filter((service) => service.is_active !== false);

export const catalogueInput: ResourceInput<Service[]> = {
  load: (signal) => listServices({ signal }),
  isEmpty: (services) => activeServices(services).length === 0,
  fallbackError: servicesMessages.services.loadFailed,
  // The catalogue always shows the spec's sentence, whatever the server said.
  errorText: () => null,
};
