// /checkout (spec §2 "Checkout", §4 "Payment flow"): the booking comes in navigation state; the payment machine
// holds the flow (and leaves for /book without a booking), and this page renders its state beside the order summary:
// the methods the server offers, or, when online payment is switched off, that payment is taken at the workshop.
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef, type FormEvent } from 'react';
import { readCheckoutBooking } from '../../domain/checkoutBooking';
import { checkoutContent as text } from '../../domain/checkoutContent';
import type { CheckoutBooking } from '../../domain/types';
import { inspector } from '../../machines/inspector';
import { paymentMachine } from '../../machines/payment';
import * as ui from '../../styles/ui.css';
import { Card } from '../components/Card';
import { useFlowEffects } from '../components/flowEffects';
import { PageHeader } from '../components/PageHeader';
import { Stack } from '../components/Stack';
import { Text } from '../components/Text';
import { useDocumentTitle } from '../components/useDocumentTitle';
import { AtWorkshopScreen } from './AtWorkshopScreen';
import { CardForm } from './CardForm';
import { HostedCardForm } from './HostedCardForm';
import { openHostedPage } from './openHostedPage';
import { MethodPicker } from './MethodPicker';
import { OrderSummary } from './OrderSummary';
import { PaymentStatusScreen } from './PaymentStatusScreen';
import { selectBooking, selectError, selectHostedCard, selectMethod, selectPaidWith, selectRejectedSubmits, selectScreen, type PaymentActor } from './paymentActor';
import { UpiForm } from './UpiForm';
import { WalletForm } from './WalletForm';
import * as styles from './CheckoutPage.css';

/** The payment flow with the browser's way to a gateway's hosted page. */
const checkoutMachine = paymentMachine.provide({ actions: { openHostedPage: (_, redirect) => openHostedPage(redirect) } });

/** The state pushed by "Pay now" (it survives a reload of /checkout); none on a direct visit. */
const navigationBooking = () => readCheckoutBooking(typeof history === 'undefined' ? null : history.state);

export default function CheckoutPage({ title = text.title }: { title?: string }) {
  useDocumentTitle(title);
  const actor = useActorRef(useFlowEffects(checkoutMachine), { input: { booking: navigationBooking() }, inspect: inspector() });
  const booking = useSelector(actor, selectBooking);
  if (!booking) return null;
  return <Checkout actor={actor} booking={booking} />;
}

function Checkout({ actor, booking }: { actor: PaymentActor; booking: CheckoutBooking }) {
  const screen = useSelector(actor, selectScreen);
  const method = useSelector(actor, selectMethod);
  const hostedCard = useSelector(actor, selectHostedCard);
  const error = useSelector(actor, selectError);
  const paidWith = useSelector(actor, selectPaidWith);
  const rejectedSubmits = useSelector(actor, selectRejectedSubmits);

  const headingRef = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<HTMLElement>(null);
  const shownScreen = useRef(screen);
  const arrived = useRef(false);
  useEffect(() => {
    // focus follows the screen, but not on arrival (the first screen after the methods check); back on the form it
    // goes to the first field
    if (shownScreen.current === screen) return;
    shownScreen.current = screen;
    if (screen === 'checking') return;
    if (!arrived.current) {
      arrived.current = true;
      return;
    }
    if (screen === 'form') {
      const form = formRef.current;
      (form?.querySelector<HTMLElement>('form input:not([type="radio"])') ?? form?.querySelector<HTMLElement>('input:checked'))?.focus();
    }
    else headingRef.current?.focus();
  }, [screen]);
  useEffect(() => {
    if (rejectedSubmits === 0) return;
    const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    const target = invalid instanceof HTMLInputElement ? invalid : invalid?.querySelector<HTMLElement>('input');
    target?.focus();
  }, [rejectedSubmits]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    actor.send({ type: 'payment.submit' });
  };

  return (
    <div className={ui.page}>
      <Stack space="lg" className={ui.container}>
        <PageHeader title={text.title} lead={screen === 'atWorkshop' ? text.atWorkshop.subtitle : booking.deposit ? text.depositSubtitle : text.subtitle} />
        <div className={styles.columns}>
          {/* First, so a narrow screen shows the total before the Pay button; a wide one puts it beside the form. */}
          <OrderSummary booking={booking} />
          <Card as="section" padding="xl" className={styles.panel} aria-label={text.title}>
            {screen === 'form' ? (
              <Stack space="md" ref={formRef}>
                <MethodPicker actor={actor} />
                {method === 'card' ? hostedCard ? <HostedCardForm actor={actor} onSubmit={submit} /> : <CardForm actor={actor} onSubmit={submit} /> : null}
                {method === 'upi' ? <UpiForm actor={actor} onSubmit={submit} /> : null}
                {method === 'wallet' ? <WalletForm actor={actor} onSubmit={submit} /> : null}
                <Text size="sm" tone="muted" align="center">
                  {text.secureNote}
                </Text>
              </Stack>
            ) : screen === 'atWorkshop' ? (
              <AtWorkshopScreen amount={booking.price} headingRef={headingRef} />
            ) : (
              <PaymentStatusScreen
                screen={screen}
                error={error}
                paidWith={paidWith}
                onRetry={() => actor.send({ type: screen === 'methodsUnavailable' ? 'payment.retryMethods' : 'payment.retry' })}
                headingRef={headingRef}
              />
            )}
          </Card>
        </div>
      </Stack>
    </div>
  );
}
