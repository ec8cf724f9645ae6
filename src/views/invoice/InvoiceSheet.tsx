// The printable invoice: company, number and date, Bill To, service details, the service table, totals, notes, payment.
import { formatMoney } from '../../domain/format';
import { billToLines, companyLines, invoiceDate, invoiceLines, invoiceReferences, invoiceTotals, paymentSummary, refundedAmount, serviceDetails } from '../../domain/invoice';
import { invoiceContent as content } from '../../domain/invoiceContent';
import type { Invoice } from '../../domain/types';
import { EmailAddress } from '../components/EmailAddress';
import { Plate } from '../components/Plate';
import { SheetBlock } from '../components/SheetBlock';
import { printRoot } from '../components/SheetBlock.css';
import { Stack } from '../components/Stack';
import { Text } from '../components/Text';
import { Tiles } from '../components/Tiles';
import * as styles from './InvoicePage.css';

/** Paid reads as done, void as nothing owed, refunded as money given back, anything else as still open. */
const badgeToneOf = (paymentStatus: string) => {
  if (paymentStatus === 'paid' || paymentStatus === 'void' || paymentStatus === 'refunded') return styles.badgeTone[paymentStatus];
  return styles.badgeTone.open;
};

/**
 * A line of a block: the block's e-mail address wraps between its parts; any other line (a phone number, an English
 * address) keeps its own direction inside Urdu.
 */
const blockLine = (line: string, email: string) => (line === email ? <EmailAddress address={line} /> : <bdi>{line}</bdi>);

export function InvoiceSheet({ invoice }: { invoice: Invoice }) {
  return (
    <article className={`${styles.sheet} ${printRoot}`} aria-labelledby="invoice-title">
      <div className={styles.top}>
        <Stack space="xs" className={styles.company}>
          <p className={styles.companyName}>{invoice.company.name}</p>
          {companyLines(invoice).map((line) => (
            <Text key={line} size="sm" tone="muted" breakWords>
              {blockLine(line, invoice.company.email)}
            </Text>
          ))}
        </Stack>
        <Stack space="xs" className={styles.meta}>
          <h1 id="invoice-title" className={styles.title}>
            {content.heading(invoice.number)}
          </h1>
          <Text size="sm" tone="muted" breakWords>
            {content.date}:{' '}
            <bdi>
              <time dateTime={invoice.created_at}>{invoiceDate(invoice.created_at)}</time>
            </bdi>
          </Text>
          {invoiceReferences(invoice).map(({ label, value }) => (
            <Text key={label} size="sm" tone="muted" breakWords>
              {label}: <bdi>{value}</bdi>
            </Text>
          ))}
        </Stack>
      </div>

      <Tiles space="md" minItemWidth={300}>
        <SheetBlock id="invoice-bill-to" title={content.billTo}>
          {billToLines(invoice).map((line, index) => (
            <Text key={line} weight={index === 0 ? 'bold' : undefined} breakWords>
              {blockLine(line, invoice.customer.email)}
            </Text>
          ))}
        </SheetBlock>
        <SheetBlock id="invoice-service-details" title={content.serviceDetails}>
          <dl className={styles.details}>
            {serviceDetails(invoice).map(({ label, value, isPlate }) => (
              <div key={label} className={styles.detailRow}>
                <dt className={styles.detailLabel}>{label}</dt>
                <dd className={styles.detailValue}>{isPlate ? <Plate plate={value} /> : <bdi>{value}</bdi>}</dd>
              </div>
            ))}
          </dl>
        </SheetBlock>
      </Tiles>

      <table className={styles.table}>
        <caption className="visually-hidden">{content.serviceDetails}</caption>
        <thead>
          <tr>
            <th scope="col" className={styles.headCell}>
              {content.description}
            </th>
            <th scope="col" className={`${styles.headCell} ${styles.amountCell}`}>
              {content.amount}
            </th>
          </tr>
        </thead>
        <tbody>
          {invoiceLines(invoice).map((line) => (
            <tr key={line.description}>
              <td className={styles.cell}>
                <span className={styles.strong}>{line.description}</span>
                {line.detail ? <span className={styles.lineDetail}>{line.detail}</span> : null}
              </td>
              <td className={`${styles.cell} ${styles.amountCell}`}>{formatMoney(line.amount)}</td>
            </tr>
          ))}
        </tbody>
      </table>

      <dl className={styles.totals}>
        {invoiceTotals(invoice).map((row) => (
          <div key={row.label} className={row.isGrandTotal ? styles.grandTotal : styles.totalRow}>
            <dt>{row.label}</dt>
            <dd className={styles.totalAmount}>{formatMoney(row.amount)}</dd>
          </div>
        ))}
      </dl>

      {invoice.booking.customer_notes ? (
        <SheetBlock id="invoice-notes" title={content.customerNotes}>
          <Text breakWords>{invoice.booking.customer_notes}</Text>
        </SheetBlock>
      ) : null}

      <SheetBlock id="invoice-payment" title={content.payment}>
        <p className={`${styles.badge} ${badgeToneOf(invoice.payment_status)}`}>{paymentSummary(invoice)}</p>
        {invoice.payment_status === 'refunded' ? <Text breakWords>{content.refunded(formatMoney(refundedAmount(invoice)))}</Text> : null}
      </SheetBlock>

      <Text size="sm" tone="muted" align="center">
        {content.thanks}
      </Text>
    </article>
  );
}
