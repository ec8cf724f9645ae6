// The card form (spec §2, §5 Card): number grouped in fours, holder, expiry MM/YY, CVV, billing address.
// Lengths are kept by the machine's formatters, not maxLength, so a pasted '4242-4242-…' still fits.
import { useSelector } from '@xstate/react';
import type { FormEvent } from 'react';
import { checkoutContent } from '../../domain/checkoutContent';
import { CARD_BRAND_NAMES } from '../../domain/paymentMethods';
import type { CardField } from '../../machines/paymentForm';
import { buttonClass } from '../components/buttonClass';
import * as fieldStyles from '../components/Field.css';
import { Field } from '../components/Field';
import { selectAmount, selectCard, selectCardBrand, selectFieldErrors, type PaymentActor } from './paymentActor';
import * as styles from './CheckoutPage.css';

const text = checkoutContent.card;

export function CardForm({ actor, onSubmit }: { actor: PaymentActor; onSubmit: (event: FormEvent<HTMLFormElement>) => void }) {
  const card = useSelector(actor, selectCard);
  const errors = useSelector(actor, selectFieldErrors);
  const amount = useSelector(actor, selectAmount);
  const brand = useSelector(actor, selectCardBrand);
  const edit = (field: CardField) => (event: { target: { value: string } }) => actor.send({ type: 'payment.change', field, value: event.target.value });

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-labelledby="card-heading">
      <h2 id="card-heading" className={styles.sectionHeading}>
        {text.heading}
      </h2>
      <Field id="card-number" label={text.number} error={errors.cardNumber} hint={brand === 'unknown' ? undefined : text.brand(CARD_BRAND_NAMES[brand])}>
        {(control) => (
          <input
            {...control}
            className={`${fieldStyles.input} ${styles.monospace}`}
            name="cardNumber"
            dir="ltr"
            inputMode="numeric"
            autoComplete="cc-number"
            placeholder={text.numberPlaceholder}
            aria-required="true"
            value={card.cardNumber}
            onChange={edit('cardNumber')}
          />
        )}
      </Field>
      <Field id="card-holder" label={text.holder} error={errors.cardHolder}>
        {(control) => (
          <input {...control} className={fieldStyles.input} name="cardHolder" autoComplete="cc-name" placeholder={text.holderPlaceholder} aria-required="true" value={card.cardHolder} onChange={edit('cardHolder')} />
        )}
      </Field>
      <div className={styles.pair}>
        <Field id="card-expiry" label={text.expiry} error={errors.expiryDate}>
          {(control) => (
            <input
              {...control}
              className={`${fieldStyles.input} ${styles.monospace}`}
              name="expiryDate"
              dir="ltr"
              inputMode="numeric"
              autoComplete="cc-exp"
              placeholder={text.expiryPlaceholder}
              aria-required="true"
              value={card.expiryDate}
              onChange={edit('expiryDate')}
            />
          )}
        </Field>
        <Field id="card-cvv" label={text.cvv} error={errors.cvv} hint={text.cvvHint}>
          {(control) => (
            <input
              {...control}
              className={`${fieldStyles.input} ${styles.monospace}`}
              type="password"
              name="cvv"
              dir="ltr"
              inputMode="numeric"
              autoComplete="cc-csc"
              placeholder={text.cvvPlaceholder}
              aria-required="true"
              value={card.cvv}
              onChange={edit('cvv')}
            />
          )}
        </Field>
      </div>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{text.billingLegend}</legend>
        <Field id="billing-street" label={text.street} error={errors.street}>
          {(control) => <input {...control} className={fieldStyles.input} name="street" autoComplete="address-line1" value={card.street} onChange={edit('street')} />}
        </Field>
        <div className={styles.pair}>
          <Field id="billing-city" label={text.city} error={errors.city}>
            {(control) => <input {...control} className={fieldStyles.input} name="city" autoComplete="address-level2" value={card.city} onChange={edit('city')} />}
          </Field>
          <Field id="billing-state" label={text.state} error={errors.state}>
            {(control) => <input {...control} className={fieldStyles.input} name="state" autoComplete="address-level1" value={card.state} onChange={edit('state')} />}
          </Field>
        </div>
        <Field id="billing-pincode" label={text.pincode} error={errors.pincode}>
          {(control) => (
            <input {...control} className={fieldStyles.input} name="pincode" dir="ltr" inputMode="numeric" autoComplete="postal-code" placeholder={text.pincodePlaceholder} value={card.pincode} onChange={edit('pincode')} />
          )}
        </Field>
      </fieldset>
      <button type="submit" className={`${buttonClass('primary')} ${styles.submit}`}>
        {text.pay(amount)}
      </button>
    </form>
  );
}
