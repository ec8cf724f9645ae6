// The console's form: no browser validation (the machine checks), submit sent as one event, and after a refused
// submit the keyboard goes to the first invalid control.
import { useRef, type ReactNode } from 'react';
import * as ui from '../../../styles/ui.css';
import { useFocusFirstInvalid } from '../../components/useFocusFirstInvalid';

interface ConsoleFormProps {
  /** Lets a submit button outside the form (a dialog's footer) send it. */
  id?: string;
  /** The machine's count of refused submits. */
  rejectedSubmits: number;
  /** The id of the form-wide message (a refused sign-in) the form is described by while it shows. */
  describedBy?: string;
  onSubmit: () => void;
  children: ReactNode;
}

export function ConsoleForm({ id, rejectedSubmits, describedBy, onSubmit, children }: ConsoleFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef, rejectedSubmits);
  return (
    <form
      id={id}
      ref={formRef}
      className={ui.form}
      noValidate
      aria-describedby={describedBy}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {children}
    </form>
  );
}
