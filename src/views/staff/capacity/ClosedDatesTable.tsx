// The closed dates with their notes, each with Reopen (confirmed in a dialog).
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { capacityContent as content, workshopCommon } from '../../../domain/console/workshopContent';
import { formatLongDate } from '../../../domain/format';
import type { capacitySettingsMachine, CapacitySettingsSnapshot } from '../../../machines/capacitySettings';
import * as ui from '../../../styles/ui.css';
import * as styles from '../catalogue/workshopPage.css';
import * as page from '../layout/consolePage.css';

const NO_DATES: ReadonlyArray<{ date: string; note: string }> = [];
const selectClosedDates = (snapshot: CapacitySettingsSnapshot) => snapshot.context.settings?.closed_dates ?? NO_DATES;

export function ClosedDatesTable({ actor }: { actor: ActorRefFrom<typeof capacitySettingsMachine> }) {
  const closedDates = useSelector(actor, selectClosedDates);
  if (closedDates.length === 0) return <p className={`${styles.note} ${page.muted}`}>{content.closedEmpty}</p>;
  return (
    <div className={styles.tableWrap}>
      <table className={page.table}>
        <caption className="visually-hidden">{content.closedCaption}</caption>
        <thead className={styles.stackedHead}>
          <tr>
            <th scope="col" className={page.headCell}>{content.columns.date}</th>
            <th scope="col" className={page.headCell}>{content.columns.note}</th>
            <th scope="col" className={page.headCell}>{workshopCommon.actions}</th>
          </tr>
        </thead>
        <tbody className={styles.stackedBody}>
          {closedDates.map(({ date, note }) => (
            <tr key={date} className={styles.row}>
              <th scope="row" className={`${page.cell} ${styles.stackedCell}`} data-label={content.columns.date}>
                <time dateTime={date}>{formatLongDate(date)}</time>
              </th>
              <td className={`${page.cell} ${styles.stackedCell}`} data-label={content.columns.note}>
                {note || <span className={page.muted}>{content.noNote}</span>}
              </td>
              <td className={`${page.cell} ${styles.stackedCell}`}>
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
        </tbody>
      </table>
    </div>
  );
}
