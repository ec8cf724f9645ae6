// Online payment switched off: the checkout says the booking is paid at the workshop, for how much, and leads back
// to My Bookings.
import type { Ref } from 'react';
import { Link } from 'wouter';
import { checkoutContent } from '../../domain/checkoutContent';
import { buttonClass } from '../components/buttonClass';
import { PinIcon } from '../components/icons';
import * as styles from './CheckoutPage.css';

const text = checkoutContent.atWorkshop;

export function AtWorkshopScreen({ amount, headingRef }: { amount: number; headingRef: Ref<HTMLHeadingElement> }) {
  return (
    <div className={styles.screen}>
      <span className={styles.screenBadge.info} aria-hidden="true">
        <PinIcon />
      </span>
      <h2 ref={headingRef} tabIndex={-1} className={styles.screenTitle}>
        {text.heading}
      </h2>
      <p className={styles.screenText}>{text.text(amount)}</p>
      <Link href="/my-bookings" className={buttonClass('primary')}>
        {text.backToBookings}
      </Link>
    </div>
  );
}
