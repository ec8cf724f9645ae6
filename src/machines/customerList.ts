// The console's Customers page (/staff/customers): every customer a page at a time, found as the desk types (a pause
// runs the search) or at once with Search; then the page, no customers, or an error with retry; previous and next.
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { serverMessageOf } from '../api/client';
import { searchCustomers } from '../api/customers';
import { customersContent as content } from '../domain/console/deskContent';
import type { CustomerSummary } from '../domain/desk';
import { PAGE_SIZE_DEFAULT } from '../domain/constants';
import type { Paged } from '../domain/types';

export interface CustomerListContext {
  query: string;
  /** The query the page shown answers. */
  searchedFor: string;
  page: number;
  count: number;
  customers: CustomerSummary[];
  error: string | null;
}

export type CustomerListEvent =
  | { type: 'customers.type'; query: string }
  | { type: 'customers.search' }
  | { type: 'customers.retry' }
  | { type: 'customers.nextPage' }
  | { type: 'customers.previousPage' };

/** How many pages `count` customers fill. */
export const pageCountOf = (count: number) => Math.max(1, Math.ceil(count / PAGE_SIZE_DEFAULT));

const firstPageOf = ({ context }: { context: CustomerListContext }) => ({ searchedFor: context.query.trim(), page: 1 });

export const customerListMachine = setup({
  types: {
    context: {} as CustomerListContext,
    events: {} as CustomerListEvent,
    input: {} as { query?: string },
    tags: {} as 'loading',
  },
  actors: {
    loadCustomers: fromPromise<Paged<CustomerSummary>, { query: string; page: number }>(({ input, signal }) => searchCustomers(input.query, input.page, signal)),
  },
  delays: { searchDelay: 300 },
  actions: {
    assignQuery: assign({ query: (_, { query }: { query: string }) => query }),
    searchNow: assign(firstPageOf),
    assignPage: assign((_, { answer }: { answer: Paged<CustomerSummary> }) => ({ customers: answer.results, count: answer.count, error: null })),
    showError: assign({ customers: [], count: 0, error: (_, { error }: { error: unknown }) => serverMessageOf(error) ?? content.loadFailed }),
  },
  guards: {
    isEmpty: (_, { answer }: { answer: Paged<CustomerSummary> }) => answer.results.length === 0,
    hasNext: ({ context }) => context.page < pageCountOf(context.count),
    hasPrevious: ({ context }) => context.page > 1,
  },
}).createMachine({
  id: 'customerList',
  context: ({ input }) => ({ query: input.query ?? '', searchedFor: (input.query ?? '').trim(), page: 1, count: 0, customers: [], error: null }),
  initial: 'loading',
  on: {
    'customers.type': { target: '.typing', reenter: true, actions: { type: 'assignQuery', params: ({ event }) => event } },
    'customers.search': { target: '.loading', reenter: true, actions: 'searchNow' },
  },
  states: {
    // the desk is still typing: the search waits for a pause
    typing: { after: { searchDelay: { target: 'loading', actions: 'searchNow' } } },
    loading: {
      tags: 'loading',
      invoke: {
        src: 'loadCustomers',
        input: ({ context }) => ({ query: context.searchedFor, page: context.page }),
        onDone: [
          { guard: { type: 'isEmpty', params: ({ event }) => ({ answer: event.output }) }, target: 'empty', actions: { type: 'assignPage', params: ({ event }) => ({ answer: event.output }) } },
          { target: 'loaded', actions: { type: 'assignPage', params: ({ event }) => ({ answer: event.output }) } },
        ],
        onError: { target: 'error', actions: { type: 'showError', params: ({ event }) => event } },
      },
    },
    loaded: {
      on: {
        'customers.nextPage': { guard: 'hasNext', target: 'loading', actions: assign({ page: ({ context }) => context.page + 1 }) },
        'customers.previousPage': { guard: 'hasPrevious', target: 'loading', actions: assign({ page: ({ context }) => context.page - 1 }) },
      },
    },
    empty: {},
    error: { on: { 'customers.retry': 'loading' } },
  },
});

export type CustomerListSnapshot = SnapshotFrom<typeof customerListMachine>;

export type CustomerListStatus = 'loading' | 'loaded' | 'empty' | 'error';
export const selectCustomerListStatus = (snapshot: CustomerListSnapshot): CustomerListStatus =>
  snapshot.matches('loaded') ? 'loaded' : snapshot.matches('empty') ? 'empty' : snapshot.matches('error') ? 'error' : 'loading';
