// The invoice page's load as the server lives it (no I/O), and how each of its answers is made on the REAL resource
// machine with the invoice page's input, whose invoice request is scripted. The context is what the customer should
// notice: the toast, and where they are sent.
import { assign, createActor, setup } from 'xstate';
import { ApiError } from '../../src/api/client';
import { messages } from '../../src/domain/messages';
import type { Invoice } from '../../src/domain/types';
import { invoiceInput, invoiceMachine } from '../../src/machines/invoice';
import type { NavigateParams, Notice } from '../../src/machines/notice';
import { defineFlowModel, type ModelEvent, type RunOptions } from '../setup/flowModel';
import { ScriptedCalls } from '../setup/scriptedCalls';

type InvoiceModelEvent = { type: 'server.returnsInvoice' | 'server.notFound' | 'server.failsWithWords' | 'server.failsWithoutWords' };

export const INVOICE = { id: 'inv-1', number: 'INV1' } as Invoice;
const SERVER_WORDS = 'The database is not reachable.';
const MY_BOOKINGS: NavigateParams = { to: '/my-bookings', replace: true };

interface Expected {
  toast: Notice | null;
  navigation: NavigateParams | null;
}

/** A failed load is told in a toast on the way back to My Bookings, whatever the failure. */
const leaves = (message: string) => ({
  target: 'left',
  actions: assign<Expected, InvoiceModelEvent, undefined, InvoiceModelEvent, never>({ toast: { kind: 'error', message }, navigation: MY_BOOKINGS }),
});

const userFlow = setup({ types: { context: {} as Expected, events: {} as InvoiceModelEvent } }).createMachine({
  id: 'invoiceFlow',
  context: { toast: null, navigation: null },
  initial: 'loading',
  states: {
    loading: {
      on: {
        'server.returnsInvoice': 'loaded',
        'server.notFound': leaves(messages.invoice.notFound),
        'server.failsWithWords': leaves(SERVER_WORDS),
        'server.failsWithoutWords': leaves(messages.invoice.loadFailed),
      },
    },
    loaded: { type: 'final' },
    left: { type: 'final' },
  },
});

/** The invoice page's real loader with a scripted invoice request, recorded toasts and navigation. */
export class InvoiceRun {
  readonly server = new ScriptedCalls<'getInvoice'>();
  toasts: Notice[] = [];
  navigations: NavigateParams[] = [];
  readonly actor;

  constructor(options: Partial<RunOptions> = {}) {
    const logic = invoiceMachine.provide({
      actions: {
        notify: (_, notice) => void this.toasts.push(notice),
        navigate: (_, params) => void this.navigations.push(params),
      },
    });
    const fetchInvoice = (invoiceId: string, signal: AbortSignal) => this.server.call<Invoice>('getInvoice', invoiceId, signal);
    this.actor = createActor(logic, { input: invoiceInput(INVOICE.id, fetchInvoice), ...options }).start();
  }

  /** The invoices asked for since the page opened. */
  get requested() {
    return this.server.calls.map(({ input }) => input);
  }

  beginStep() {
    this.toasts = [];
    this.navigations = [];
  }
}

function perform(run: InvoiceRun, event: ModelEvent<typeof userFlow>) {
  switch (event.type) {
    case 'server.returnsInvoice':
      return run.server.answer('getInvoice', INVOICE);
    case 'server.notFound':
      return run.server.fail('getInvoice', new ApiError('Invoice not found.', 404));
    case 'server.failsWithWords':
      return run.server.fail('getInvoice', new ApiError(SERVER_WORDS, 503));
    case 'server.failsWithoutWords':
      return run.server.fail('getInvoice', new ApiError('HTTP 502: Bad Gateway', 502));
  }
}

export const invoiceFlow = defineFlowModel({
  name: 'invoice',
  model: userFlow,
  // A screen's use of the shared loader takes a few of its transitions; tests/models/resource.ts takes them all.
  covers: [],
  start: (options) => new InvoiceRun(options),
  perform,
});
