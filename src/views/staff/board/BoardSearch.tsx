// The board's search box: a booking number (full or its 8 characters), a phone, a plate or a name; its results link
// to each booking's page.
import { useSelector } from '@xstate/react';
import { Link } from 'wouter';
import { boardContent, boardSearchContent as content } from '../../../domain/console/boardContent';
import { consoleBookingPath } from '../../../domain/console/consolePaths';
import { formatLongDate, formatTime } from '../../../domain/format';
import { selectSearchStatus } from '../../../machines/dayBoard';
import * as ui from '../../../styles/ui.css';
import { Button } from '../../components/Button';
import { cardClass } from '../../components/cardClass';
import { Field } from '../../components/Field';
import * as fieldStyles from '../../components/Field.css';
import { Inline } from '../../components/Inline';
import * as section from '../../components/PageSection.css';
import { Plate } from '../../components/Plate';
import { Stack } from '../../components/Stack';
import { BookingStatusBadge } from '../booking/BookingTags';
import * as consoleStyles from '../components/console.css';
import * as styles from './BoardPage.css';
import type { DayBoardActor } from './BoardToolbar';

export function BoardSearch({ actor }: { actor: DayBoardActor }) {
  const status = useSelector(actor, selectSearchStatus);
  const query = useSelector(actor, (snapshot) => snapshot.context.query);
  const queryError = useSelector(actor, (snapshot) => snapshot.context.queryError);
  return (
    <Stack space="sm">
      <form
        role="search"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          actor.send({ type: 'search.submit' });
        }}
      >
        <Field id="board-search" label={content.label} hint={content.hint} error={queryError}>
          {(control) => (
            <Inline space="sm" alignY="start">
              <input
                {...control}
                type="search"
                className={`${fieldStyles.input} ${styles.searchInput}`}
                value={query}
                onChange={(event) => actor.send({ type: 'search.change', query: event.target.value })}
              />
              <Button type="submit" variant="primary" aria-disabled={status === 'searching' || undefined}>
                {status === 'searching' ? content.searching : content.submit}
              </Button>
              {query || status !== 'idle' ? (
                <Button variant="quiet" onClick={() => actor.send({ type: 'search.clear' })}>
                  {content.clear}
                </Button>
              ) : null}
            </Inline>
          )}
        </Field>
      </form>
      <SearchOutcome actor={actor} />
    </Stack>
  );
}

function SearchOutcome({ actor }: { actor: DayBoardActor }) {
  const status = useSelector(actor, selectSearchStatus);
  const results = useSelector(actor, (snapshot) => snapshot.context.results);
  const searchedFor = useSelector(actor, (snapshot) => snapshot.context.searchedFor);
  const searchError = useSelector(actor, (snapshot) => snapshot.context.searchError);
  return (
    <Stack space="sm" aria-live="polite" aria-busy={status === 'searching'}>
      {status === 'noResults' ? <p className={`${ui.alert.info} ${consoleStyles.note}`}>{content.noResults(searchedFor)}</p> : null}
      {status === 'failed' ? (
        <p className={`${ui.alert.error} ${consoleStyles.note}`} role="alert">
          {searchError}
        </p>
      ) : null}
      {status === 'results' ? (
        <>
          <h2 className={section.heading[3]}>{content.resultsTitle(results.length)}</h2>
          <Stack as="ul" space="xs">
            {results.map((booking) => (
              <Inline as="li" key={booking.id} space="sm" className={cardClass('panel')}>
                <Link href={consoleBookingPath(booking.id)} className={styles.customerLink}>
                  {boardContent.bookingNumber(booking.short_id)} · {booking.customer.name}
                </Link>
                <span>
                  {formatLongDate(booking.date)}, {formatTime(booking.start_time)}
                </span>
                <Plate plate={booking.vehicle.plate} />
                <span>{booking.customer.phone}</span>
                <BookingStatusBadge status={booking.status} />
              </Inline>
            ))}
          </Stack>
        </>
      ) : null}
    </Stack>
  );
}
