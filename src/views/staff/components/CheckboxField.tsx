// A console form's checkbox with its label on one line, and the hint below it that the checkbox is described by.
import * as fieldStyles from '../../components/Field.css';
import * as styles from './console.css';

interface CheckboxFieldProps {
  id: string;
  label: string;
  hint?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

export function CheckboxField({ id, label, hint, checked, onChange }: CheckboxFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className={fieldStyles.field}>
      <label className={styles.checkboxRow}>
        <input id={id} type="checkbox" className={styles.checkbox} checked={checked} aria-describedby={hintId} onChange={(event) => onChange(event.target.checked)} />
        {label}
      </label>
      {hint ? (
        <p id={hintId} className={fieldStyles.hint}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}
