// The customer file (src/domain/desk.ts): GET /api/ops/customers?q=&page=, GET and PUT /api/ops/customers/{id}.
// Every call takes the caller's AbortSignal.
import type { CustomerFile, CustomerSummary, CustomerUpdateRequest } from '../domain/desk';
import type { ApiSuccess, Paged } from '../domain/types';
import { api, call } from './client';

/** One page of the customers a search names (a name, e-mail address, plate or phone in any spelling). */
export const searchCustomers = (query: string, page: number, signal?: AbortSignal): Promise<Paged<CustomerSummary>> =>
  call(() => api.get('ops/customers', { searchParams: { q: query, page }, signal, cache: 'no-store' }).json<Paged<CustomerSummary>>());

export const fetchCustomer = async (id: string, signal?: AbortSignal): Promise<CustomerFile> =>
  (await call(() => api.get(`ops/customers/${encodeURIComponent(id)}`, { signal, cache: 'no-store' }).json<ApiSuccess<CustomerFile>>())).data;

/** Saves the changed fields; the answer's sentence and the file as saved. */
export const updateCustomer = async (id: string, changes: CustomerUpdateRequest, signal?: AbortSignal): Promise<{ message: string; customer: CustomerFile }> => {
  const body = await call(() => api.put(`ops/customers/${encodeURIComponent(id)}`, { json: changes, signal }).json<ApiSuccess<CustomerFile>>());
  return { message: body.message ?? '', customer: body.data };
};
