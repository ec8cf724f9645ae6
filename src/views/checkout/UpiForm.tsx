// The UPI form (spec §2, §5 UPI ID): the UPI ID, quick-suffix buttons that replace the part after @, a scan-QR hint.
import { useSelector } from '@xstate/react';
import type { FormEvent } from 'react';
import { checkoutContent, UPI_SUFFIXES } from '../../domain/checkoutContent';
import { withUpiSuffix } from '../../domain/paymentInput';
import { buttonClass } from '../components/buttonClass';
import * as fieldStyles from '../components/Field.css';
import { Field } from '../components/Field';
import { selectFieldErrors, selectVpa, type PaymentActor } from './paymentActor';
import * as styles from './CheckoutPage.css';

const text = checkoutContent.upi;

export function UpiForm({ actor, onSubmit }: { actor: PaymentActor; onSubmit: (event: FormEvent<HTMLFormElement>) => void }) {
  const vpa = useSelector(actor, selectVpa);
  const errors = useSelector(actor, selectFieldErrors);
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-labelledby="upi-heading">
      <h2 id="upi-heading" className={styles.sectionHeading}>
        {text.heading}
      </h2>
      <Field id="upi-id" label={text.vpa} error={errors.vpa} hint={text.qrHint}>
        {(control) => (
          <input
            {...control}
            className={fieldStyles.input}
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
        )}
      </Field>
      <div role="group" aria-label={text.suffixesLabel} className={styles.suffixRow}>
        {UPI_SUFFIXES.map(({ app, suffix }) => (
          <button key={suffix} type="button" className={styles.suffixButton} onClick={() => actor.send({ type: 'payment.change', field: 'vpa', value: withUpiSuffix(vpa, suffix) })}>
            {text.suffixButton(app, suffix)}
          </button>
        ))}
      </div>
      <button type="submit" className={`${buttonClass('primary')} ${styles.submit}`}>
        {text.pay}
      </button>
    </form>
  );
}
