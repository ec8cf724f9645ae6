// My Bookings (spec §2): hero with a welcome, status filter chips (the filter lives in the address, `?status=`), booking
// cards with their actions, and the dialogs.
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { Link, useSearch } from 'wouter';
import { BOOKING_FILTERS } from '../../domain/constants';
import { messages } from '../../domain/messages';
import { BOOKING_FILTER_LABELS, EMPTY_BOOKINGS_TEXT, myBookingsContent as content } from '../../domain/myBookingsContent';
import { inspector } from '../../machines/inspector';
import { myBookingsMachine, type MyBookingsSnapshot } from '../../machines/myBookings';
import { filterOfSearch } from '../../machines/myBookingsList';
import * as ui from '../../styles/ui.css';
import { Button } from '../components/Button';
import { buttonClass } from '../components/buttonClass';
import { EmptyState } from '../components/EmptyState';
import { FilterChips } from '../components/FilterChips';
import { Heading } from '../components/Heading';
import { Inline } from '../components/Inline';
import { PageHero } from '../components/PageHero';
import { Stack } from '../components/Stack';
import { Text } from '../components/Text';
import { useFlowEffects } from '../components/flowEffects';
import { useDocumentTitle } from '../components/useDocumentTitle';
import { useCurrentUser } from '../session/SessionProvider';
import { CancelDialog, RateDialog, RescheduleDialog } from './ActionDialogs';
import { BookingCard, BookingCardSkeleton } from './BookingCard';
import * as styles from './MyBookingsPage.css';

const SKELETON_CARDS = 3;

type ListStatus = 'loading' | 'loaded' | 'empty' | 'error';
type OpenDialog = 'none' | 'cancel' | 'reschedule' | 'rate';

const selectListStatus = (snapshot: MyBookingsSnapshot): ListStatus => {
  const list = snapshot.value.list;
  return list === 'loaded' || list === 'empty' || list === 'error' ? list : 'loading';
};
const selectDialog = (snapshot: MyBookingsSnapshot): OpenDialog => {
  if (snapshot.matches({ action: 'cancelling' })) return 'cancel';
  if (snapshot.matches({ action: 'rescheduling' })) return 'reschedule';
  if (snapshot.matches({ action: 'rating' })) return 'rate';
  return 'none';
};
const selectFilter = (snapshot: MyBookingsSnapshot) => snapshot.context.filter;
const selectBookings = (snapshot: MyBookingsSnapshot) => snapshot.context.bookings;
const selectError = (snapshot: MyBookingsSnapshot) => snapshot.context.error;

interface MyBookingsPageProps {
  /** Passed by the route table; the page sets its own document title. */
  title?: string;
  /** The page's logic; tests pass `myBookingsMachine.provide({ actors })` to stub the server. */
  logic?: typeof myBookingsMachine;
}

export default function MyBookingsPage({ logic = myBookingsMachine }: MyBookingsPageProps) {
  useDocumentTitle(content.title);
  const user = useCurrentUser();
  const urlFilter = filterOfSearch(useSearch());
  const actor = useActorRef(useFlowEffects(logic), { input: { filter: urlFilter }, inspect: inspector() });
  useEffect(() => {
    // back and forward change the address: the list follows it (a chip press changes both, so this is then a no-op)
    actor.send({ type: 'myBookings.followUrl', filter: urlFilter });
  }, [actor, urlFilter]);
  const status = useSelector(actor, selectListStatus);
  const dialog = useSelector(actor, selectDialog);
  const filter = useSelector(actor, selectFilter);
  const bookings = useSelector(actor, selectBookings);
  const error = useSelector(actor, selectError);

  return (
    <>
      <PageHero
        as="section"
        tone="brand"
        title={content.title}
        titleId="my-bookings-title"
        subtitle={
          user ? (
            <Text size="lg" weight="semibold">
              {content.welcome(user.name)}
            </Text>
          ) : null
        }
        lead={content.lead}
      />

      <Stack space="lg" className={`${ui.container} ${styles.body}`}>
        <FilterChips
          label={content.filterLabel}
          compact
          options={BOOKING_FILTERS.map((value) => ({ value, label: BOOKING_FILTER_LABELS[value] }))}
          selected={filter}
          onSelect={(value) => actor.send({ type: 'myBookings.filter', filter: value })}
        />

        <section aria-labelledby="my-bookings-title" aria-busy={status === 'loading'}>
          {status === 'loading' ? (
            <>
              <span className="visually-hidden" role="status">
                {content.loading}
              </span>
              <Stack as="ul" space="md">
                {Array.from({ length: SKELETON_CARDS }, (_, index) => (
                  <BookingCardSkeleton key={index} />
                ))}
              </Stack>
            </>
          ) : status === 'error' ? (
            <Stack space="sm" align="start" className={styles.banner} role="alert">
              <Heading level={2}>{messages.booking.listErrorBanner}</Heading>
              <Text className={styles.bannerDetail}>{error ?? messages.booking.listLoadFailed}</Text>
              <Button variant="primary" onClick={() => actor.send({ type: 'myBookings.retry' })}>
                {content.retry}
              </Button>
            </Stack>
          ) : status === 'empty' ? (
            <EmptyState message={EMPTY_BOOKINGS_TEXT[filter]}>
              {filter === 'all' ? (
                <Link href="/book" className={buttonClass('primary')}>
                  {content.bookNew}
                </Link>
              ) : null}
            </EmptyState>
          ) : (
            <Stack space="lg">
              <Stack as="ul" space="md">
                {bookings.map((booking) => (
                  <BookingCard
                    key={booking.id}
                    booking={booking}
                    onCancel={(bookingId) => actor.send({ type: 'myBookings.cancel', bookingId })}
                    onReschedule={(bookingId) => actor.send({ type: 'myBookings.reschedule', bookingId })}
                    onRate={(bookingId) => actor.send({ type: 'myBookings.rate', bookingId })}
                  />
                ))}
              </Stack>
              <Inline space="md" align="center">
                <Link href="/book" className={buttonClass('primary')}>
                  {content.bookAnother}
                </Link>
              </Inline>
            </Stack>
          )}
        </section>
      </Stack>

      {dialog === 'cancel' ? <CancelDialog actor={actor} /> : null}
      {dialog === 'reschedule' ? <RescheduleDialog actor={actor} /> : null}
      {dialog === 'rate' ? <RateDialog actor={actor} /> : null}
    </>
  );
}
