// The audit log (GET /api/ops/audit?page=&booking=): who changed what, newest first, a page at a time.
import type { AuditEntry } from '../domain/staff';
import type { Paged } from '../domain/types';
import { api, call } from './client';

export interface AuditQuery {
  page: number;
  /** Only the entries of this booking; null for all. */
  booking: string | null;
}

export const listAuditEntries = (query: AuditQuery, signal?: AbortSignal): Promise<Paged<AuditEntry>> => {
  const searchParams = new URLSearchParams({ page: String(query.page) });
  if (query.booking) searchParams.set('booking', query.booking);
  return call(() => api.get('ops/audit', { searchParams, signal }).json<Paged<AuditEntry>>());
};
