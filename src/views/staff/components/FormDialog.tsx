// A console form in a dialog: Cancel and the submit button in the footer (the button names the form by an id of the
// dialog's own), the machine's form-wide error above the fields.
import { useId, type ReactNode } from 'react';
import { workshopCommon } from '../../../domain/console/workshopContent';
import * as ui from '../../../styles/ui.css';
import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import { ConsoleForm } from './ConsoleForm';

interface FormDialogProps {
  title: string;
  submitLabel: string;
  saving: boolean;
  formError: string | null;
  rejectedSubmits: number;
  onSubmit: () => void;
  onDismiss: () => void;
  children: ReactNode;
}

export function FormDialog({ title, submitLabel, saving, formError, rejectedSubmits, onSubmit, onDismiss, children }: FormDialogProps) {
  const formId = useId();
  return (
    <Dialog
      title={title}
      onClose={onDismiss}
      footer={
        <>
          <Button variant="secondary" onClick={onDismiss} disabled={saving}>
            {workshopCommon.cancel}
          </Button>
          <Button type="submit" form={formId} variant="primary" busy={saving} busyLabel={workshopCommon.saving}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <ConsoleForm id={formId} rejectedSubmits={rejectedSubmits} onSubmit={onSubmit}>
        {formError ? (
          <p className={ui.alert.error} role="alert">
            {formError}
          </p>
        ) : null}
        {children}
      </ConsoleForm>
    </Dialog>
  );
}
