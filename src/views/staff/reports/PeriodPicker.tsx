// The Reports page's period: today, this week, this month or a custom range (two dates and Show, each date's error
// under it), and which dates are shown against which.
import { useSelector } from '@xstate/react';
import type { Actor } from 'xstate';
import { reportsContent as copy } from '../../../domain/console/reportsContent';
import { formatRange } from '../../../domain/console/consoleFormat';
import { previousRange, type ReportPeriod } from '../../../domain/reportPeriod';
import type { reportsMachine, ReportsSnapshot } from '../../../machines/reports';
import { Button } from '../../components/Button';
import { FilterChips } from '../../components/FilterChips';
import { TextField } from '../../components/TextField';
import * as styles from './ReportsPage.css';

const OPTIONS = (['today', 'week', 'month', 'custom'] as const).map((value) => ({ value, label: copy.period.options[value] }));

const selectPeriod = (snapshot: ReportsSnapshot) => snapshot.context.period;
const selectFrom = (snapshot: ReportsSnapshot) => snapshot.context.from;
const selectTo = (snapshot: ReportsSnapshot) => snapshot.context.to;
const selectDraftFrom = (snapshot: ReportsSnapshot) => snapshot.context.draft.from;
const selectDraftTo = (snapshot: ReportsSnapshot) => snapshot.context.draft.to;
const selectFromError = (snapshot: ReportsSnapshot) => snapshot.context.errors.from ?? null;
const selectToError = (snapshot: ReportsSnapshot) => snapshot.context.errors.to ?? null;
const selectLoading = (snapshot: ReportsSnapshot) => snapshot.hasTag('loading');
const selectInvalid = (snapshot: ReportsSnapshot) => snapshot.matches({ report: 'invalid' });

export function PeriodPicker({ actor }: { actor: Actor<typeof reportsMachine> }) {
  const period = useSelector(actor, selectPeriod);
  const from = useSelector(actor, selectFrom);
  const to = useSelector(actor, selectTo);
  const draftFrom = useSelector(actor, selectDraftFrom);
  const draftTo = useSelector(actor, selectDraftTo);
  const fromError = useSelector(actor, selectFromError);
  const toError = useSelector(actor, selectToError);
  const loading = useSelector(actor, selectLoading);
  const invalid = useSelector(actor, selectInvalid);
  const choose = (value: ReportPeriod) => actor.send(value === 'custom' ? { type: 'reports.chooseCustom' } : { type: 'reports.choosePeriod', period: value });
  const before = previousRange({ from, to });

  return (
    <div className={styles.periodBar}>
      <FilterChips label={copy.period.label} options={OPTIONS} selected={period} onSelect={choose} />
      {period === 'custom' ? (
        <form
          className={styles.customRange}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            actor.send({ type: 'reports.applyCustom' });
          }}
        >
          <div className={styles.dateField}>
            <TextField id="report-from" type="date" label={copy.period.from} value={draftFrom} error={fromError} onChange={(event) => actor.send({ type: 'reports.changeDate', field: 'from', value: event.currentTarget.value })} />
          </div>
          <div className={styles.dateField}>
            <TextField id="report-to" type="date" label={copy.period.to} value={draftTo} error={toError} onChange={(event) => actor.send({ type: 'reports.changeDate', field: 'to', value: event.currentTarget.value })} />
          </div>
          <Button type="submit" variant="primary" busy={loading} busyLabel={copy.loading}>
            {copy.period.apply}
          </Button>
        </form>
      ) : null}
      {invalid ? null : (
        <p className={styles.summary} aria-live="polite">
          {copy.showing(formatRange(from, to), formatRange(before.from, before.to))}
        </p>
      )}
    </div>
  );
}
