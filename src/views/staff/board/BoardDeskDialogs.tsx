// The front desk's dialogs over the board: New booking / Walk in now, and Block a bay / removing a block — each the
// board's child chart while it is open.
import { useSelector } from '@xstate/react';
import { BayBlockDialog } from '../desk/BayBlockDialog';
import { DeskBookingDialog } from '../desk/DeskBookingDialog';
import type { DayBoardActor } from './BoardToolbar';

export function BoardDeskDialogs({ actor }: { actor: DayBoardActor }) {
  const deskBooking = useSelector(actor, (snapshot) => snapshot.children.deskBooking);
  const bayBlock = useSelector(actor, (snapshot) => snapshot.children.bayBlock);
  const bays = useSelector(actor, (snapshot) => snapshot.context.board?.bays ?? 1);
  if (deskBooking) return <DeskBookingDialog actor={deskBooking} />;
  if (bayBlock) return <BayBlockDialog actor={bayBlock} bays={bays} />;
  return null;
}
