// The printable invoice: company, number and date, Bill To, service details, the service table, totals, notes, payment.
import { formatMoney } from '../../domain/format';
import { billToLines, companyLines, invoiceDate, invoiceLines, invoiceReferences, invoiceTotals, paymentSummary, serviceDetails } from '../../domain/invoice';
import { invoiceContent as content } from '../../domain/invoiceContent';
import type { Invoice } from '../../domain/types';
import { EmailAddress } from '../components/EmailAddress';
import { Plate } from '../components/Plate';
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
    <article className={`${styles.sheet} ${styles.printRoot}`} aria-labelledby="invoice-title">
      <div className={styles.top}>
        <div className={styles.company}>
          <p className={styles.companyName}>{invoice.company.name}</p>
          {companyLines(invoice).map((line) => (
            <p key={line} className={styles.muted}>
              {blockLine(line, invoice.company.email)}
            </p>
          ))}
        </div>
        <div className={styles.meta}>
          <h1 id="invoice-title" className={styles.title}>
            {content.heading(invoice.number)}
          </h1>
          <p className={styles.muted}>
            {content.date}:{' '}
            <bdi>
              <time dateTime={invoice.created_at}>{invoiceDate(invoice.created_at)}</time>
            </bdi>
          </p>
          {invoiceReferences(invoice).map(({ label, value }) => (
            <p key={label} className={styles.muted}>
              {label}: <bdi>{value}</bdi>
            </p>
          ))}
        </div>
      </div>

      <div className={styles.parties}>
        <section className={styles.block} aria-labelledby="invoice-bill-to">
          <h2 id="invoice-bill-to" className={styles.blockTitle}>
            {content.billTo}
          </h2>
          {billToLines(invoice).map((line, index) => (
            <p key={line} className={index === 0 ? styles.strong : styles.text}>
              {blockLine(line, invoice.customer.email)}
            </p>
          ))}
        </section>
        <section className={styles.block} aria-labelledby="invoice-service-details">
          <h2 id="invoice-service-details" className={styles.blockTitle}>
            {content.serviceDetails}
          </h2>
          <dl className={styles.details}>
            {serviceDetails(invoice).map(({ label, value, isPlate }) => (
              <div key={label} className={styles.detailRow}>
                <dt className={styles.detailLabel}>{label}</dt>
                <dd className={styles.detailValue}>{isPlate ? <Plate plate={value} /> : <bdi>{value}</bdi>}</dd>
              </div>
            ))}
          </dl>
        </section>
      </div>

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
        <section className={styles.block} aria-labelledby="invoice-notes">
          <h2 id="invoice-notes" className={styles.blockTitle}>
            {content.customerNotes}
          </h2>
          <p className={styles.text}>{invoice.booking.customer_notes}</p>
        </section>
      ) : null}

      <section className={styles.block} aria-labelledby="invoice-payment">
        <h2 id="invoice-payment" className={styles.blockTitle}>
          {content.payment}
        </h2>
        <p className={`${styles.badge} ${badgeToneOf(invoice.payment_status)}`}>{paymentSummary(invoice)}</p>
        {invoice.payment_status === 'refunded' ? <p className={styles.text}>{content.refunded(formatMoney(invoice.total_amount))}</p> : null}
      </section>

      <p className={styles.thanks}>{content.thanks}</p>
    </article>
  );
}
