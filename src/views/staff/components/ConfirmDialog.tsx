// The confirming step of a change that cannot be undone (deactivate, reopen, reset a password): the sentence, a
// cancel button, and the confirming button, which shows the machine's busy state.
import * as ui from '../../../styles/ui.css';
import { workshopCommon } from '../../../domain/console/workshopContent';
import { Dialog } from '../../my-bookings/Dialog';
import * as dialogStyles from '../../my-bookings/MyBookingsPage.css';

interface ConfirmDialogProps {
  title: string;
  text: string;
  confirmLabel: string;
  busyLabel: string;
  busy: boolean;
  onConfirm: () => void;
  onDismiss: () => void;
}

export function ConfirmDialog({ title, text, confirmLabel, busyLabel, busy, onConfirm, onDismiss }: ConfirmDialogProps) {
  return (
    <Dialog
      title={title}
      onClose={onDismiss}
      footer={
        <>
          <button type="button" className={ui.button.secondary} onClick={onDismiss} disabled={busy}>
            {workshopCommon.cancel}
          </button>
          <button type="button" className={ui.button.danger} onClick={onConfirm} disabled={busy} aria-busy={busy}>
            {busy ? busyLabel : confirmLabel}
          </button>
        </>
      }
    >
      <p className={dialogStyles.dialogText}>{text}</p>
    </Dialog>
  );
}
