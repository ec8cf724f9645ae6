// /staff/reports (admin only): how the workshop did over a period against the one before it — the figures as cards,
// revenue and bookings per day, bay utilisation, when bookings start, the top services and add-ons, bookings by
// status and source, and CSV downloads. The reports machine loads it; the page renders its states and sends events.
// A staff member reads that only an admin sees the reports.
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { useSearch } from 'wouter';
import { reportsContent as copy } from '../../../domain/console/reportsContent';
import { todayInKarachi } from '../../../domain/format';
import { reportQueryOfSearch } from '../../../domain/reportPeriod';
import { reportCsvPath } from '../../../domain/reportsWire';
import { inspector } from '../../../machines/inspector';
import { reportsMachine, type ReportsSnapshot } from '../../../machines/reports';
import { buttonClass } from '../../components/buttonClass';
import { ErrorState } from '../../components/ErrorState';
import { useFlowEffects } from '../../components/flowEffects';
import { LoadingState } from '../../components/LoadingState';
import { Stack } from '../../components/Stack';
import { AdminOnlyNotice } from '../components/AdminOnlyNotice';
import { PageHeader } from '../components/PageHeader';
import { useStaffSession } from '../staffSessionContext';
import { PeriodPicker } from './PeriodPicker';
import { ReportBody } from './ReportBody';

const selectStatus = (snapshot: ReportsSnapshot) => {
  if (snapshot.matches('notAllowed')) return 'notAllowed';
  if (snapshot.matches({ report: 'failed' })) return 'failed';
  if (snapshot.matches({ report: 'invalid' })) return 'invalid';
  if (snapshot.matches({ report: 'loaded' })) return 'loaded';
  return 'loading';
};
const selectCurrent = (snapshot: ReportsSnapshot) => snapshot.context.current;
const selectPrevious = (snapshot: ReportsSnapshot) => snapshot.context.previous;
const selectLoadError = (snapshot: ReportsSnapshot) => snapshot.context.loadError;

interface ReportsPageProps {
  /** The page's logic; tests pass `reportsMachine.provide({ actors })` to stub the server. */
  logic?: typeof reportsMachine;
}

export default function ReportsPage({ logic = reportsMachine }: ReportsPageProps) {
  const isAdmin = useStaffSession().role === 'admin';
  const today = useMemo(() => todayInKarachi(), []);
  const query = reportQueryOfSearch(useSearch(), today);
  const actor = useActorRef(useFlowEffects(logic), { input: { isAdmin, today, query }, inspect: inspector() });
  useEffect(() => {
    // back and forward change the address: the report follows it (a period chosen here changes both, so this is then a no-op)
    actor.send({ type: 'reports.followUrl', query: { period: query.period, from: query.from, to: query.to } });
  }, [actor, query.period, query.from, query.to]);
  const status = useSelector(actor, selectStatus);
  const current = useSelector(actor, selectCurrent);
  const previous = useSelector(actor, selectPrevious);
  const loadError = useSelector(actor, selectLoadError);

  if (status === 'notAllowed') return <AdminOnlyNotice title={copy.title} heading={copy.adminOnlyTitle} text={copy.adminOnlyText} />;

  return (
    <Stack space="lg">
      <PageHeader title={copy.title} lead={copy.lead}>
        {status === 'loaded' && current ? (
          <a className={buttonClass('secondary')} href={reportCsvPath('bookings', current.from, current.to)} download>
            {copy.downloadBookings}
          </a>
        ) : null}
      </PageHeader>
      <PeriodPicker actor={actor} />
      {status === 'failed' ? <ErrorState message={loadError ?? copy.loadFailed} onRetry={() => actor.send({ type: 'reports.retry' })} /> : null}
      {status === 'loading' ? <LoadingState text={copy.loading} /> : null}
      {status === 'loaded' && current && previous ? <ReportBody current={current} previous={previous} /> : null}
    </Stack>
  );
}
