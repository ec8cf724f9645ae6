// @vitest-environment happy-dom
// The invoice page with its api module stubbed: the invoice's numbers and blocks, print, download, and failed loads.
import '../setup/dom';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route } from 'wouter';
import { ApiError } from '../../src/api/client';
import { invoiceContent as content } from '../../src/domain/invoiceContent';
import { messages } from '../../src/domain/messages';
import type { Invoice } from '../../src/domain/types';
import InvoicePage from '../../src/views/invoice/InvoicePage';
import { SAMPLE_DEPOSIT_DUE, SAMPLE_DEPOSIT_PAID } from '../fixtures/booking';
import { sampleInvoice } from '../fixtures/invoice';
import { renderSignedIn } from '../setup/renderWithSession';

const api = vi.hoisted(() => ({ getInvoice: vi.fn(), downloadInvoicePdf: vi.fn() }));
vi.mock('../../src/api/invoices', () => api);

const customer = { id: 'c-7', name: 'Bilal Ahmed', email: 'bilal@example.com' };
const invoice: Invoice = sampleInvoice();

const renderPage = (id = invoice.id) =>
  renderSignedIn(
    <Route path="/invoice/:id">
      <InvoicePage />
    </Route>,
    customer,
    `/invoice/${id}`,
  );

const amountOf = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

beforeEach(() => vi.clearAllMocks());
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('InvoicePage', () => {
  it('shows the sequential invoice number and the booking number under the date, and the tax registration when set', async () => {
    api.getInvoice.mockResolvedValue({ ...invoice, company: { ...invoice.company, ntn: '1234567-8', strn: '17-00-3761-234-55' } });
    renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Invoice #1A2B3C4D' });
    expect(screen.getByText((_, element) => element?.tagName === 'P' && element.textContent === `${content.invoiceNumber}: INV-2026-000042`)).toBeTruthy();
    expect(screen.getByText((_, element) => element?.tagName === 'P' && element.textContent === `${content.booking}: #B-1`)).toBeTruthy();
    expect(screen.getByText(`${content.ntn}: 1234567-8`)).toBeTruthy();
    expect(screen.getByText(`${content.strn}: 17-00-3761-234-55`)).toBeTruthy();
  });

  it('leaves the tax registration out while the workshop has none', async () => {
    api.getInvoice.mockResolvedValue(invoice);
    renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Invoice #1A2B3C4D' });
    expect(screen.queryByText(new RegExp(`^${content.ntn}:`))).toBeNull();
  });

  it('shows the loading text, then the number, date, company, Bill To, service details, table, totals, notes and payment', async () => {
    let answer: (value: Invoice) => void = () => undefined;
    api.getInvoice.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderPage();
    expect(await screen.findByText(content.loading)).toBeTruthy();
    expect(api.getInvoice).toHaveBeenCalledWith(invoice.id, expect.anything());

    answer(invoice);
    expect(await screen.findByRole('heading', { level: 1, name: 'Invoice #1A2B3C4D' })).toBeTruthy();
    expect(screen.getByText('22 November 2026')).toBeTruthy();
    for (const text of ['Clifton Auto Spa', 'Block 5, Clifton, Karachi', '+92 21 1111 2222', 'hello@clifton.pk']) expect(screen.getByText(text)).toBeTruthy();

    const billTo = screen.getByRole('region', { name: content.billTo });
    for (const text of ['Bilal Ahmed', 'bilal@example.com', '0300 1234567']) expect(within(billTo).getByText(text)).toBeTruthy();

    const details = screen.getByRole('region', { name: content.serviceDetails });
    for (const text of ['Full Detail', '2021 Honda Civic', 'KHI-7788', 'Saturday, 5 December 2026', '10:00 AM – 12:00 PM']) {
      expect(within(details).getByText(text)).toBeTruthy();
    }

    const row = screen.getByRole('row', { name: /Inside and out, by hand/ });
    expect(within(row).getByText('PKR 10,593')).toBeTruthy();
    expect(amountOf(content.subtotal)).toBe('PKR 10,593');
    expect(amountOf('Sales Tax (Sindh 15%)')).toBe('PKR 1,907');
    expect(amountOf(content.total)).toBe('PKR 12,500');

    expect(within(screen.getByRole('region', { name: content.customerNotes })).getByText('Please clean the child seat too')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: content.payment })).getByText('Paid · Visa ending 4242')).toBeTruthy();
    expect(screen.getByRole('link', { name: content.backToBookings }).getAttribute('href')).toBe('/my-bookings');
    expect(document.title).toContain('Invoice #1A2B3C4D');
  });

  it('shows long e-mail addresses whole, with break points only after "@" and before each "."', async () => {
    const email = 'bilal.ahmed-khan@karachi-car-detailing-customers.example.com';
    api.getInvoice.mockResolvedValue({ ...invoice, customer: { ...invoice.customer, email }, company: { ...invoice.company, email: 'accounts@clifton-auto-spa.pk' } });
    renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Invoice #1A2B3C4D' });
    /** The pieces between <wbr>s: the lines the address may wrap into (never at a hyphen). */
    const piecesOf = (address: HTMLElement) => [...address.childNodes].map((node) => (node.nodeName === 'WBR' ? '|' : node.textContent)).join('');
    const billed = within(screen.getByRole('region', { name: content.billTo })).getByText(email);
    expect(billed.getAttribute('title')).toBe(email);
    expect(piecesOf(billed)).toBe('bilal|.ahmed-khan@|karachi-car-detailing-customers|.example|.com');
    expect(piecesOf(screen.getByText('accounts@clifton-auto-spa.pk'))).toBe('accounts@|clifton-auto-spa|.pk');
  });

  it('lists one line per service of the visit, main first, each with its discount, adding up to the subtotal', async () => {
    api.getInvoice.mockResolvedValue({
      ...invoice,
      lines: [
        { name: 'Full Detail', kind: 'service', original_price: 12000, price: 10000 },
        { name: 'Engine Bay Cleaning', kind: 'addon', original_price: null, price: 2500 },
      ],
    } satisfies Invoice);
    renderPage();
    const main = await screen.findByRole('row', { name: /Full Detail/ });
    expect(main.textContent).toContain(content.discounted('PKR 12,000', 'PKR 2,000'));
    expect(within(main).getByText('PKR 8,474')).toBeTruthy();
    const addon = screen.getByRole('row', { name: /Engine Bay Cleaning/ });
    expect(addon.textContent).toContain(content.addon);
    expect(within(addon).getByText('PKR 2,119')).toBeTruthy();
    expect(amountOf(content.subtotal)).toBe('PKR 10,593');
    expect(amountOf(content.total)).toBe('PKR 12,500');
  });

  it('leaves out customer notes when there are none and reads "Pending" while unpaid', async () => {
    api.getInvoice.mockResolvedValue({ ...invoice, payment_status: 'pending', payment_method: null, online_payment: null, booking: { ...invoice.booking, customer_notes: '' } });
    renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Invoice #1A2B3C4D' });
    expect(screen.queryByRole('region', { name: content.customerNotes })).toBeNull();
    expect(within(screen.getByRole('region', { name: content.payment })).getByText('Pending')).toBeTruthy();
  });

  it('reads "Void" for the unpaid invoice of a cancelled booking, not "Pending"', async () => {
    api.getInvoice.mockResolvedValue({ ...invoice, payment_status: 'void', payment_method: null, paid_at: null, online_payment: null, booking: { ...invoice.booking, status: 'cancelled' } });
    renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Invoice #1A2B3C4D' });
    const payment = screen.getByRole('region', { name: content.payment });
    expect(payment.textContent).toBe(`${content.payment}Void`);
    expect(within(payment).queryByText('Pending')).toBeNull();
  });

  it('reads "Refunded" for a cancelled booking paid online, says the amount went back, and offers no payment', async () => {
    api.getInvoice.mockResolvedValue({ ...invoice, payment_status: 'refunded', booking: { ...invoice.booking, status: 'cancelled' } });
    renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Invoice #1A2B3C4D' });
    const payment = screen.getByRole('region', { name: content.payment });
    expect(within(payment).getByText('Refunded · Visa ending 4242')).toBeTruthy();
    expect(within(payment).getByText('PKR 12,500 was refunded to you in full.')).toBeTruthy();
    expect(within(payment).queryByText(/^Paid/)).toBeNull();
    expect(screen.queryByRole('button', { name: /pay/i })).toBeNull();
    expect(screen.queryByRole('link', { name: /pay/i })).toBeNull();
  });

  describe('with a deposit', () => {
    const totalsShown = () => [...document.querySelectorAll('dt')].filter((dt) => dt.nextElementSibling?.textContent?.startsWith('PKR')).map((dt) => `${dt.textContent}: ${dt.nextElementSibling?.textContent}`);
    const unpaid = { payment_status: 'pending', payment_method: null, paid_at: null, online_payment: null } as const;
    const jazzCash = { method: 'wallet', brand: null, last4: null, wallet_type: 'jazzcash' } as const;

    it('says by when the deposit is due and the balance due at the workshop while it is unpaid', async () => {
      api.getInvoice.mockResolvedValue(sampleInvoice({ ...unpaid, deposit: SAMPLE_DEPOSIT_DUE }));
      renderPage();
      await screen.findByRole('heading', { level: 1, name: 'Invoice #1A2B3C4D' });
      expect(totalsShown().slice(2)).toEqual([
        'Total: PKR 12,500',
        `${content.depositDue('11:00 AM, 1 December 2026')}: PKR 3,125`,
        `${content.balanceDue}: PKR 9,375`,
      ]);
      expect(within(screen.getByRole('region', { name: content.payment })).getByText('Pending')).toBeTruthy();
    });

    it('says the deposit was paid online, with what paid it, and the balance still due at the workshop', async () => {
      api.getInvoice.mockResolvedValue(sampleInvoice({ ...unpaid, deposit: SAMPLE_DEPOSIT_PAID, online_payment: jazzCash }));
      renderPage();
      await screen.findByRole('heading', { level: 1, name: 'Invoice #1A2B3C4D' });
      expect(totalsShown().slice(2)).toEqual(['Total: PKR 12,500', 'Deposit paid online: PKR 3,125', 'Balance due at the workshop: PKR 9,375']);
      expect(amountOf(content.depositPaidOnline)).toBe('PKR 3,125');
      expect(within(screen.getByRole('region', { name: content.payment })).getByText(`${content.depositPaid} · JazzCash`)).toBeTruthy();
      expect(screen.getByText('Deposit paid · JazzCash')).toBeTruthy();
    });

    it('keeps the paid deposit as information once the balance is paid, with no balance due', async () => {
      api.getInvoice.mockResolvedValue(sampleInvoice({ payment_method: 'cash', online_payment: null, deposit: SAMPLE_DEPOSIT_PAID }));
      renderPage();
      await screen.findByRole('heading', { level: 1, name: 'Invoice #1A2B3C4D' });
      expect(totalsShown().slice(2)).toEqual(['Total: PKR 12,500', 'Deposit paid online: PKR 3,125']);
      expect(within(screen.getByRole('region', { name: content.payment })).getByText('Paid · Cash')).toBeTruthy();
    });

    it('says only the deposit went back when a paid deposit was refunded, and shows no deposit on a released booking’s void invoice', async () => {
      api.getInvoice.mockResolvedValue(sampleInvoice({ ...unpaid, payment_status: 'refunded', deposit: SAMPLE_DEPOSIT_PAID, booking: { status: 'cancelled' } }));
      const refunded = renderPage();
      await screen.findByRole('heading', { level: 1, name: 'Invoice #1A2B3C4D' });
      expect(screen.getByText('PKR 3,125 was refunded to you in full.')).toBeTruthy();
      expect(totalsShown().slice(2)).toEqual(['Total: PKR 12,500', 'Deposit paid online: PKR 3,125']);
      refunded.unmount();

      api.getInvoice.mockResolvedValue(sampleInvoice({ ...unpaid, payment_status: 'void', deposit: SAMPLE_DEPOSIT_DUE, booking: { status: 'cancelled' } }));
      renderPage();
      await screen.findByRole('heading', { level: 1, name: 'Invoice #1A2B3C4D' });
      expect(totalsShown().slice(2)).toEqual(['Total: PKR 12,500']);
    });
  });

  it('names the card by its brand and last 4, a wallet by its name, and a payment at the workshop by its method', async () => {
    const paymentShown = async (changes: Partial<Invoice>) => {
      api.getInvoice.mockResolvedValue({ ...invoice, ...changes });
      const page = renderPage();
      await screen.findByRole('heading', { level: 1, name: 'Invoice #1A2B3C4D' });
      const shown = screen.getByRole('region', { name: content.payment }).querySelector('p')?.textContent;
      page.unmount();
      return shown;
    };
    expect(await paymentShown({})).toBe('Paid · Visa ending 4242');
    expect(await paymentShown({ online_payment: { method: 'card', brand: 'mastercard', last4: '4444', wallet_type: null } })).toBe('Paid · Mastercard ending 4444');
    expect(await paymentShown({ online_payment: { method: 'card', brand: 'unknown', last4: '1117', wallet_type: null } })).toBe('Paid · Card ending 1117');
    expect(await paymentShown({ payment_method: 'digital', online_payment: { method: 'wallet', brand: null, last4: null, wallet_type: 'jazzcash' } })).toBe('Paid · JazzCash');
    expect(await paymentShown({ payment_method: 'cash', online_payment: null })).toBe('Paid · Cash');
  });

  it('prints with the browser’s print dialog', async () => {
    const user = userEvent.setup();
    api.getInvoice.mockResolvedValue(invoice);
    const print = vi.fn();
    vi.stubGlobal('print', print);
    renderPage();
    await user.click(await screen.findByRole('button', { name: content.print }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('downloads the PDF as invoice-{id}.pdf, busy while it comes, then toasts success', async () => {
    const user = userEvent.setup();
    api.getInvoice.mockResolvedValue(invoice);
    let deliver: (file: Blob) => void = () => undefined;
    api.downloadInvoicePdf.mockReturnValue(new Promise((resolve) => (deliver = resolve)));
    const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:invoice');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    renderPage();

    await user.click(await screen.findByRole('button', { name: content.downloadPdf }));
    const busy = await screen.findByRole('button', { name: content.downloading });
    expect(busy.getAttribute('aria-busy')).toBe('true');
    expect(api.downloadInvoicePdf).toHaveBeenCalledWith(invoice.id, expect.anything());
    // A second click while busy starts nothing.
    await user.click(busy);
    expect(api.downloadInvoicePdf).toHaveBeenCalledTimes(1);

    const pdf = new Blob(['%PDF-1.3'], { type: 'application/pdf' });
    deliver(pdf);
    expect(await screen.findByText(messages.invoice.downloaded)).toBeTruthy();
    expect(createObjectURL).toHaveBeenCalledWith(pdf);
    expect(clicked.map((anchor) => anchor.download)).toEqual([`invoice-${invoice.id}.pdf`]);
    expect(screen.getByRole('button', { name: content.downloadPdf }).getAttribute('aria-busy')).toBe('false');
  });

  it('toasts "Failed to download invoice" when the download fails, and lets the customer try again', async () => {
    const user = userEvent.setup();
    api.getInvoice.mockResolvedValue(invoice);
    api.downloadInvoicePdf.mockRejectedValue(new ApiError('HTTP 500: Internal Server Error', 500));
    renderPage();
    await user.click(await screen.findByRole('button', { name: content.downloadPdf }));
    expect(await screen.findByText(messages.invoice.downloadFailed)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: content.downloadPdf }));
    await waitFor(() => expect(api.downloadInvoicePdf).toHaveBeenCalledTimes(2));
  });

  it('toasts "Invoice not found" for a 404 and goes to My Bookings, replacing the invoice in history', async () => {
    api.getInvoice.mockRejectedValue(new ApiError(messages.invoice.notFound, 404));
    const { location } = renderPage('nope');
    expect(await screen.findByText(messages.invoice.notFound)).toBeTruthy();
    await waitFor(() => expect(location.history?.at(-1)).toBe('/my-bookings'));
    expect(location.history).not.toContain('/invoice/nope');
  });

  it('toasts "Failed to load invoice" when the failure carries no sentence of its own, and goes to My Bookings', async () => {
    api.getInvoice.mockRejectedValue(new ApiError('HTTP 502: Bad Gateway', 502));
    const { location } = renderPage();
    expect(await screen.findByText(messages.invoice.loadFailed)).toBeTruthy();
    await waitFor(() => expect(location.history?.at(-1)).toBe('/my-bookings'));
  });
});
