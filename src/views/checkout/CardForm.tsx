// The card form (spec §2, §5 Card): number grouped in fours, holder, expiry MM/YY, CVV, billing address.
// Lengths are kept by the machine's formatters, not maxLength, so a pasted '4242-4242-…' still fits.
import { useSelector } from '@xstate/react';
import type { FormEvent } from 'react';
import { checkoutContent } from '../../domain/checkoutContent';
import { CARD_BRAND_NAMES } from '../../domain/paymentMethods';
import type { CardField } from '../../machines/paymentForm';
import { Stack } from '../components/Stack';
import { TextField } from '../components/TextField';
import { Tiles } from '../components/Tiles';
import { PaymentForm } from './PaymentForm';
import { paymentFieldProps, selectAmount, selectCard, selectCardBrand, selectFieldErrors, selectPaysDeposit, type PaymentActor } from './paymentActor';
import * as styles from './CheckoutPage.css';

const text = checkoutContent.card;

/** Typed on the number pad, left to right also in Urdu, in figures of one width; required. */
const figureInput = { dir: 'ltr', inputMode: 'numeric', 'aria-required': 'true' } as const;

export function CardForm({ actor, onSubmit }: { actor: PaymentActor; onSubmit: (event: FormEvent<HTMLFormElement>) => void }) {
  const card = useSelector(actor, selectCard);
  const errors = useSelector(actor, selectFieldErrors);
  const amount = useSelector(actor, selectAmount);
  const paysDeposit = useSelector(actor, selectPaysDeposit);
  const brand = useSelector(actor, selectCardBrand);
  const bind = (field: CardField) => paymentFieldProps(actor, field, card[field], errors[field]);

  return (
    <PaymentForm labelledBy="card-heading" heading={text.heading} payLabel={paysDeposit ? text.payDeposit(amount) : text.pay(amount)} onSubmit={onSubmit}>
      <TextField
        id="card-number"
        label={text.number}
        hint={brand === 'unknown' ? undefined : text.brand(CARD_BRAND_NAMES[brand])}
        className={styles.monospace}
        {...bind('cardNumber')}
        {...figureInput}
        autoComplete="cc-number"
        placeholder={text.numberPlaceholder}
      />
      <TextField id="card-holder" label={text.holder} {...bind('cardHolder')} autoComplete="cc-name" placeholder={text.holderPlaceholder} aria-required="true" />
      <Tiles space="md" columns={2} collapseBelow="narrow" alignY="start">
        <TextField id="card-expiry" label={text.expiry} className={styles.monospace} {...bind('expiryDate')} {...figureInput} autoComplete="cc-exp" placeholder={text.expiryPlaceholder} />
        <TextField
          id="card-cvv"
          label={text.cvv}
          hint={text.cvvHint}
          className={styles.monospace}
          type="password"
          {...bind('cvv')}
          {...figureInput}
          autoComplete="cc-csc"
          placeholder={text.cvvPlaceholder}
        />
      </Tiles>
      <Stack as="fieldset" space="sm" className={styles.fieldset}>
        <legend className={styles.legend}>{text.billingLegend}</legend>
        <TextField id="billing-street" label={text.street} {...bind('street')} autoComplete="address-line1" />
        <Tiles space="md" columns={2} collapseBelow="narrow" alignY="start">
          <TextField id="billing-city" label={text.city} {...bind('city')} autoComplete="address-level2" />
          <TextField id="billing-state" label={text.state} {...bind('state')} autoComplete="address-level1" />
        </Tiles>
        <TextField id="billing-pincode" label={text.pincode} {...bind('pincode')} dir="ltr" inputMode="numeric" autoComplete="postal-code" placeholder={text.pincodePlaceholder} />
      </Stack>
    </PaymentForm>
  );
}
