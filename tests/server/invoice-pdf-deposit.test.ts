// The invoice PDF of a booking that asked for a deposit: under the total, the deposit (paid online, or due by when) and
// the balance due at the workshop, and the payment read as "Deposit paid · JazzCash"; in Urdu too, every glyph drawn.
import { describe, expect, it } from 'vitest';
import { invoiceContent } from '../../src/domain/invoiceContent';
import type { Invoice } from '../../src/domain/types';
import { inLanguage } from '../../server/i18n/request-language';
import { renderInvoicePdf } from '../../server/services/invoice-pdf';
import { SAMPLE_DEPOSIT_DUE, SAMPLE_DEPOSIT_PAID } from '../fixtures/booking';
import { sampleInvoice } from '../fixtures/invoice';
import { pdfText, pdfTextRuns } from './helpers/pdf-text';

const pending = { payment_status: 'pending', payment_method: null, paid_at: null, online_payment: null } as const;
const depositPaid: Invoice = sampleInvoice({ ...pending, deposit: SAMPLE_DEPOSIT_PAID, online_payment: { method: 'wallet', brand: null, last4: null, wallet_type: 'jazzcash' } });
/** Due on a long month's day: the label takes the totals column's whole width. */
const depositDue: Invoice = sampleInvoice({ ...pending, deposit: { ...SAMPLE_DEPOSIT_DUE, due_by: '2026-09-30T06:00:00.000Z' } });

describe('the invoice PDF with a deposit', () => {
  it('prints the deposit paid online, the balance due at the workshop, and what paid the deposit', async () => {
    const text = pdfText(await inLanguage('en', () => renderInvoicePdf(depositPaid)));
    for (const shown of [invoiceContent.depositPaidOnline, 'PKR 3,125', invoiceContent.balanceDue, 'PKR 9,375', 'Deposit paid · JazzCash']) expect(text).toContain(shown);
  });

  it('prints by when an unpaid deposit is due', async () => {
    const text = pdfText(await inLanguage('en', () => renderInvoicePdf(depositDue))).replace(/\n/g, ' ');
    expect(text).toContain('Deposit due by 11:00 AM, 30 September 2026');
    expect(text).toContain('Pending');
  });

  it('draws every glyph of the deposit rows in Urdu', async () => {
    for (const invoice of [depositPaid, depositDue]) {
      const runs = pdfTextRuns(await inLanguage('ur', () => renderInvoicePdf(invoice)));
      expect(runs.filter((run) => run.glyphs.includes('\u0000'))).toEqual([]);
    }
  });
});
