// A console form's own submit button below its fields, busy while the machine saves.
import * as ui from '../../../styles/ui.css';
import * as styles from './workshopPage.css';

interface SubmitButtonProps {
  busy: boolean;
  label: string;
  busyLabel: string;
}

export function SubmitButton({ busy, label, busyLabel }: SubmitButtonProps) {
  return (
    <div className={styles.formActions}>
      <button type="submit" className={ui.button.primary} disabled={busy} aria-busy={busy}>
        {busy ? busyLabel : label}
      </button>
    </div>
  );
}
