// /payment/{transactionId}: the payment page a customer waits on while a real gateway decides (after approving a
// wallet payment on the phone, or back from the gateway's card page). It renders the paymentStatus machine.
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { Link, useParams, useSearch } from 'wouter';
import { formatMoney } from '../../domain/format';
import type { PaymentDetails } from '../../domain/types';
import { messages } from '../../domain/messages';
import { commonLabels, pageTitles } from '../../domain/content';
import { inspector } from '../../machines/inspector';
import { paymentStatusMachine, type PaymentStatusSnapshot } from '../../machines/paymentStatus';
import * as ui from '../../styles/ui.css';
import { Button } from '../components/Button';
import { buttonClass } from '../components/buttonClass';
import { Card } from '../components/Card';
import { useFlowEffects } from '../components/flowEffects';
import { Heading } from '../components/Heading';
import { Notice } from '../components/Notice';
import { PageHeader } from '../components/PageHeader';
import { Spinner } from '../components/Spinner';
import { Stack } from '../components/Stack';
import { Text } from '../components/Text';
import { useDocumentTitle } from '../components/useDocumentTitle';


export default function PaymentPage() {
  const { transactionId = '' } = useParams<{ transactionId: string }>();
  const cancelled = new URLSearchParams(useSearch()).get('cancelled') === '1';
  return <PaymentScreen key={transactionId} transactionId={transactionId} cancelled={cancelled} />;
}

/** A voucher is paid in cash at a JazzCash shop; anything else is approved on the phone or on the gateway's page. */
const waitingHintFor = (payment: PaymentDetails | null) =>
  payment?.walletType === 'jazzcash_voucher' ? messages.paymentStatus.voucherHint : messages.paymentStatus.waitingHint;

const selectView = (snapshot: PaymentStatusSnapshot) => snapshot.value;
const selectPayment = (snapshot: PaymentStatusSnapshot) => snapshot.context.payment;
const selectError = (snapshot: PaymentStatusSnapshot) => snapshot.context.error;

function PaymentScreen({ transactionId, cancelled }: { transactionId: string; cancelled: boolean }) {
  useDocumentTitle(pageTitles.payment);
  const actor = useActorRef(useFlowEffects(paymentStatusMachine), { input: { transactionId, cancelled }, inspect: inspector() });
  const view = useSelector(actor, selectView);
  const payment = useSelector(actor, selectPayment);
  const error = useSelector(actor, selectError);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The outcome's heading takes focus once decided, so a screen reader hears it.
  const decided = view === 'paid' || view === 'redirected' || view === 'failed' || view === 'cancelled';
  useEffect(() => {
    if (decided) headingRef.current?.focus();
  }, [decided]);

  const heading = (title: string) => (
    <Heading level={2} size="xl" ref={headingRef} tabIndex={-1}>
      {title}
    </Heading>
  );
  const back = (
    <Link href="/my-bookings" className={buttonClass('secondary')}>
      {messages.paymentStatus.backToBookings}
    </Link>
  );
  const amount = payment ? <Text tone="muted">{formatMoney(payment.amount)}</Text> : null;

  let body;
  if (view === 'paid' || view === 'redirected') {
    body = (
      <Notice padded role="status" icon="✓" iconTone="success" heading={heading(messages.paymentStatus.paid)}>
        {amount}
      </Notice>
    );
  } else if (view === 'failed') {
    body = (
      <Notice padded role="alert" icon="!" iconTone="danger" heading={heading(messages.paymentStatus.failed)}>
        <Text tone="muted">{payment?.failure ?? messages.checkout.paymentFailed}</Text>
        {back}
      </Notice>
    );
  } else if (view === 'cancelled') {
    body = (
      <Notice padded icon="!" iconTone="danger" heading={heading(messages.paymentStatus.failed)}>
        <Text tone="muted">{messages.paymentStatus.cancelled}</Text>
        {back}
        <Button variant="quiet" onClick={() => actor.send({ type: 'status.checkAgain' })}>
          {messages.paymentStatus.checkAgain}
        </Button>
      </Notice>
    );
  } else if (view === 'unavailable') {
    body = (
      <Notice padded icon="!" iconTone="danger">
        <Text tone="muted" role="alert">
          {error}
        </Text>
        <Button variant="primary" onClick={() => actor.send({ type: 'status.retry' })}>
          {commonLabels.retry}
        </Button>
      </Notice>
    );
  } else {
    body = (
      <Notice padded role="status" aria-busy="true" icon={<Spinner size="screen" />} heading={heading(messages.paymentStatus.waiting)}>
        {amount}
        {back}
      </Notice>
    );
  }

  return (
    <div className={ui.page}>
      <Stack space="lg" className={ui.container}>
        <PageHeader title={messages.paymentStatus.title} lead={decided ? null : waitingHintFor(payment)} />
        <Card as="section" padding="xl" aria-label={messages.paymentStatus.title}>
          {body}
        </Card>
      </Stack>
    </div>
  );
}
