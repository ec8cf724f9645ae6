// The invoice page's load (spec §2 /invoice/{id}): any failure is told in a toast on the way back to My Bookings.
import { serverMessageOf } from '../api/client';
import { getInvoice } from '../api/invoices';
import { messages } from '../domain/messages';
import type { Invoice } from '../domain/types';
import { createResourceMachine, type FetchById, type ResourceInput } from './resource';

export const invoiceMachine = createResourceMachine<Invoice>();

/**
 * 404 reads 'Invoice not found'; other failures the server's sentence, else 'Failed to load invoice' (spec §8).
 * `fetchInvoice`: the API call, unless a test scripts it.
 */
export const invoiceInput = (invoiceId: string, fetchInvoice: FetchById<Invoice> = getInvoice): ResourceInput<Invoice> => ({
  load: (signal) => fetchInvoice(invoiceId, signal),
  fallbackError: messages.invoice.loadFailed,
  errorText: serverMessageOf,
  notFoundText: messages.invoice.notFound,
  exit: '/my-bookings',
  leaveOnFailure: true,
});
