// /staff and /staff?date=YYYY-MM-DD: the day board. The day lives in the address; the board refreshes itself while
// the tab is shown; each booking links to its page and offers the actions the server allows. /staff?q=… opens it with
// that search run (the inbox links a sender's bookings so).
import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect } from 'react';
import { useSearch } from 'wouter';
import { boardContent as content } from '../../../domain/console/boardContent';
import { dateOfSearch, searchOfAddress } from '../../../machines/boardAddress';
import type { BayBlock } from '../../../domain/staff';
import { dayBoardMachine, selectBoardStatus, selectBoardView } from '../../../machines/dayBoard';
import { inspector } from '../../../machines/inspector';
import { Card } from '../../components/Card';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { useFlowEffects } from '../../components/flowEffects';
import { LoadingState } from '../../components/LoadingState';
import { Stack } from '../../components/Stack';
import { ActionDialog } from '../booking/ActionDialog';
import { useBookingActions } from '../booking/useBookingActions';
import { PageHeader } from '../components/PageHeader';
import { BoardBlocks } from './BoardBlock';
import { BoardDeskDialogs } from './BoardDeskDialogs';
import { BoardGrid } from './BoardGrid';
import { BoardList } from './BoardList';
import * as styles from './BoardPage.css';
import { BoardSearch } from './BoardSearch';
import { BoardFreshness, BoardToolbar, type DayBoardActor } from './BoardToolbar';

export default function BoardPage() {
  const search = useSearch();
  const addressDate = dateOfSearch(search);
  const addressQuery = searchOfAddress(search);
  const board = useActorRef(useFlowEffects(dayBoardMachine), { input: { date: addressDate }, inspect: inspector() });
  useEffect(() => {
    // a link that names a search (a sender's e-mail from the inbox): typed into the box and run, as staff would
    if (addressQuery === null) return;
    board.send({ type: 'search.change', query: addressQuery });
    board.send({ type: 'search.submit' });
  }, [board, addressQuery]);
  useEffect(() => {
    // back and forward change the address: the board follows it (a button changes both, so this is then a no-op)
    board.send({ type: 'dayBoard.followAddress', date: addressDate });
  }, [board, addressDate]);
  useEffect(() => {
    const follow = () => board.send({ type: document.hidden ? 'dayBoard.pageHidden' : 'dayBoard.pageShown' });
    document.addEventListener('visibilitychange', follow);
    return () => document.removeEventListener('visibilitychange', follow);
  }, [board]);
  const reloadBoard = useCallback(() => board.send({ type: 'dayBoard.reload' }), [board]);
  const actions = useBookingActions(reloadBoard);

  return (
    <Stack space="lg">
      <PageHeader title={content.title}>
        <BoardFreshness actor={board} />
      </PageHeader>
      <Card tone="panel">
        <BoardSearch actor={board} />
      </Card>
      <BoardToolbar actor={board} />
      <BoardBody actor={board} actions={actions} />
      <ActionDialog actor={actions} />
      <BoardDeskDialogs actor={board} />
    </Stack>
  );
}

function BoardBody({ actor, actions }: { actor: DayBoardActor; actions: ReturnType<typeof useBookingActions> }) {
  const status = useSelector(actor, selectBoardStatus);
  const view = useSelector(actor, selectBoardView);
  const board = useSelector(actor, (snapshot) => snapshot.context.board);
  const error = useSelector(actor, (snapshot) => snapshot.context.error);
  if (status === 'error') return <ErrorState message={error ?? content.loadFailed} onRetry={() => actor.send({ type: 'dayBoard.retry' })} retryLabel={content.retry} />;
  if (status === 'loading' || !board) return <LoadingState text={content.loading} />;
  const removeBlock = (block: BayBlock) => actor.send({ type: 'desk.removeBlock', block });
  // an open day's grid is where the desk books, so it shows even before the first booking
  const empty = board.bookings.length === 0;
  return (
    <Stack as="section" space="lg" aria-label={content.title}>
      {board.closed && !empty ? (
        <p className={styles.summary} role="note">
          <strong>{board.closed_note ? content.closedWithNote(board.closed_note) : content.closed}</strong>
        </p>
      ) : null}
      {empty && (board.closed || view === 'list') ? (
        <EmptyState message={board.closed ? (board.closed_note ? content.closedWithNote(board.closed_note) : content.closed) : content.noBookings} />
      ) : (
        <>
          <p className={styles.summary}>{empty ? content.noBookings : content.bookingCount(board.bookings.length)}</p>
          {view === 'grid' ? (
            <BoardGrid
              board={board}
              actions={actions}
              onBookAt={board.closed ? null : (time) => actor.send({ type: 'desk.openBooking', mode: 'booking', time })}
              onRemoveBlock={removeBlock}
            />
          ) : null}
          <BoardList board={board} actions={actions} narrowOnly={view === 'grid'} />
        </>
      )}
      <BoardBlocks blocks={board.blocks} onRemove={removeBlock} narrowOnly={view === 'grid'} />
    </Stack>
  );
}
