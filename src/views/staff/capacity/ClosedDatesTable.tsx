// The closed dates with their notes, each with Reopen (confirmed in a dialog).
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { capacityContent as content, workshopCommon } from '../../../domain/console/workshopContent';
import { formatLongDate } from '../../../domain/format';
import type { capacitySettingsMachine, CapacitySettingsSnapshot } from '../../../machines/capacitySettings';
import { Button } from '../../components/Button';
import { DataTable, type DataTableColumn } from '../../components/DataTable';
import { Inline } from '../../components/Inline';
import * as styles from '../components/console.css';

type ClosedDate = { date: string; note: string };

const NO_DATES: ReadonlyArray<ClosedDate> = [];
const selectClosedDates = (snapshot: CapacitySettingsSnapshot) => snapshot.context.settings?.closed_dates ?? NO_DATES;

export function ClosedDatesTable({ actor }: { actor: ActorRefFrom<typeof capacitySettingsMachine> }) {
  const closedDates = useSelector(actor, selectClosedDates);
  if (closedDates.length === 0) return <p className={`${styles.note} ${styles.muted}`}>{content.closedEmpty}</p>;
  const columns: DataTableColumn<ClosedDate>[] = [
    { key: 'date', heading: content.columns.date, rowHeader: true, cell: ({ date }) => <time dateTime={date}>{formatLongDate(date)}</time> },
    { key: 'note', heading: content.columns.note, cell: ({ note }) => note || <span className={styles.muted}>{content.noNote}</span> },
    {
      key: 'actions',
      heading: workshopCommon.actions,
      labelled: false,
      cell: ({ date }) => (
        <Inline space="sm">
          <Button variant="destructiveOutline" size="small" aria-label={content.reopenLabel(date)} onClick={() => actor.send({ type: 'closedDate.reopen', date })}>
            {content.reopen}
          </Button>
        </Inline>
      ),
    },
  ];
  return <DataTable caption={content.closedCaption} columns={columns} rows={closedDates} rowKey={({ date }) => date} emptyText={content.closedEmpty} />;
}
