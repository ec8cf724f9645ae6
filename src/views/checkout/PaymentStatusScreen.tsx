// The screens that replace the form: the methods being asked for or not to be had, processing, success (redirecting)
// and failure with Try Again (spec §2).
import type { Ref } from 'react';
import { checkoutContent } from '../../domain/checkoutContent';
import { messages } from '../../domain/messages';
import { paidWith as receiptName, type KeptInstrument } from '../../domain/paymentMethods';
import { Button } from '../components/Button';
import { Heading } from '../components/Heading';
import { Notice } from '../components/Notice';
import { Spinner } from '../components/Spinner';
import { Text } from '../components/Text';

const text = checkoutContent.screens;

interface PaymentStatusScreenProps {
  screen: 'checking' | 'methodsUnavailable' | 'processing' | 'success' | 'error';
  /** The server's sentence for a failure, when it gave one. */
  error: string | null;
  /** What paid, once the payment succeeded: the receipt's "Visa ending 4242". */
  paidWith: KeptInstrument | null;
  /** Try Again: on the methods' failure it asks for them again, on the payment's it returns to the form. */
  onRetry: () => void;
  headingRef: Ref<HTMLHeadingElement>;
}

export function PaymentStatusScreen({ screen, error, paidWith, onRetry, headingRef }: PaymentStatusScreenProps) {
  const heading = (title: string) => (
    <Heading level={2} size="xl" ref={headingRef} tabIndex={-1}>
      {title}
    </Heading>
  );
  const tryAgain = (
    <Button variant="primary" onClick={onRetry}>
      {text.tryAgain}
    </Button>
  );
  if (screen === 'checking') {
    return (
      <Notice padded role="status" icon={<Spinner size="screen" />}>
        <Text tone="muted">{checkoutContent.methods.loading}</Text>
      </Notice>
    );
  }
  if (screen === 'methodsUnavailable') {
    return (
      <Notice padded icon="!" iconTone="danger">
        <Text tone="muted" role="alert">
          {checkoutContent.methods.failed}
        </Text>
        {tryAgain}
      </Notice>
    );
  }
  if (screen === 'processing') {
    return (
      <Notice padded role="status" aria-busy="true" icon={<Spinner size="screen" />} heading={heading(text.processingTitle)}>
        <Text tone="muted">{text.processingNote}</Text>
      </Notice>
    );
  }
  if (screen === 'success') {
    return (
      <Notice padded role="status" icon="✓" iconTone="success" heading={heading(text.successTitle)}>
        {paidWith ? <Text tone="muted">{text.paidWith(receiptName(paidWith))}</Text> : null}
        <Text tone="muted">{text.successNote}</Text>
      </Notice>
    );
  }
  return (
    <Notice padded role="alert" icon="!" iconTone="danger" heading={heading(text.failedTitle)}>
      <Text tone="muted">{error ?? messages.checkout.genericError}</Text>
      {tryAgain}
    </Notice>
  );
}
