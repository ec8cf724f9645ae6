// Calls of spec §7 "Invoices": one invoice of the signed-in customer, and its PDF. Every call takes the caller's AbortSignal.
import type { ApiSuccess, Invoice } from '../domain/types';
import { api, call } from './client';

const invoicePath = (id: string) => `invoices/${encodeURIComponent(id)}/`;

/** One invoice; 404 for an unknown id or someone else's. */
export const getInvoice = async (id: string, signal?: AbortSignal): Promise<Invoice> => {
  const body = await call(() => api.get(invoicePath(id), { signal }).json<ApiSuccess<Invoice>>());
  return body.data;
};

/** The invoice as a PDF file; the session cookie goes with it (DESIGN deviation 5: no bearer token is needed). */
export const downloadInvoicePdf = (id: string, signal?: AbortSignal): Promise<Blob> =>
  call(() => api.get(`${invoicePath(id)}download/`, { signal, headers: { Accept: 'application/pdf' } }).blob());
