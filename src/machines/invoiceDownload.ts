// The invoice's Download PDF button: idle → downloading → idle, telling the customer how it went each time.
import { fromPromise, setup } from 'xstate';
import { downloadInvoicePdf } from '../api/invoices';
import { saveFile } from '../api/saveFile';
import { invoiceFileName } from '../domain/invoice';
import { messages } from '../domain/messages';
import { notify, type Notice } from './notice';

export type InvoiceDownloadEvent = { type: 'download.start' };

export interface InvoiceDownloadInput {
  invoiceId: string;
}

export const invoiceDownloadMachine = setup({
  types: {
    context: {} as InvoiceDownloadInput,
    events: {} as InvoiceDownloadEvent,
    input: {} as InvoiceDownloadInput,
    tags: {} as 'busy',
  },
  actors: {
    // Fetches the PDF and hands it to the browser as invoice-{id}.pdf.
    downloadInvoice: fromPromise<void, InvoiceDownloadInput>(async ({ input, signal }) =>
      saveFile(await downloadInvoicePdf(input.invoiceId, signal), invoiceFileName(input.invoiceId)),
    ),
  },
  actions: {
    // Side effect: a no-op here, provided by the page with `useFlowEffects`.
    notify: (_, _params: Notice) => {},
  },
}).createMachine({
  id: 'invoiceDownload',
  context: ({ input }) => ({ invoiceId: input.invoiceId }),
  initial: 'idle',
  states: {
    idle: { on: { 'download.start': 'downloading' } },
    downloading: {
      tags: 'busy',
      invoke: {
        src: 'downloadInvoice',
        input: ({ context }) => ({ invoiceId: context.invoiceId }),
        onDone: { target: 'idle', actions: notify('success', () => messages.invoice.downloaded) },
        onError: { target: 'idle', actions: notify('error', () => messages.invoice.downloadFailed) },
      },
    },
  },
});
