// The kit's dialog (open, with a field, and its footer) and confirm dialog (ready and busy): each opens from a button.
import { useState } from 'react';
import { messages } from '../../domain/messages';
import { myBookingsContent } from '../../domain/myBookingsContent';
import { vehiclesContent } from '../../domain/profileContent';
import { Button } from '../components/Button';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { Dialog } from '../components/Dialog';
import * as dialogStyles from '../components/Dialog.css';
import { Field } from '../components/Field';
import * as fieldStyles from '../components/Field.css';
import { Inline } from '../components/Inline';
import { PageSection } from '../components/PageSection';
import { kitLabels } from './kitLabels';

type OpenDialog = 'dialog' | 'confirm' | 'confirmBusy' | null;

/** The texts of the profile's confirm dialog, read when shown (in the language in force). */
const removeVehicleTexts = () => ({
  title: vehiclesContent.removeTitle,
  text: vehiclesContent.removeQuestion('2022 Suzuki Swift'),
  cancelLabel: vehiclesContent.keep,
  confirmLabel: vehiclesContent.confirmRemove,
  busyLabel: vehiclesContent.removing,
});

export function KitOverlays() {
  // The page only shows the parts: which one is open is its own business, not a flow's.
  const [open, setOpen] = useState<OpenDialog>(null);
  const close = () => setOpen(null);
  return (
    <PageSection tone="card" heading={kitLabels.dialogs}>
      <Inline space="sm">
        <Button variant="secondary" onClick={() => setOpen('dialog')}>
          {kitLabels.openDialog}
        </Button>
        <Button variant="secondary" onClick={() => setOpen('confirm')}>
          {kitLabels.openConfirm}
        </Button>
        <Button variant="secondary" onClick={() => setOpen('confirmBusy')}>
          {kitLabels.openConfirmBusy}
        </Button>
      </Inline>
      {open === 'dialog' ? (
        <Dialog
          title={myBookingsContent.rateTitle}
          onClose={close}
          footer={
            <>
              <Button variant="secondary" onClick={close}>
                {myBookingsContent.close}
              </Button>
              <Button variant="primary" onClick={close}>
                {myBookingsContent.submitRating}
              </Button>
            </>
          }
        >
          <p className={dialogStyles.text}>{myBookingsContent.rescheduleLead}</p>
          <Field id="kit-dialog-review" label={myBookingsContent.reviewLabel} hint={myBookingsContent.reviewHint(500)}>
            {(control) => <textarea {...control} className={fieldStyles.input} rows={3} />}
          </Field>
        </Dialog>
      ) : null}
      {open === 'confirm' || open === 'confirmBusy' ? (
        <ConfirmDialog {...removeVehicleTexts()} busy={open === 'confirmBusy'} onConfirm={close} onDismiss={close}>
          <p className={dialogStyles.text}>{messages.booking.confirmCancel}</p>
        </ConfirmDialog>
      ) : null}
    </PageSection>
  );
}
