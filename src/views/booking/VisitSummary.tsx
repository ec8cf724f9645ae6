// The whole visit as the customer changes it: its total, its length and, once a start time is chosen, when it ends.
// Announced politely, so ticking an add-on or choosing a time reads the new figures out.
import { bookingContent as text } from '../../domain/bookingContent';
import { clockTimeOf, minutesOfDay } from '../../domain/clockTime';
import { formatDuration } from '../../domain/content';
import { formatMoney, formatTime } from '../../domain/format';
import { cardClass } from '../components/cardClass';
import { textClass } from '../components/textClass';
import * as styles from './BookingPage.css';

interface VisitSummaryProps {
  total: number;
  minutes: number;
  /** The chosen start time ('HH:MM'), or null while none is. */
  start: string | null;
}

export function VisitSummary({ total, minutes, start }: VisitSummaryProps) {
  const term = textClass({ size: 'xs', tone: 'muted', weight: 'bold', caps: true });
  return (
    <dl className={`${cardClass('inset')} ${styles.visitSummary}`} aria-live="polite" aria-atomic="true">
      <div>
        <dt className={term}>{text.visitTotal}</dt>
        <dd className={styles.price}>
          <bdi>{formatMoney(total)}</bdi>
        </dd>
      </div>
      <div>
        <dt className={term}>{text.visitLength}</dt>
        <dd className={styles.summaryValue}>
          <bdi>{formatDuration(minutes)}</bdi>
          {start ? <bdi>{text.visitEnds(formatTime(clockTimeOf(minutesOfDay(start) + minutes)))}</bdi> : null}
        </dd>
      </div>
    </dl>
  );
}
