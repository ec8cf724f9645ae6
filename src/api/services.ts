// Catalogue calls of spec §7 "Services". Every call takes the caller's AbortSignal.
import { PAGE_SIZE_MAX } from '../domain/constants';
import type { ApiSuccess, Paged, Service } from '../domain/types';
import { api, call } from './client';

export interface ListServicesOptions {
  /** One of SERVICE_CATEGORIES; all categories when left out. */
  category?: string;
  signal?: AbortSignal;
}

/** The active services (the whole catalogue fits one page of the largest size). */
export const listServices = async ({ category, signal }: ListServicesOptions = {}): Promise<Service[]> => {
  const searchParams: Record<string, string | number> = { page_size: PAGE_SIZE_MAX };
  if (category) searchParams.category = category;
  const page = await call(() => api.get('services/list/', { searchParams, signal }).json<Paged<Service>>());
  return page.results;
};

/** The active add-ons (`?kind=addon`), any of which can join any main service in one visit. */
export const listAddons = async (signal?: AbortSignal): Promise<Service[]> => {
  const page = await call(() => api.get('services/list/', { searchParams: { kind: 'addon', page_size: PAGE_SIZE_MAX }, signal }).json<Paged<Service>>());
  return page.results;
};

export const getService = async (id: string, signal?: AbortSignal): Promise<Service> => {
  const body = await call(() => api.get(`services/${encodeURIComponent(id)}/`, { signal }).json<ApiSuccess<Service>>());
  return body.data;
};
