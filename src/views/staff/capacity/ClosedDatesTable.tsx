// The closed dates with their notes, each with Reopen (confirmed in a dialog).
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { capacityContent as content, workshopCommon } from '../../../domain/console/workshopContent';
import { formatLongDate } from '../../../domain/format';
import type { capacitySettingsMachine, CapacitySettingsSnapshot } from '../../../machines/capacitySettings';
import * as ui from '../../../styles/ui.css';
import { stackedCell } from '../components/stackedCell';
import { StackedTable } from '../components/StackedTable';
import * as styles from '../components/workshopPage.css';
import * as page from '../layout/consolePage.css';

const NO_DATES: ReadonlyArray<{ date: string; note: string }> = [];
const selectClosedDates = (snapshot: CapacitySettingsSnapshot) => snapshot.context.settings?.closed_dates ?? NO_DATES;

export function ClosedDatesTable({ actor }: { actor: ActorRefFrom<typeof capacitySettingsMachine> }) {
  const closedDates = useSelector(actor, selectClosedDates);
  if (closedDates.length === 0) return <p className={`${styles.note} ${page.muted}`}>{content.closedEmpty}</p>;
  return (
    <StackedTable caption={content.closedCaption} headings={[content.columns.date, content.columns.note, workshopCommon.actions]}>
      {closedDates.map(({ date, note }) => (
        <tr key={date} className={styles.row}>
          <th scope="row" className={stackedCell} data-label={content.columns.date}>
            <time dateTime={date}>{formatLongDate(date)}</time>
          </th>
          <td className={stackedCell} data-label={content.columns.note}>
            {note || <span className={page.muted}>{content.noNote}</span>}
          </td>
          <td className={stackedCell}>
            <div className={styles.rowActions}>
              <button
                type="button"
                className={`${ui.dangerButton} ${styles.smallButton}`}
                aria-label={content.reopenLabel(date)}
                onClick={() => actor.send({ type: 'closedDate.reopen', date })}
              >
                {content.reopen}
              </button>
            </div>
          </td>
        </tr>
      ))}
    </StackedTable>
  );
}
