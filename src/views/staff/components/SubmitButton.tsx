// A console form's own submit button below its fields, busy while the machine saves.
import { Button } from '../../components/Button';
import { Inline } from '../../components/Inline';

interface SubmitButtonProps {
  busy: boolean;
  label: string;
  busyLabel: string;
}

export function SubmitButton({ busy, label, busyLabel }: SubmitButtonProps) {
  return (
    <Inline space="sm">
      <Button type="submit" variant="primary" busy={busy} busyLabel={busyLabel}>
        {label}
      </Button>
    </Inline>
  );
}
