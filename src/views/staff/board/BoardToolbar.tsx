// The board's day (previous, the picker, next, today), its view (bays or list) and how fresh it is: "last updated
// hh:mm", or "reconnecting" when the last refresh failed (the board shown stays).
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { boardContent as content } from '../../../domain/console/boardContent';
import { bayBlockContent, deskBookingContent } from '../../../domain/console/deskContent';
import { formatLongDate } from '../../../domain/format';
import { selectBoardView, type dayBoardMachine } from '../../../machines/dayBoard';
import { Button } from '../../components/Button';
import { Field } from '../../components/Field';
import * as fieldStyles from '../../components/Field.css';
import { Inline } from '../../components/Inline';
import * as styles from './BoardPage.css';

export type DayBoardActor = ActorRefFrom<typeof dayBoardMachine>;

export function BoardToolbar({ actor }: { actor: DayBoardActor }) {
  const date = useSelector(actor, (snapshot) => snapshot.context.date);
  const isToday = useSelector(actor, (snapshot) => snapshot.context.date === snapshot.context.today);
  const view = useSelector(actor, selectBoardView);
  return (
    <Inline space="md" align="spaceBetween" alignY="end">
      <h2 className={styles.dayHeading}>{formatLongDate(date)}</h2>
      <div className={styles.dayNav}>
        <Button variant="secondary" onClick={() => actor.send({ type: 'dayBoard.previousDay' })}>
          <span aria-hidden="true">←</span> {content.previousDay}
        </Button>
        <div className={styles.dayField}>
          <Field id="board-day" label={content.dateLabel}>
            {(control) => (
              <input
                {...control}
                type="date"
                className={`${fieldStyles.input} ${styles.dayInput}`}
                value={date}
                onChange={(event) => actor.send({ type: 'dayBoard.pickDate', date: event.target.value })}
              />
            )}
          </Field>
        </div>
        <Button variant="secondary" onClick={() => actor.send({ type: 'dayBoard.nextDay' })}>
          {content.nextDay} <span aria-hidden="true">→</span>
        </Button>
        {isToday ? null : (
          <Button variant="quiet" onClick={() => actor.send({ type: 'dayBoard.today' })}>
            {content.today}
          </Button>
        )}
      </div>
      <Inline space="sm">
        <Button variant="primary" onClick={() => actor.send({ type: 'desk.openBooking', mode: 'booking' })}>
          {deskBookingContent.newBooking}
        </Button>
        <Button variant="accent" onClick={() => actor.send({ type: 'desk.openBooking', mode: 'walkIn' })}>
          {deskBookingContent.walkIn}
        </Button>
        <Button variant="secondary" onClick={() => actor.send({ type: 'desk.openBlock' })}>
          {bayBlockContent.open}
        </Button>
      </Inline>
      <div className={styles.viewToggle} role="group" aria-label={content.viewLabel}>
        <button type="button" className={styles.viewButton} aria-pressed={view === 'grid'} onClick={() => actor.send({ type: 'dayBoard.showGrid' })}>
          {content.gridView}
        </button>
        <button type="button" className={styles.viewButton} aria-pressed={view === 'list'} onClick={() => actor.send({ type: 'dayBoard.showList' })}>
          {content.listView}
        </button>
      </div>
    </Inline>
  );
}

/** Quiet: only "reconnecting" is announced, not every refresh. */
export function BoardFreshness({ actor }: { actor: DayBoardActor }) {
  const checkedAt = useSelector(actor, (snapshot) => snapshot.context.checkedAt);
  const stale = useSelector(actor, (snapshot) => snapshot.context.stale);
  return (
    <Inline space="sm" className={styles.freshness}>
      {checkedAt && !stale ? <span>{content.lastUpdated(checkedAt)}</span> : null}
      <span role="status" className={styles.reconnecting}>
        {checkedAt && stale ? content.reconnecting(checkedAt) : ''}
      </span>
    </Inline>
  );
}
