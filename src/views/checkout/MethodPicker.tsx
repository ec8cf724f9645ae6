// The payment method picker: a native radio group (arrow keys move between methods), card by default. It offers the
// methods the server lists, in its order.
import { useSelector } from '@xstate/react';
import { checkoutContent as text, methodDescription, PAYMENT_METHOD_OPTIONS } from '../../domain/checkoutContent';
import { selectMethod, selectMethods, selectWallets, type PaymentActor } from './paymentActor';
import { Tiles } from '../components/Tiles';
import * as styles from './CheckoutPage.css';

export function MethodPicker({ actor }: { actor: PaymentActor }) {
  const method = useSelector(actor, selectMethod);
  const offered = useSelector(actor, selectMethods);
  const wallets = useSelector(actor, selectWallets);
  const options = offered.flatMap((id) => PAYMENT_METHOD_OPTIONS.filter((option) => option.method === id));
  return (
    <fieldset className={styles.fieldset} role="radiogroup" aria-labelledby="payment-method-legend">
      <legend id="payment-method-legend" className={styles.legend}>
        {text.methodLegend}
      </legend>
      <Tiles space="sm" minItemWidth={160}>
        {options.map((option) => (
          <label key={option.method} className={styles.choice}>
            <input
              type="radio"
              name="payment-method"
              className={styles.choiceInput}
              value={option.method}
              aria-label={option.name}
              aria-describedby={`payment-method-${option.method}-description`}
              checked={method === option.method}
              onChange={() => actor.send({ type: 'payment.selectMethod', method: option.method })}
            />
            <span className={styles.choiceName} aria-hidden="true">
              {option.name}
            </span>
            <span id={`payment-method-${option.method}-description`} className={styles.choiceDescription}>
              {methodDescription(option.method, wallets)}
            </span>
          </label>
        ))}
      </Tiles>
    </fieldset>
  );
}
