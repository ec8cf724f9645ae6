// The UPI form (spec §2, §5 UPI ID): the UPI ID, quick-suffix buttons that replace the part after @, a scan-QR hint.
import { useSelector } from '@xstate/react';
import type { FormEvent } from 'react';
import { checkoutContent, UPI_SUFFIXES } from '../../domain/checkoutContent';
import { withUpiSuffix } from '../../domain/paymentInput';
import { Inline } from '../components/Inline';
import { TextField } from '../components/TextField';
import { PaymentForm } from './PaymentForm';
import { paymentFieldProps, selectFieldErrors, selectPaysDeposit, selectVpa, type PaymentActor } from './paymentActor';
import * as styles from './CheckoutPage.css';

const text = checkoutContent.upi;

export function UpiForm({ actor, onSubmit }: { actor: PaymentActor; onSubmit: (event: FormEvent<HTMLFormElement>) => void }) {
  const vpa = useSelector(actor, selectVpa);
  const errors = useSelector(actor, selectFieldErrors);
  const paysDeposit = useSelector(actor, selectPaysDeposit);
  return (
    <PaymentForm labelledBy="upi-heading" heading={text.heading} payLabel={paysDeposit ? text.payDeposit : text.pay} onSubmit={onSubmit}>
      <TextField
        id="upi-id"
        label={text.vpa}
        hint={text.qrHint}
        {...paymentFieldProps(actor, 'vpa', vpa, errors.vpa)}
        dir="ltr"
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        placeholder={text.vpaPlaceholder}
        aria-required="true"
      />
      <Inline space="sm" role="group" aria-label={text.suffixesLabel}>
        {UPI_SUFFIXES.map(({ app, suffix }) => (
          <button key={suffix} type="button" className={styles.suffixButton} onClick={() => actor.send({ type: 'payment.change', field: 'vpa', value: withUpiSuffix(vpa, suffix) })}>
            {text.suffixButton(app, suffix)}
          </button>
        ))}
      </Inline>
    </PaymentForm>
  );
}
