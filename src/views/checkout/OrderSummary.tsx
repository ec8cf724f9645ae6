// The order summary beside the payment form (spec §2): service, schedule, vehicle, notes, amounts.
import type { ReactNode } from 'react';
import { checkoutContent } from '../../domain/checkoutContent';
import { formatDueBy } from '../../domain/deposit';
import { discountPercent, formatBookingDate, formatMoney, formatTime } from '../../domain/format';
import type { CheckoutBooking } from '../../domain/types';
import { Card } from '../components/Card';
import { Heading } from '../components/Heading';
import { Plate } from '../components/Plate';
import { Stack } from '../components/Stack';
import { Text } from '../components/Text';
import { VisitItems } from '../components/VisitItems';
import * as styles from './CheckoutPage.css';

const text = checkoutContent.summary;

function Row({ label, children, className }: { label: string; children: ReactNode; className?: string }) {
  return (
    <div className={`${styles.summaryRow} ${className ?? ''}`}>
      <dt className={styles.summaryLabel}>{label}</dt>
      <dd className={styles.summaryValue}>{children}</dd>
    </div>
  );
}

export function OrderSummary({ booking }: { booking: CheckoutBooking }) {
  const { car, timeSlot, deposit } = booking;
  const percent = discountPercent(booking.price, booking.originalPrice);
  const original = booking.originalPrice && percent > 0 ? booking.originalPrice : booking.price;
  return (
    <Card as="aside" className={styles.summary} aria-labelledby="order-summary-heading">
      <Stack space="md">
        <Heading level={2} id="order-summary-heading" tone="brand">
          {text.heading}
        </Heading>
        <dl className={styles.summaryList}>
          <Row label={text.service}>
            {booking.service}
            <VisitItems items={booking.items ?? []} />
          </Row>
          <Row label={text.date}>
            <bdi>{formatBookingDate(timeSlot.date)}</bdi>
          </Row>
          {timeSlot.time ? (
            <Row label={text.time}>
              <bdi>{formatTime(timeSlot.time)}</bdi>
            </Row>
          ) : null}
          <Row label={text.vehicle}>
            <bdi>
              {car.year} {car.make} {car.model}
            </bdi>
          </Row>
          <Row label={text.licensePlate}>
            <Plate plate={car.licensePlate} />
          </Row>
          {car.color ? <Row label={text.color}>{car.color}</Row> : null}
          {booking.customerNotes ? <Row label={text.notes}>{booking.customerNotes}</Row> : null}
        </dl>
        <hr className={styles.divider} />
        <dl className={styles.summaryList}>
          <Row label={text.serviceAmount}>{formatMoney(original)}</Row>
          {percent > 0 ? (
            <Row label={text.discount(percent)} className={styles.discount}>
              <bdi>−{formatMoney(original - booking.price)}</bdi>
            </Row>
          ) : null}
          <Row label={text.total} className={deposit ? undefined : styles.total}>
            {formatMoney(booking.price)}
          </Row>
          {deposit ? (
            <>
              <Row label={text.depositNow} className={styles.total}>
                {formatMoney(deposit.amount)}
              </Row>
              <Row label={text.balance}>{formatMoney(deposit.balance)}</Row>
            </>
          ) : null}
        </dl>
        {deposit ? (
          <Text size="sm" weight="bold">
            {text.payBy(formatDueBy(deposit.dueBy))}
          </Text>
        ) : null}
      </Stack>
    </Card>
  );
}
