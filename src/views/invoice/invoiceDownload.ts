// The invoice's Download PDF button: idle → downloading → idle, telling the customer how it went each time.
import { fromPromise, setup } from 'xstate';

export type InvoiceDownloadEvent = { type: 'download.start' };

export const invoiceDownloadMachine = setup({
  types: {
    events: {} as InvoiceDownloadEvent,
    tags: {} as 'busy',
  },
  actors: {
    // Provided by the page: fetches the PDF and hands it to the browser.
    downloadInvoice: fromPromise<void>(async () => {}),
  },
  actions: {
    // Provided by the page: the success and failure toasts.
    notifyDownloaded: () => {},
    notifyFailed: () => {},
  },
}).createMachine({
  id: 'invoiceDownload',
  initial: 'idle',
  states: {
    idle: { on: { 'download.start': 'downloading' } },
    downloading: {
      tags: 'busy',
      invoke: {
        src: 'downloadInvoice',
        onDone: { target: 'idle', actions: 'notifyDownloaded' },
        onError: { target: 'idle', actions: 'notifyFailed' },
      },
    },
  },
});
