// The bays grid: a table with one column per bay and one row per slot, each booking a cell spanning its slots; free
// slots are buttons that open New booking at their time, a bay's block covers its slots. Cancelled and no-show
// bookings follow below it, greyed. Hidden at 768 px and narrower.
import { useId, useMemo } from 'react';
import { boardContent as content } from '../../../domain/console/boardContent';
import { formatLongDate, formatTime } from '../../../domain/format';
import { bayBlockContent } from '../../../domain/console/deskContent';
import type { BayBlock, Board } from '../../../domain/staff';
import type { BookingActionsActor } from '../../../machines/bookingActions';
import { BoardBlock } from './BoardBlock';
import * as section from '../../components/PageSection.css';
import { BoardBookingCard } from './BoardBookingCard';
import * as styles from './BoardPage.css';
import { cellKey, layOutBoard } from './boardLayout';

interface BoardGridProps {
  board: Board;
  actions: BookingActionsActor;
  /** New booking at a free slot's time; none on a closed day. */
  onBookAt: ((time: string) => void) | null;
  onRemoveBlock: (block: BayBlock) => void;
}

export function BoardGrid({ board, actions, onBookAt, onRemoveBlock }: BoardGridProps) {
  const captionId = useId();
  const layout = useMemo(() => layOutBoard(board), [board]);
  const bays = Array.from({ length: board.bays }, (_, index) => index + 1);
  return (
    <>
      {/* focusable so a keyboard can scroll it sideways when the bays do not fit */}
      <div className={styles.gridScroller} role="region" aria-labelledby={captionId} tabIndex={0}>
        <table className={styles.grid}>
          <caption id={captionId} className={styles.caption}>
            {content.gridCaption(formatLongDate(board.date))}
          </caption>
          <colgroup>
            <col className={styles.timeColumn} />
            {bays.map((bay) => (
              <col key={bay} />
            ))}
          </colgroup>
          <thead>
            <tr>
              <th scope="col" className={styles.bayHeading}>
                {content.timeHeading}
              </th>
              {bays.map((bay) => (
                <th key={bay} scope="col" className={styles.bayHeading}>
                  {content.bay(bay)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {board.slots.map((slot, row) => (
              <tr key={slot}>
                <th scope="row" className={styles.slotHeading}>
                  {formatTime(slot)}
                </th>
                {bays.map((bay) => {
                  const key = cellKey(row, bay);
                  const placed = layout.starts.get(key);
                  if (placed) {
                    return (
                      <td key={bay} rowSpan={placed.span} className={styles.bookingCell}>
                        <BoardBookingCard booking={placed.booking} actions={actions} variant="cell" />
                      </td>
                    );
                  }
                  const blocked = layout.blockStarts.get(key);
                  if (blocked) {
                    return (
                      <td key={bay} rowSpan={blocked.span} className={styles.bookingCell}>
                        <BoardBlock block={blocked.block} onRemove={onRemoveBlock} />
                      </td>
                    );
                  }
                  if (layout.covered.has(key)) return null;
                  if (onBookAt) {
                    return (
                      <td key={bay} className={styles.freeCellWithButton}>
                        <button type="button" className={styles.freeCellButton} aria-label={bayBlockContent.bookHere(bay, formatTime(slot))} onClick={() => onBookAt(slot)}>
                          {content.freeSlot}
                        </button>
                      </td>
                    );
                  }
                  return (
                    <td key={bay} className={styles.freeCell}>
                      <span className="visually-hidden">{content.freeSlot}</span>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {layout.offGrid.length > 0 ? (
        <section className={styles.offGrid} aria-labelledby={`${captionId}-off`}>
          <h2 id={`${captionId}-off`} className={section.heading[3]}>
            {content.offGridTitle}
          </h2>
          <ul className={styles.list}>
            {layout.offGrid.map((booking) => (
              <li key={booking.id}>
                <BoardBookingCard booking={booking} actions={actions} variant="row" showBay />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
