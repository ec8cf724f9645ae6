// /checkout (spec §2 "Checkout", §4 "Payment flow"): the booking comes in navigation state; the payment machine
// holds the flow, and this page renders its state beside the order summary.
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { readCheckoutBooking } from '../../domain/checkoutBooking';
import { checkoutContent as text } from '../../domain/checkoutContent';
import { messages } from '../../domain/messages';
import type { CheckoutBooking } from '../../domain/types';
import { inspector } from '../../machines/inspector';
import { paymentMachine } from '../../machines/payment';
import * as ui from '../../styles/ui.css';
import { useDocumentTitle } from '../components/useDocumentTitle';
import { CardForm } from './CardForm';
import { MethodPicker } from './MethodPicker';
import { OrderSummary } from './OrderSummary';
import { PaymentStatusScreen } from './PaymentStatusScreen';
import { selectError, selectMethod, selectRejectedSubmits, selectScreen } from './paymentActor';
import { UpiForm } from './UpiForm';
import { WalletForm } from './WalletForm';
import * as styles from './CheckoutPage.css';
import { showNotice, useStableNavigate } from '../components/flowEffects';

export default function CheckoutPage({ title = text.title }: { title?: string }) {
  useDocumentTitle(title);
  // Read once: the state pushed by "Pay now" (it survives a reload of /checkout).
  const [booking] = useState(() => readCheckoutBooking(typeof history === 'undefined' ? null : history.state));
  const [, navigate] = useLocation();

  useEffect(() => {
    if (booking) return;
    showNotice({ kind: 'error', message: messages.checkout.noBookingData });
    navigate('/book', { replace: true });
  }, [booking, navigate]);

  if (!booking) return null;
  return <Checkout booking={booking} />;
}

function Checkout({ booking }: { booking: CheckoutBooking }) {
  const navigateTo = useStableNavigate();

  const logic = useMemo(
    () =>
      paymentMachine.provide({
        actions: {
          notify: (_, notice) => showNotice(notice),
          navigate: (_, { to }) => navigateTo(to),
        },
      }),
    [],
  );
  const actor = useActorRef(logic, { input: { booking }, inspect: inspector() });
  const screen = useSelector(actor, selectScreen);
  const method = useSelector(actor, selectMethod);
  const error = useSelector(actor, selectError);
  const rejectedSubmits = useSelector(actor, selectRejectedSubmits);

  const headingRef = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<HTMLDivElement>(null);
  const shownScreen = useRef(screen);
  useEffect(() => {
    // focus follows the screen (not on arrival); back on the form it goes to the first field
    if (shownScreen.current === screen) return;
    shownScreen.current = screen;
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
      <div className={ui.container}>
        <header className={styles.header}>
          <h1 className={styles.title}>{text.title}</h1>
          <p className={styles.subtitle}>{text.subtitle}</p>
        </header>
        <div className={styles.columns}>
          <section className={styles.panel} aria-label={text.title}>
            {screen === 'form' ? (
              <div ref={formRef} className={styles.form}>
                <MethodPicker actor={actor} />
                {method === 'card' ? <CardForm actor={actor} onSubmit={submit} /> : null}
                {method === 'upi' ? <UpiForm actor={actor} onSubmit={submit} /> : null}
                {method === 'wallet' ? <WalletForm actor={actor} onSubmit={submit} /> : null}
                <p className={styles.secureNote}>{text.secureNote}</p>
              </div>
            ) : (
              <PaymentStatusScreen screen={screen} error={error} onRetry={() => actor.send({ type: 'payment.retry' })} headingRef={headingRef} />
            )}
          </section>
          <OrderSummary booking={booking} />
        </div>
      </div>
    </div>
  );
}
