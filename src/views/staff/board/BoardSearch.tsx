// The board's search box: a booking number (full or its 8 characters), a phone, a plate or a name; its results link
// to each booking's page.
import { useSelector } from '@xstate/react';
import { Link } from 'wouter';
import { boardContent, boardSearchContent as content } from '../../../domain/console/boardContent';
import { consoleBookingPath } from '../../../domain/console/consolePaths';
import { formatLongDate, formatTime } from '../../../domain/format';
import { selectSearchStatus } from '../../../machines/dayBoard';
import * as ui from '../../../styles/ui.css';
import { buttonClass } from '../../components/buttonClass';
import * as fieldStyles from '../../components/Field.css';
import { Plate } from '../../components/Plate';
import { StatusBadge } from '../booking/BookingTags';
import * as styles from './BoardPage.css';
import type { DayBoardActor } from './BoardToolbar';

export function BoardSearch({ actor }: { actor: DayBoardActor }) {
  const status = useSelector(actor, selectSearchStatus);
  const query = useSelector(actor, (snapshot) => snapshot.context.query);
  const queryError = useSelector(actor, (snapshot) => snapshot.context.queryError);
  const hintId = 'board-search-hint';
  const errorId = 'board-search-error';
  return (
    <div className={styles.search}>
      <form
        role="search"
        className={styles.search}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          actor.send({ type: 'search.submit' });
        }}
      >
        <label className={fieldStyles.label} htmlFor="board-search">
          {content.label}
        </label>
        <div className={styles.searchRow}>
          <input
            id="board-search"
            type="search"
            className={`${fieldStyles.input} ${styles.searchInput}`}
            value={query}
            aria-invalid={queryError ? true : undefined}
            aria-describedby={queryError ? `${errorId} ${hintId}` : hintId}
            onChange={(event) => actor.send({ type: 'search.change', query: event.target.value })}
          />
          <button type="submit" className={buttonClass('primary')} aria-disabled={status === 'searching' || undefined}>
            {status === 'searching' ? content.searching : content.submit}
          </button>
          {query || status !== 'idle' ? (
            <button type="button" className={buttonClass('quiet')} onClick={() => actor.send({ type: 'search.clear' })}>
              {content.clear}
            </button>
          ) : null}
        </div>
        <p id={hintId} className={fieldStyles.hint}>
          {content.hint}
        </p>
        {queryError ? (
          <p id={errorId} className={fieldStyles.error}>
            {queryError}
          </p>
        ) : null}
      </form>
      <SearchOutcome actor={actor} />
    </div>
  );
}

function SearchOutcome({ actor }: { actor: DayBoardActor }) {
  const status = useSelector(actor, selectSearchStatus);
  const results = useSelector(actor, (snapshot) => snapshot.context.results);
  const searchedFor = useSelector(actor, (snapshot) => snapshot.context.searchedFor);
  const searchError = useSelector(actor, (snapshot) => snapshot.context.searchError);
  return (
    <div aria-live="polite" aria-busy={status === 'searching'}>
      {status === 'noResults' ? <p className={ui.alert.info}>{content.noResults(searchedFor)}</p> : null}
      {status === 'failed' ? (
        <p className={ui.alert.error} role="alert">
          {searchError}
        </p>
      ) : null}
      {status === 'results' ? (
        <>
          <h2 className={styles.resultsTitle}>{content.resultsTitle(results.length)}</h2>
          <ul className={styles.results}>
            {results.map((booking) => (
              <li key={booking.id} className={styles.result}>
                <Link href={consoleBookingPath(booking.id)} className={styles.customerLink}>
                  {boardContent.bookingNumber(booking.short_id)} · {booking.customer.name}
                </Link>
                <span>
                  {formatLongDate(booking.date)}, {formatTime(booking.start_time)}
                </span>
                <Plate plate={booking.vehicle.plate} />
                <span>{booking.customer.phone}</span>
                <StatusBadge status={booking.status} />
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}
