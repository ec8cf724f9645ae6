// The frame of each payment method's form: its heading (or the caller's own, a radio group's legend), its fields, and
// the full-width Pay button.
import type { FormEvent, ReactNode } from 'react';
import { Button } from '../components/Button';
import * as buttonStyles from '../components/Button.css';
import { Heading } from '../components/Heading';
import { Stack } from '../components/Stack';

interface PaymentFormProps {
  /** The id of the form's name: the heading this frame shows, or the caller's legend. */
  labelledBy: string;
  heading?: string;
  payLabel: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}

export function PaymentForm({ labelledBy, heading, payLabel, onSubmit, children }: PaymentFormProps) {
  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby={labelledBy}>
      <Stack space="md">
        {heading ? (
          <Heading level={2} id={labelledBy} tone="brand">
            {heading}
          </Heading>
        ) : null}
        {children}
        <Button type="submit" variant="primary" className={buttonStyles.fullWidth}>
          {payLabel}
        </Button>
      </Stack>
    </form>
  );
}
