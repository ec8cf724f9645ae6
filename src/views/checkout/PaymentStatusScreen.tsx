// The screens that replace the form: the methods being asked for or not to be had, processing, success (redirecting)
// and failure with Try Again (spec §2).
import type { Ref } from 'react';
import { checkoutContent } from '../../domain/checkoutContent';
import { messages } from '../../domain/messages';
import { paidWith as receiptName, type KeptInstrument } from '../../domain/paymentMethods';
import { buttonClass } from '../components/buttonClass';
import * as styles from './CheckoutPage.css';

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
  if (screen === 'checking') {
    return (
      <div className={styles.screen} role="status">
        <span className={styles.spinner} aria-hidden="true" />
        <p className={styles.screenText}>{checkoutContent.methods.loading}</p>
      </div>
    );
  }
  if (screen === 'methodsUnavailable') {
    return (
      <div className={styles.screen}>
        <span className={styles.screenBadge.error} aria-hidden="true">
          !
        </span>
        <p className={styles.screenText} role="alert">
          {checkoutContent.methods.failed}
        </p>
        <button type="button" className={buttonClass('primary')} onClick={onRetry}>
          {text.tryAgain}
        </button>
      </div>
    );
  }
  if (screen === 'processing') {
    return (
      <div className={styles.screen} role="status" aria-busy="true">
        <span className={styles.spinner} aria-hidden="true" />
        <h2 ref={headingRef} tabIndex={-1} className={styles.screenTitle}>
          {text.processingTitle}
        </h2>
        <p className={styles.screenText}>{text.processingNote}</p>
      </div>
    );
  }
  if (screen === 'success') {
    return (
      <div className={styles.screen} role="status">
        <span className={styles.screenBadge.success} aria-hidden="true">
          ✓
        </span>
        <h2 ref={headingRef} tabIndex={-1} className={styles.screenTitle}>
          {text.successTitle}
        </h2>
        {paidWith ? <p className={styles.screenText}>{text.paidWith(receiptName(paidWith))}</p> : null}
        <p className={styles.screenText}>{text.successNote}</p>
      </div>
    );
  }
  return (
    <div className={styles.screen} role="alert">
      <span className={styles.screenBadge.error} aria-hidden="true">
        !
      </span>
      <h2 ref={headingRef} tabIndex={-1} className={styles.screenTitle}>
        {text.failedTitle}
      </h2>
      <p className={styles.screenText}>{error ?? messages.checkout.genericError}</p>
      <button type="button" className={buttonClass('primary')} onClick={onRetry}>
        {text.tryAgain}
      </button>
    </div>
  );
}
