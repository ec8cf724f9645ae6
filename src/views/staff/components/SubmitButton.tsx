// A console form's own submit button below its fields, busy while the machine saves.
import { Button } from '../../components/Button';
import * as styles from './workshopPage.css';

interface SubmitButtonProps {
  busy: boolean;
  label: string;
  busyLabel: string;
}

export function SubmitButton({ busy, label, busyLabel }: SubmitButtonProps) {
  return (
    <div className={styles.formActions}>
      <Button type="submit" variant="primary" busy={busy} busyLabel={busyLabel}>
        {label}
      </Button>
    </div>
  );
}
