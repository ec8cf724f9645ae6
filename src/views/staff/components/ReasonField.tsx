// The reason staff must give for a change (a cancellation, a declined refund): one required text area with its
// label, hint and error, the value and its changes from the dialog's statechart.
import * as fieldStyles from '../../components/Field.css';
import { Field } from '../../components/Field';
import * as styles from './console.css';

interface ReasonFieldProps {
  id: string;
  /** The dialog's texts: what the reason is for, and who reads it. */
  labels: { reasonLabel: string; reasonHint: string };
  value: string;
  error: string | null;
  onChange: (reason: string) => void;
}

export function ReasonField({ id, labels, value, error, onChange }: ReasonFieldProps) {
  return (
    <Field id={id} label={labels.reasonLabel} hint={labels.reasonHint} error={error}>
      {(control) => <textarea {...control} rows={4} required className={`${fieldStyles.input} ${styles.textarea}`} value={value} onChange={(event) => onChange(event.target.value)} />}
    </Field>
  );
}
