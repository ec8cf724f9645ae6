// /staff/customers: every customer, found by name, phone in any spelling, plate or e-mail as the desk types; a page
// at a time in the kit's table, each name opening the customer's file.
import { useActorRef, useSelector } from '@xstate/react';
import { Link } from 'wouter';
import { consoleCustomerPath } from '../../../domain/console/consolePaths';
import { customersContent as content } from '../../../domain/console/deskContent';
import type { CustomerSummary } from '../../../domain/desk';
import { formatLongDate } from '../../../domain/format';
import { customerListMachine, pageCountOf, selectCustomerListStatus, type CustomerListSnapshot } from '../../../machines/customerList';
import { inspector } from '../../../machines/inspector';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { DataTable, type DataTableColumn } from '../../components/DataTable';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import * as fieldStyles from '../../components/Field.css';
import { Field } from '../../components/Field';
import { Inline } from '../../components/Inline';
import { Stack } from '../../components/Stack';
import { PageHeader } from '../components/PageHeader';
import * as page from '../components/console.css';
import * as styles from './CustomersPage.css';

const selectQuery = (snapshot: CustomerListSnapshot) => snapshot.context.query;
const selectSearchedFor = (snapshot: CustomerListSnapshot) => snapshot.context.searchedFor;
const selectCustomers = (snapshot: CustomerListSnapshot) => snapshot.context.customers;
const selectError = (snapshot: CustomerListSnapshot) => snapshot.context.error;
const selectPage = (snapshot: CustomerListSnapshot) => snapshot.context.page;
const selectCount = (snapshot: CustomerListSnapshot) => snapshot.context.count;

const { columns } = content;
const COLUMNS: DataTableColumn<CustomerSummary>[] = [
  {
    key: 'name',
    heading: columns.name,
    rowHeader: true,
    cell: (customer) => (
      <span className={styles.name}>
        <Link href={consoleCustomerPath(customer.id)}>{customer.full_name}</Link>
        {customer.has_account ? null : <span className={page.muted}>{content.noAccount}</span>}
      </span>
    ),
  },
  { key: 'phone', heading: columns.phone, nowrap: true, cell: (customer) => customer.phone },
  { key: 'email', heading: columns.email, cell: (customer) => <span className={styles.email}>{customer.email ?? content.none}</span> },
  { key: 'bookings', heading: columns.bookings, cell: (customer) => customer.bookings },
  { key: 'noShows', heading: columns.noShows, cell: (customer) => customer.no_shows },
  { key: 'lastVisit', heading: columns.lastVisit, cell: (customer) => (customer.last_visit ? formatLongDate(customer.last_visit) : content.none) },
];

export default function CustomersPage() {
  const actor = useActorRef(customerListMachine, { input: {}, inspect: inspector() });
  const status = useSelector(actor, selectCustomerListStatus);
  const query = useSelector(actor, selectQuery);
  const searchedFor = useSelector(actor, selectSearchedFor);
  const customers = useSelector(actor, selectCustomers);
  const error = useSelector(actor, selectError);
  const pageNumber = useSelector(actor, selectPage);
  const count = useSelector(actor, selectCount);
  const pages = pageCountOf(count);
  return (
    <Stack space="lg">
      <PageHeader title={content.title} lead={content.lead} />
      <Card tone="panel">
        <form
          role="search"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            actor.send({ type: 'customers.search' });
          }}
        >
          <Inline space="sm" alignY="end" collapseBelow="narrow">
            <div className={styles.searchField}>
              <Field id="customer-search" label={content.searchLabel} hint={content.searchHint}>
                {(control) => (
                  <input {...control} type="search" className={fieldStyles.input} value={query} autoComplete="off" onChange={(event) => actor.send({ type: 'customers.type', query: event.target.value })} />
                )}
              </Field>
            </div>
            <Button type="submit" variant="primary">
              {content.search}
            </Button>
          </Inline>
        </form>
      </Card>
      {status === 'error' ? <ErrorState message={error ?? content.loadFailed} retryLabel={content.retry} onRetry={() => actor.send({ type: 'customers.retry' })} /> : null}
      {status === 'empty' ? <EmptyState message={searchedFor ? content.noMatch(searchedFor) : content.empty} /> : null}
      {status === 'loaded' || status === 'loading' ? (
        <Card as="section" tone="panel" aria-label={content.tableCaption} aria-busy={status === 'loading'}>
          <Stack space="md">
            <DataTable caption={content.tableCaption} columns={COLUMNS} rows={customers} rowKey={(customer) => customer.id} loading={status === 'loading'} loadingText={content.loading} emptyText={content.empty} />
            {status === 'loaded' ? (
              <nav aria-label={content.pagination}>
                <Inline space="sm" align="spaceBetween">
                  <Button variant="secondary" disabled={pageNumber <= 1} onClick={() => actor.send({ type: 'customers.previousPage' })}>
                    {content.previous}
                  </Button>
                  <p className={page.muted} aria-live="polite">
                    {content.pageOf(pageNumber, pages)} · {content.found(count)}
                  </p>
                  <Button variant="secondary" disabled={pageNumber >= pages} onClick={() => actor.send({ type: 'customers.nextPage' })}>
                    {content.next}
                  </Button>
                </Inline>
              </nav>
            ) : null}
          </Stack>
        </Card>
      ) : null}
    </Stack>
  );
}
