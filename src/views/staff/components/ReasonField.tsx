// The reason staff must give for a change (a cancellation, a declined refund): one required text area with its
// label, hint and error, the value and its changes from the dialog's statechart.
import * as fieldStyles from '../../components/Field.css';
import { Field } from '../../components/Field';
import * as styles from '../booking/BookingActions.css';

interface ReasonFieldProps {
  id: string;
  label: string;
  hint: string;
  value: string;
  error: string | null;
  onChange: (reason: string) => void;
}

export function ReasonField({ id, label, hint, value, error, onChange }: ReasonFieldProps) {
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      {(control) => <textarea {...control} required className={`${fieldStyles.input} ${styles.textarea}`} value={value} onChange={(event) => onChange(event.target.value)} />}
    </Field>
  );
}
