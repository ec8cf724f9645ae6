// The Customers page as the desk and the server live it (no I/O), and how each move is made on the REAL customerList
// machine, whose calls are scripted and whose search waits on the path's simulated clock. The context is what the
// desk should notice: the search run, the page shown, the customers and the error.
import { assign, createActor, setup } from 'xstate';
import { ApiError } from '../../src/api/client';
import { customersContent } from '../../src/domain/console/deskContent';
import type { CustomerSummary } from '../../src/domain/desk';
import type { Paged } from '../../src/domain/types';
import { customerListMachine } from '../../src/machines/customerList';
import { defineFlowModel, type ModelEvent, pathPerTransitionKeyedBy, type RunOptions } from '../setup/flowModel';
import { ScriptedCalls } from '../setup/scriptedCalls';
import { SUMMARY } from './deskFixtures';

export const QUERY = ' 0300-1234567 ';
export const SERVER_SENTENCE = 'Search with 100 characters or fewer.';
/** 45 customers: three pages of 20. */
export const COUNT = 45;

export interface CustomerListExpected {
  query: string;
  searchedFor: string;
  page: number;
  rows: number;
  error: string | null;
}

type ListModelEvent = {
  type:
    | 'server.answersPage'
    | 'server.answersNone'
    | 'server.refuses'
    | 'network.fails'
    | 'user.types'
    | 'clock.pauses'
    | 'user.searches'
    | 'user.retries'
    | 'user.nextPage'
    | 'user.previousPage';
};

const go = (target: string, changes: Partial<CustomerListExpected> = {}) => ({
  target,
  actions: assign<CustomerListExpected, ListModelEvent, undefined, ListModelEvent, never>(({ context }) => ({ ...context, ...changes })),
});
const search = (target: string) => ({
  target,
  actions: assign<CustomerListExpected, ListModelEvent, undefined, ListModelEvent, never>(({ context }) => ({ ...context, searchedFor: context.query.trim(), page: 1 })),
});
const typing = go('typing', { query: QUERY });

const listModel = setup({
  types: { context: {} as CustomerListExpected, events: {} as ListModelEvent },
  guards: { hasNext: ({ context }) => context.page < 3, hasPrevious: ({ context }) => context.page > 1 },
}).createMachine({
  id: 'customerListFlow',
  context: { query: '', searchedFor: '', page: 1, rows: 0, error: null },
  initial: 'loading',
  states: {
    loading: {
      on: {
        'server.answersPage': go('loaded', { rows: 1, error: null }),
        'server.answersNone': go('empty', { rows: 0, error: null }),
        'server.refuses': go('error', { rows: 0, error: SERVER_SENTENCE }),
        'network.fails': go('error', { rows: 0, error: customersContent.loadFailed }),
        'user.types': typing,
        'user.searches': search('loading'),
      },
    },
    typing: { on: { 'user.types': typing, 'clock.pauses': search('loading'), 'user.searches': search('loading') } },
    loaded: {
      on: {
        'user.types': typing,
        'user.searches': search('loading'),
        'user.nextPage': { guard: 'hasNext', target: 'loading', actions: assign(({ context }) => ({ ...context, page: context.page + 1 })) },
        'user.previousPage': { guard: 'hasPrevious', target: 'loading', actions: assign(({ context }) => ({ ...context, page: context.page - 1 })) },
      },
    },
    empty: { on: { 'user.types': typing, 'user.searches': search('loading') } },
    error: { on: { 'user.retries': 'loading', 'user.types': typing } },
  },
});

export class CustomerListRun {
  readonly server = new ScriptedCalls<'customers'>();
  readonly actor;

  constructor(private readonly options: Partial<RunOptions> = {}) {
    const logic = customerListMachine.provide({ actors: { loadCustomers: this.server.actor<Paged<CustomerSummary>, { query: string; page: number }>('customers') } });
    this.actor = createActor(logic, { input: {}, ...options }).start();
  }

  get clock() {
    return this.options.clock;
  }

  beginStep() {
    this.server.beginStep();
  }
}

const page = (results: CustomerSummary[], count: number): Paged<CustomerSummary> => ({ count, next: null, previous: null, results });

function perform(run: CustomerListRun, event: ModelEvent<typeof listModel>) {
  const { server, actor } = run;
  switch (event.type) {
    case 'server.answersPage':
      return server.answer('customers', page([SUMMARY], COUNT));
    case 'server.answersNone':
      return server.answer('customers', page([], 0));
    case 'server.refuses':
      return server.fail('customers', new ApiError(SERVER_SENTENCE, 400, { q: [SERVER_SENTENCE] }));
    case 'network.fails':
      return server.fail('customers', new TypeError('Failed to fetch'));
    case 'user.types':
      return actor.send({ type: 'customers.type', query: QUERY });
    case 'clock.pauses':
      return run.clock?.increment(300);
    case 'user.searches':
      return actor.send({ type: 'customers.search' });
    case 'user.retries':
      return actor.send({ type: 'customers.retry' });
    case 'user.nextPage':
      return actor.send({ type: 'customers.nextPage' });
    case 'user.previousPage':
      return actor.send({ type: 'customers.previousPage' });
  }
}

export const customerListFlow = defineFlowModel({
  name: 'customerList',
  model: listModel,
  covers: [customerListMachine],
  paths: pathPerTransitionKeyedBy<typeof listModel>((state) => state.context.page),
  start: (options) => new CustomerListRun(options),
  perform,
});
