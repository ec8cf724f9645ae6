// A form's full-width submit button: disabled, with a spinner and its busy label, while the request runs.
import { Button } from './Button';
import * as styles from './Button.css';
import { Spinner } from './Spinner';

export function SubmitButton({ busy, label, busyLabel }: { busy: boolean; label: string; busyLabel: string }) {
  return (
    <Button
      type="submit"
      variant="primary"
      className={styles.fullWidth}
      busy={busy}
      busyLabel={
        <>
          <Spinner />
          {busyLabel}
        </>
      }
    >
      {label}
    </Button>
  );
}
