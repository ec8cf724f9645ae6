// The workshop's public facts as a resource: the home page's figures load with the page (the prerendered page has
// none baked in, so a change on the Settings page shows at once).
import { getWorkshopFacts } from '../api/workshopFacts';
import { homeContent } from '../domain/content';
import type { WorkshopFacts } from '../domain/workshopSettings';
import { createResourceMachine, type ResourceInput } from './resource';

export const workshopFactsMachine = createResourceMachine<WorkshopFacts>();

export const workshopFactsInput: ResourceInput<WorkshopFacts> = {
  load: (signal) => getWorkshopFacts(signal),
  get fallbackError() {
    return homeContent.statsUnavailable;
  },
};
