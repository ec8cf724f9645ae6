// In the cancel dialog, before it is confirmed: what the cancellation does with money paid. An admin's refunds it at
// once and says exactly what goes back; a staff member's leaves the invoice paid and asks an admin (a refund request).
import { useSelector } from '@xstate/react';
import { useContext } from 'react';
import { cancelMoneyContent } from '../../../domain/console/refundContent';
import type { BookingActionsActor } from '../../../machines/bookingActions';
import * as ui from '../../../styles/ui.css';
import { StaffSessionContext } from '../staffSessionContext';
import * as dialogStyles from '../../components/Dialog.css';

export function CancelMoneyNote({ actor }: { actor: BookingActionsActor }) {
  const moneyBack = useSelector(actor, (snapshot) => snapshot.context.booking?.money_back ?? null);
  // Outside the console's shell (no session known) the careful reading: staff.
  const isAdmin = useContext(StaffSessionContext)?.role === 'admin';
  if (!moneyBack) return null;
  return (
    <p className={`${ui.alert.info} ${dialogStyles.text}`} role="note">
      {isAdmin ? cancelMoneyContent.adminRefunds(moneyBack) : cancelMoneyContent.staffRequests(moneyBack)}
    </p>
  );
}
