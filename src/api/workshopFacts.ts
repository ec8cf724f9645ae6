// The workshop as the public pages show it (name, contact details, the home page's figures), read at runtime so a
// change on the console's Settings page shows without a new build.
import type { ApiSuccess } from '../domain/types';
import type { WorkshopFacts } from '../domain/workshopSettings';
import { api, call } from './client';

export const getWorkshopFacts = async (signal?: AbortSignal): Promise<WorkshopFacts> =>
  (await call(() => api.get('workshop/', { signal }).json<ApiSuccess<WorkshopFacts>>())).data;
