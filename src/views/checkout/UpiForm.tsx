// The UPI form (spec §2, §5 UPI ID): the UPI ID, quick-suffix buttons that replace the part after @, a scan-QR hint.
import { useSelector } from '@xstate/react';
import type { FormEvent } from 'react';
import { checkoutContent, UPI_SUFFIXES } from '../../domain/checkoutContent';
import { withUpiSuffix } from '../../domain/paymentInput';
import { Button } from '../components/Button';
import * as buttonStyles from '../components/Button.css';
import { Heading } from '../components/Heading';
import { Inline } from '../components/Inline';
import { Stack } from '../components/Stack';
import { TextField } from '../components/TextField';
import { selectFieldErrors, selectVpa, type PaymentActor } from './paymentActor';
import * as styles from './CheckoutPage.css';

const text = checkoutContent.upi;

export function UpiForm({ actor, onSubmit }: { actor: PaymentActor; onSubmit: (event: FormEvent<HTMLFormElement>) => void }) {
  const vpa = useSelector(actor, selectVpa);
  const errors = useSelector(actor, selectFieldErrors);
  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="upi-heading">
      <Stack space="md">
        <Heading level={2} id="upi-heading" tone="brand">
          {text.heading}
        </Heading>
        <TextField
          id="upi-id"
          label={text.vpa}
          error={errors.vpa}
          hint={text.qrHint}
          name="vpa"
          dir="ltr"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          placeholder={text.vpaPlaceholder}
          aria-required="true"
          value={vpa}
          onChange={(event) => actor.send({ type: 'payment.change', field: 'vpa', value: event.target.value })}
        />
        <Inline space="sm" role="group" aria-label={text.suffixesLabel}>
          {UPI_SUFFIXES.map(({ app, suffix }) => (
            <button key={suffix} type="button" className={styles.suffixButton} onClick={() => actor.send({ type: 'payment.change', field: 'vpa', value: withUpiSuffix(vpa, suffix) })}>
              {text.suffixButton(app, suffix)}
            </button>
          ))}
        </Inline>
        <Button type="submit" variant="primary" className={buttonStyles.fullWidth}>
          {text.pay}
        </Button>
      </Stack>
    </form>
  );
}
