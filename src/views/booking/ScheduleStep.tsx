// Step 3: the next 14 days as toggle buttons with their free slots; a pick moves on after a short pause.
import { useSelector } from '@xstate/react';
import type { WizardSnapshot } from '../../machines/bookingWizard';
import { ErrorState } from '../components/ErrorState';
import { DateGrid, DateGridLoading } from './DateGrid';
import { selectDate, selectDates, type WizardActor } from './wizardActor';

const selectLoading = (snapshot: WizardSnapshot) => snapshot.hasTag('loadingDates');
const selectError = (snapshot: WizardSnapshot) => (snapshot.matches({ steps: { schedule: 'failed' } }) ? snapshot.context.datesError : null);

export function ScheduleStep({ actor }: { actor: WizardActor }) {
  const dates = useSelector(actor, selectDates);
  const selected = useSelector(actor, selectDate);
  const loading = useSelector(actor, selectLoading);
  const error = useSelector(actor, selectError);

  if (error) return <ErrorState message={error} onRetry={() => actor.send({ type: 'wizard.retry' })} />;
  if (loading) return <DateGridLoading />;
  return <DateGrid days={dates} selected={selected} onPick={(date) => actor.send({ type: 'wizard.selectDate', date })} />;
}
