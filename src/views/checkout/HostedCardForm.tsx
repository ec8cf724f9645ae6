// A live server's card (PAYMENT_GATEWAY=live): the card is typed on the payment gateway's own secure page, so this
// form has no card fields — only what happens next, and the button that goes there.
import { useSelector } from '@xstate/react';
import type { FormEvent } from 'react';
import { checkoutContent } from '../../domain/checkoutContent';
import { messages } from '../../domain/messages';
import { Text } from '../components/Text';
import { PaymentForm } from './PaymentForm';
import { selectAmount, type PaymentActor } from './paymentActor';

export function HostedCardForm({ actor, onSubmit }: { actor: PaymentActor; onSubmit: (event: FormEvent<HTMLFormElement>) => void }) {
  const amount = useSelector(actor, selectAmount);
  return (
    <PaymentForm labelledBy="card-heading" heading={checkoutContent.card.heading} payLabel={messages.paymentStatus.continueToCard} onSubmit={onSubmit}>
      <Text tone="muted">{messages.paymentStatus.hostedCardNote}</Text>
      <Text weight="bold">{checkoutContent.card.pay(amount)}</Text>
    </PaymentForm>
  );
}
