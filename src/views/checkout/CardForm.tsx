// The card form (spec §2, §5 Card): number grouped in fours, holder, expiry MM/YY, CVV, billing address.
// Lengths are kept by the machine's formatters, not maxLength, so a pasted '4242-4242-…' still fits.
import { useSelector } from '@xstate/react';
import type { FormEvent } from 'react';
import { checkoutContent } from '../../domain/checkoutContent';
import { CARD_BRAND_NAMES } from '../../domain/paymentMethods';
import type { CardField } from '../../machines/paymentForm';
import { Button } from '../components/Button';
import * as buttonStyles from '../components/Button.css';
import { Heading } from '../components/Heading';
import { Stack } from '../components/Stack';
import { TextField } from '../components/TextField';
import { Tiles } from '../components/Tiles';
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
    <form onSubmit={onSubmit} noValidate aria-labelledby="card-heading">
      <Stack space="md">
        <Heading level={2} id="card-heading" tone="brand">
          {text.heading}
        </Heading>
        <TextField
          id="card-number"
          label={text.number}
          error={errors.cardNumber}
          hint={brand === 'unknown' ? undefined : text.brand(CARD_BRAND_NAMES[brand])}
          className={styles.monospace}
          name="cardNumber"
          dir="ltr"
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder={text.numberPlaceholder}
          aria-required="true"
          value={card.cardNumber}
          onChange={edit('cardNumber')}
        />
        <TextField
          id="card-holder"
          label={text.holder}
          error={errors.cardHolder}
          name="cardHolder"
          autoComplete="cc-name"
          placeholder={text.holderPlaceholder}
          aria-required="true"
          value={card.cardHolder}
          onChange={edit('cardHolder')}
        />
        <Tiles space="md" columns={2} collapseBelow="narrow" alignY="start">
          <TextField
            id="card-expiry"
            label={text.expiry}
            error={errors.expiryDate}
            className={styles.monospace}
            name="expiryDate"
            dir="ltr"
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder={text.expiryPlaceholder}
            aria-required="true"
            value={card.expiryDate}
            onChange={edit('expiryDate')}
          />
          <TextField
            id="card-cvv"
            label={text.cvv}
            error={errors.cvv}
            hint={text.cvvHint}
            className={styles.monospace}
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
        </Tiles>
        <Stack as="fieldset" space="sm" className={styles.fieldset}>
          <legend className={styles.legend}>{text.billingLegend}</legend>
          <TextField id="billing-street" label={text.street} error={errors.street} name="street" autoComplete="address-line1" value={card.street} onChange={edit('street')} />
          <Tiles space="md" columns={2} collapseBelow="narrow" alignY="start">
            <TextField id="billing-city" label={text.city} error={errors.city} name="city" autoComplete="address-level2" value={card.city} onChange={edit('city')} />
            <TextField id="billing-state" label={text.state} error={errors.state} name="state" autoComplete="address-level1" value={card.state} onChange={edit('state')} />
          </Tiles>
          <TextField
            id="billing-pincode"
            label={text.pincode}
            error={errors.pincode}
            name="pincode"
            dir="ltr"
            inputMode="numeric"
            autoComplete="postal-code"
            placeholder={text.pincodePlaceholder}
            value={card.pincode}
            onChange={edit('pincode')}
          />
        </Stack>
        <Button type="submit" variant="primary" className={buttonStyles.fullWidth}>
          {text.pay(amount)}
        </Button>
      </Stack>
    </form>
  );
}
