// The invoice's Download PDF button as the customer and the server live it (no I/O), and how each of their moves is
// made on the REAL invoice download machine, whose download is scripted. The context is what the customer should
// notice: the toast of the last step, and whether it asked for the file.
import { assign, createActor, setup } from 'xstate';
import { ApiError } from '../../src/api/client';
import { messages } from '../../src/domain/messages';
import { invoiceDownloadMachine } from '../../src/machines/invoiceDownload';
import type { Notice } from '../../src/machines/notice';
import { defineFlowModel, type ModelEvent, type RunOptions } from '../setup/flowModel';
import { ScriptedRun } from '../setup/scriptedRun';

type InvoiceDownloadModelEvent = { type: 'user.downloads' | 'server.delivers' | 'server.fails' };

export const INVOICE_ID = '3f7c2a10-8b4d-4e6f-a1b2-c3d41a2b3c4d';

interface Expected {
  /** The toast of the last step. */
  toast: Notice | null;
  /** Whether the last step asked for the file. */
  asked: boolean;
}

const step = (changes: Partial<Expected>) =>
  assign<Expected, InvoiceDownloadModelEvent, undefined, InvoiceDownloadModelEvent, never>({ toast: null, asked: false, ...changes });

const userFlow = setup({ types: { context: {} as Expected, events: {} as InvoiceDownloadModelEvent } }).createMachine({
  id: 'invoiceDownloadFlow',
  context: { toast: null, asked: false },
  initial: 'idle',
  states: {
    idle: { on: { 'user.downloads': { target: 'downloading', actions: step({ asked: true }) } } },
    downloading: {
      on: {
        // A second click while the file comes starts nothing.
        'user.downloads': { actions: step({}) },
        'server.delivers': { target: 'idle', actions: step({ toast: { kind: 'success', message: messages.invoice.downloaded } }) },
        'server.fails': { target: 'idle', actions: step({ toast: { kind: 'error', message: messages.invoice.downloadFailed } }) },
      },
    },
  },
});

/** The real machine with a scripted download and recorded toasts. */
export class InvoiceDownloadRun extends ScriptedRun<'download'> {
  readonly actor;

  constructor(options: Partial<RunOptions> = {}) {
    super(options);
    const logic = invoiceDownloadMachine.provide({
      actors: { downloadInvoice: this.server.actor<void, { invoiceId: string }>('download') },
      actions: { notify: (_, notice) => void this.toasts.push(notice) },
    });
    this.actor = createActor(logic, { input: { invoiceId: INVOICE_ID }, ...options }).start();
  }
}

function perform(run: InvoiceDownloadRun, event: ModelEvent<typeof userFlow>) {
  switch (event.type) {
    case 'user.downloads':
      return run.actor.send({ type: 'download.start' });
    case 'server.delivers':
      return run.server.answer('download', undefined);
    case 'server.fails':
      return run.server.fail('download', new ApiError('HTTP 500: Internal Server Error', 500));
  }
}

export const invoiceDownloadFlow = defineFlowModel({
  name: 'invoiceDownload',
  model: userFlow,
  covers: [invoiceDownloadMachine],
  start: (options) => new InvoiceDownloadRun(options),
  perform,
});
