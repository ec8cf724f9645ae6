// Online payment switched off: the checkout says the booking is paid at the workshop, for how much, and leads back
// to My Bookings.
import type { Ref } from 'react';
import { Link } from 'wouter';
import { checkoutContent } from '../../domain/checkoutContent';
import { buttonClass } from '../components/buttonClass';
import { Heading } from '../components/Heading';
import { PinIcon } from '../components/icons';
import { Notice } from '../components/Notice';
import { Text } from '../components/Text';

const text = checkoutContent.atWorkshop;

export function AtWorkshopScreen({ amount, headingRef }: { amount: number; headingRef: Ref<HTMLHeadingElement> }) {
  return (
    <Notice
      padded
      icon={<PinIcon />}
      iconTone="info"
      heading={
        <Heading level={2} size="xl" ref={headingRef} tabIndex={-1}>
          {text.heading}
        </Heading>
      }
    >
      <Text tone="muted">{text.text(amount)}</Text>
      <Link href="/my-bookings" className={buttonClass('primary')}>
        {text.backToBookings}
      </Link>
    </Notice>
  );
}
