// /staff/payments (admin only): a day's payments through a gateway reconciled against ours — the day (?date= in the
// address, else today in Karachi) and Show, the summary ("2 mismatches", "Every payment matches.") and the table, mismatches first.
// The reconciliation machine loads it; the page renders its states and sends events. Staff read that only an admin
// reconciles payments.
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { useSearch } from 'wouter';
import { reconciliationContent as copy } from '../../../domain/console/livePaymentsContent';
import { formatLongDate, todayInKarachi } from '../../../domain/format';
import { inspector } from '../../../machines/inspector';
import { reconciliationDateOf, reconciliationMachine, selectReconciliationStatus, summaryOf, type ReconciliationSnapshot } from '../../../machines/reconciliation';
import { Button } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { useFlowEffects } from '../../components/flowEffects';
import { LoadingState } from '../../components/LoadingState';
import { Stack } from '../../components/Stack';
import { TextField } from '../../components/TextField';
import { AdminOnlyNotice } from '../components/AdminOnlyNotice';
import { PageHeader } from '../components/PageHeader';
import * as table from '../layout/dataTable.css';
import { useStaffSession } from '../staffSessionContext';
import { ReconciliationTable } from './ReconciliationTable';
import * as styles from './PaymentsPage.css';

const selectDate = (snapshot: ReconciliationSnapshot) => snapshot.context.date;
const selectDraft = (snapshot: ReconciliationSnapshot) => snapshot.context.draft;
const selectDateError = (snapshot: ReconciliationSnapshot) => snapshot.context.dateError;
const selectPayments = (snapshot: ReconciliationSnapshot) => snapshot.context.payments;
const selectMismatches = (snapshot: ReconciliationSnapshot) => snapshot.context.mismatches;
const selectLoadError = (snapshot: ReconciliationSnapshot) => snapshot.context.loadError;

interface PaymentsPageProps {
  /** The page's logic; tests pass `reconciliationMachine.provide({ actors })` to stub the server. */
  logic?: typeof reconciliationMachine;
}

export default function PaymentsPage({ logic = reconciliationMachine }: PaymentsPageProps) {
  const isAdmin = useStaffSession().role === 'admin';
  const today = useMemo(() => todayInKarachi(), []);
  const addressDate = reconciliationDateOf(useSearch(), today);
  const actor = useActorRef(useFlowEffects(logic), { input: { isAdmin, date: addressDate }, inspect: inspector() });
  useEffect(() => {
    // back and forward change the address: the day follows it (Show changes both, so this is then a no-op)
    actor.send({ type: 'reconcile.followUrl', date: addressDate });
  }, [actor, addressDate]);
  const status = useSelector(actor, selectReconciliationStatus);
  const date = useSelector(actor, selectDate);
  const draft = useSelector(actor, selectDraft);
  const dateError = useSelector(actor, selectDateError);
  const payments = useSelector(actor, selectPayments);
  const mismatches = useSelector(actor, selectMismatches);
  const loadError = useSelector(actor, selectLoadError);

  if (status === 'notAllowed') return <AdminOnlyNotice title={copy.title} heading={copy.adminOnlyTitle} text={copy.adminOnlyText} />;

  return (
    <Stack space="lg">
      <PageHeader title={copy.title} lead={copy.lead} />
      <form
        className={styles.dayForm}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          actor.send({ type: 'reconcile.show' });
        }}
      >
        <div className={styles.dateField}>
          <TextField
            id="reconcile-date"
            type="date"
            label={copy.dateLabel}
            value={draft}
            error={dateError}
            onChange={(event) => actor.send({ type: 'reconcile.changeDate', value: event.currentTarget.value })}
          />
        </div>
        <Button type="submit" variant="primary" busy={status === 'loading'} busyLabel={copy.loading}>
          {copy.show}
        </Button>
      </form>
      <section aria-label={copy.tableCaption(formatLongDate(date))} aria-busy={status === 'loading'}>
        {status === 'loading' ? <LoadingState text={copy.loading} /> : null}
        {status === 'error' ? <ErrorState message={loadError ?? copy.loadFailed} onRetry={() => actor.send({ type: 'reconcile.retry' })} /> : null}
        {status === 'empty' ? <EmptyState message={copy.empty} /> : null}
        {status === 'loaded' ? (
          <Stack space="md" className={table.panel}>
            <p className={mismatches > 0 ? `${styles.summary} ${styles.mismatchSummary}` : styles.summary} role="status">
              {summaryOf(mismatches)}
            </p>
            <ReconciliationTable date={formatLongDate(date)} payments={payments} />
          </Stack>
        ) : null}
      </section>
    </Stack>
  );
}
