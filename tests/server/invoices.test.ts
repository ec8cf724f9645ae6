// Invoices through app.request(): list and detail scoped to the customer, totals and labels, and the PDF download.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, formatMoney } from '../../src/domain/format';
import { messages } from '../../src/domain/messages';
import type { BookingDetail, Car, Invoice, Paged } from '../../src/domain/types';
import type { App } from '../../server/app';
import type { DatabaseHandle } from '../../server/db/client';
import { openTemplatePglite } from './helpers/pglite-template';
import { call, createTestApp, removeTempDirs, signedInCustomer, type SignedInCustomer } from './helpers/app';
import { pdfText } from './helpers/pdf-text';
import { serverMessages } from '../../server/messages';
import type { Ok, Refusal } from './helpers/envelopes';

// 10:30 in Karachi (UTC+5) on Sunday 22 November 2026.
const NOW = new Date('2026-11-22T05:30:00Z');
const TOMORROW = addDays('2026-11-22', 1);

afterAll(() => removeTempDirs());

function useApp(overrides: Record<string, string> = {}) {
  const ctx = {} as { handle: DatabaseHandle; app: App };
  beforeAll(async () => {
    ctx.handle = await openTemplatePglite();
    ctx.app = (await createTestApp(ctx.handle.db, overrides, { now: () => NOW })).app;
  });
  afterAll(async () => {
    await ctx.handle?.close();
  });
  return ctx;
}

let plateCounter = 0;
/** A customer who booked `service` through the API, with the booking's invoice id. */
async function customerWithBooking(app: App, notes = '', customer?: SignedInCustomer) {
  const who = customer ?? (await signedInCustomer(app, { full_name: 'Ayesha Khan Malik', phone_number: '0300 1234567' }));
  plateCounter += 1;
  const car = await call<Ok<Car>>(app, 'POST', '/api/cars/add-car/', {
    cookie: who.cookie,
    body: { make: 'Honda', model: 'Civic', year: 2021, license_plate: `khi-${plateCounter}`, color: 'Grey' },
  });
  expect(car.status).toBe(201);
  const booked = await call<Ok<BookingDetail>>(app, 'POST', '/api/bookings/create-customer/', {
    cookie: who.cookie,
    body: { service: 'express-exterior-wash', car: car.body.data.id, booking_date: TOMORROW, customer_notes: notes },
  });
  expect(booked.status, booked.text).toBe(201);
  const invoiceId = booked.body.data.invoice_id;
  if (!invoiceId) throw new Error('the booking has no invoice');
  return { customer: who, booking: booked.body.data, invoiceId };
}

const getInvoice = (app: App, id: string, cookie: string | null) => call<Ok<Invoice>>(app, 'GET', `/api/invoices/${id}/`, { cookie });

async function download(app: App, path: string, init: { cookie?: string; bearer?: string }) {
  const headers: Record<string, string> = {};
  if (init.cookie) headers.Cookie = init.cookie;
  if (init.bearer) headers.Authorization = `Bearer ${init.bearer}`;
  const res = await app.request(path, { headers });
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
}

/** The document's Title (pdfkit writes it as an indirect literal string). */
function pdfTitle(pdf: Buffer): string | null {
  const raw = pdf.toString('latin1');
  const reference = /\/Title (\d+) 0 R/.exec(raw)?.[1];
  if (!reference) return null;
  return new RegExp(`\\n${reference} 0 obj\\s*\\((.*)\\)\\s*endobj`).exec(raw)?.[1] ?? null;
}

describe('GET /api/invoices/', () => {
  const ctx = useApp();

  it('lists only the signed-in customer’s invoices, newest first, paged', async () => {
    const first = await customerWithBooking(ctx.app);
    const second = await customerWithBooking(ctx.app, '', first.customer);
    const stranger = await customerWithBooking(ctx.app);

    const list = await call<Paged<Invoice>>(ctx.app, 'GET', '/api/invoices/', { cookie: first.customer.cookie });
    expect(list.status).toBe(200);
    expect(list.body.count).toBe(2);
    expect(list.body.results.map((invoice) => invoice.id)).toEqual([second.invoiceId, first.invoiceId]);
    expect(list.body.results.map((invoice) => invoice.id)).not.toContain(stranger.invoiceId);
    expect(list.body.next).toBeNull();

    const paged = await call<Paged<Invoice>>(ctx.app, 'GET', '/api/invoices/?page_size=1', { cookie: first.customer.cookie });
    expect(paged.body.count).toBe(2);
    expect(paged.body.results.map((invoice) => invoice.id)).toEqual([second.invoiceId]);
    expect(paged.body.next).toBe('/api/invoices/?page_size=1&page=2');
    const next = await call<Paged<Invoice>>(ctx.app, 'GET', paged.body.next ?? '', { cookie: first.customer.cookie });
    expect(next.body.results.map((invoice) => invoice.id)).toEqual([first.invoiceId]);
    expect(next.body.previous).toBe('/api/invoices/?page_size=1&page=1');
  });

  it('refuses a page size over 100 and a signed-out caller', async () => {
    const { customer } = await customerWithBooking(ctx.app);
    const tooBig = await call<Refusal>(ctx.app, 'GET', '/api/invoices/?page_size=101', { cookie: customer.cookie });
    expect({ status: tooBig.status, message: tooBig.body.message }).toEqual({ status: 400, message: serverMessages.pageSizeInvalid });
    const signedOut = await call<Refusal>(ctx.app, 'GET', '/api/invoices/');
    expect({ status: signedOut.status, message: signedOut.body.message }).toEqual({ status: 401, message: messages.auth.notAuthenticated });
  });
});

describe('GET /api/invoices/:id/', () => {
  const ctx = useApp();

  it('answers the invoice: number, totals that add up, the default tax label, company, customer and booking', async () => {
    const { customer, booking, invoiceId } = await customerWithBooking(ctx.app, 'Please vacuum the boot');
    const answer = await getInvoice(ctx.app, invoiceId, customer.cookie);
    expect(answer.status).toBe(200);
    const invoice = answer.body.data;
    expect(answer.body.success).toBe(true);
    expect(invoice.id).toBe(invoiceId);
    expect(invoice.number).toBe(invoiceId.slice(-8).toUpperCase());
    expect(invoice.total_amount).toBe(booking.total_amount);
    expect(invoice.amount + invoice.tax_amount).toBe(invoice.total_amount);
    expect(invoice.tax_amount).toBe(Math.round((invoice.total_amount * 0.18) / 1.18));
    expect(invoice.tax_label).toBe('Tax (GST 18%)');
    expect(invoice.payment_status).toBe('pending');
    expect(invoice.payment_method).toBeNull();
    expect(invoice.company).toEqual({
      name: 'ShineWorks Car Detailing',
      address: 'Plot 14-C, Khayaban-e-Ittehad, Phase 6, DHA, Karachi 75500',
      phone: '+92 21 3584 1122',
      email: 'bookings@shineworks.pk',
      ntn: null,
      strn: null,
    });
    expect(invoice.invoice_number).toMatch(/^INV-\d{4}-\d{6}$/);
    expect(invoice.customer).toEqual({ first_name: 'Ayesha', last_name: 'Khan Malik', email: customer.email, phone: expect.stringMatching(/1234567$/) });
    expect(invoice.booking).toEqual({
      id: booking.id,
      status: 'pending',
      car: { year: 2021, make: 'Honda', model: 'Civic', license_plate: booking.car.license_plate, color: 'Grey' },
      time_slot: { date: TOMORROW, start_time: booking.start_time, end_time: booking.end_time },
      service: { name: booking.service.name, description: booking.service.description },
      customer_notes: 'Please vacuum the boot',
    });
  });

  it('answers 404 "Invoice not found" for someone else’s or an unknown id, and 401 signed out', async () => {
    const owner = await customerWithBooking(ctx.app);
    const other = await signedInCustomer(ctx.app);
    for (const id of [owner.invoiceId, 'no-such-invoice']) {
      const answer = await call<Refusal>(ctx.app, 'GET', `/api/invoices/${id}/`, { cookie: other.cookie });
      expect({ status: answer.status, message: answer.body.message, detail: answer.body.detail }).toEqual({
        status: 404,
        message: messages.invoice.notFound,
        detail: messages.invoice.notFound,
      });
    }
    const signedOut = await call<Refusal>(ctx.app, 'GET', `/api/invoices/${owner.invoiceId}/`);
    expect(signedOut.status).toBe(401);
  });

  it('shows a paid invoice with its method once the workshop marks it paid', async () => {
    const { customer, invoiceId } = await customerWithBooking(ctx.app);
    const paid = await call(ctx.app, 'POST', `/api/ops/invoices/${invoiceId}/paid`, {
      headers: { Authorization: 'Bearer test-ops-token-0123456789abcdef' },
      body: { method: 'cash' },
    });
    expect(paid.status).toBe(200);
    const invoice = (await getInvoice(ctx.app, invoiceId, customer.cookie)).body.data;
    expect({ status: invoice.payment_status, method: invoice.payment_method, paidAt: invoice.paid_at, online: invoice.online_payment }).toEqual({
      status: 'paid',
      method: 'cash',
      paidAt: NOW.toISOString(),
      online: null,
    });
  });

  it('names what paid online: the card by its brand and last 4 ("Mastercard ending 4444", also in the PDF), a wallet by its id', async () => {
    const byCard = await customerWithBooking(ctx.app);
    expect(await getInvoice(ctx.app, byCard.invoiceId, byCard.customer.cookie)).toMatchObject({ body: { data: { payment_status: 'pending', online_payment: null } } });
    const card = { cardNumber: '5555555555554444', cardHolder: 'Ayesha Khan', expiryDate: '12/28', cvv: '123', billingAddress: { street: '', city: 'Karachi', state: '', pincode: '' } };
    const paidByCard = await call(ctx.app, 'POST', '/api/payments/card', { cookie: byCard.customer.cookie, body: { ...card, bookingId: byCard.booking.id } });
    expect(paidByCard.status, paidByCard.text).toBe(200);
    const invoice = (await getInvoice(ctx.app, byCard.invoiceId, byCard.customer.cookie)).body.data;
    expect({ method: invoice.payment_method, online: invoice.online_payment }).toEqual({
      method: 'card',
      online: { method: 'card', brand: 'mastercard', last4: '4444', wallet_type: null },
    });
    const text = pdfText((await download(ctx.app, `/api/invoices/${byCard.invoiceId}/download/`, { cookie: byCard.customer.cookie })).bytes);
    expect(text).toContain('Mastercard ending 4444');

    const byWallet = await customerWithBooking(ctx.app);
    const paidByWallet = await call(ctx.app, 'POST', '/api/payments/wallet', {
      cookie: byWallet.customer.cookie,
      body: { walletType: 'jazzcash', phone: '03001234567', bookingId: byWallet.booking.id },
    });
    expect(paidByWallet.status, paidByWallet.text).toBe(200);
    const listed = await call<Paged<Invoice>>(ctx.app, 'GET', '/api/invoices/', { cookie: byWallet.customer.cookie });
    expect(listed.body.results.map((listedInvoice) => [listedInvoice.payment_method, listedInvoice.online_payment])).toEqual([
      ['digital', { method: 'wallet', brand: null, last4: null, wallet_type: 'jazzcash' }],
    ]);
  });
});

describe('company and tax label from configuration', () => {
  const ctx = useApp({ TAX_LABEL: 'Sales Tax (Sindh 15%)', COMPANY_NAME: 'Clifton Auto Spa' });

  it('prints the configured label and company on the invoice and its PDF', async () => {
    const { customer, invoiceId } = await customerWithBooking(ctx.app);
    const invoice = (await getInvoice(ctx.app, invoiceId, customer.cookie)).body.data;
    expect(invoice.tax_label).toBe('Sales Tax (Sindh 15%)');
    expect(invoice.company.name).toBe('Clifton Auto Spa');
    const { bytes } = await download(ctx.app, `/api/invoices/${invoiceId}/download/`, { cookie: customer.cookie });
    const text = pdfText(bytes);
    expect(text).toContain('Sales Tax (Sindh 15%)');
    expect(text).toContain('Clifton Auto Spa');
  });
});

describe('GET /api/invoices/:id/download/', () => {
  const ctx = useApp();

  it('answers a PDF attachment named invoice-{id}.pdf with the number, the customer and the amounts', async () => {
    const { customer, invoiceId } = await customerWithBooking(ctx.app, 'Gate 2, ring the bell');
    const invoice = (await getInvoice(ctx.app, invoiceId, customer.cookie)).body.data;
    const { res, bytes } = await download(ctx.app, `/api/invoices/${invoiceId}/download/`, { cookie: customer.cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="invoice-${invoiceId}.pdf"`);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(bytes.subarray(-6).toString('latin1')).toContain('%%EOF');
    // The number is also the document's title, readable without decoding the pages.
    expect(pdfTitle(bytes)).toBe(`Invoice #${invoice.number}`);

    const text = pdfText(bytes);
    expect(text).toContain(`Invoice #${invoice.number}`);
    expect(text).toContain('Ayesha Khan Malik');
    expect(text).toContain(customer.email);
    expect(text).toContain(formatMoney(invoice.amount));
    expect(text).toContain('Tax (GST 18%)');
    expect(text).toContain(formatMoney(invoice.tax_amount));
    expect(text).toContain(formatMoney(invoice.total_amount));
    expect(text).toContain('Gate 2, ring the bell');
    expect(text).toContain('Pending');
  });

  it('prints "Void", not "Pending", once the unpaid booking is cancelled', async () => {
    const { customer, booking, invoiceId } = await customerWithBooking(ctx.app);
    expect((await call(ctx.app, 'POST', `/api/bookings/${booking.id}/cancel/`, { cookie: customer.cookie, body: {} })).status).toBe(200);
    const text = pdfText((await download(ctx.app, `/api/invoices/${invoiceId}/download/`, { cookie: customer.cookie })).bytes);
    expect(text).toContain('Void');
    expect(text).not.toContain('Pending');
  });

  it('accepts the session id as a bearer token', async () => {
    const { customer, invoiceId } = await customerWithBooking(ctx.app);
    const { res, bytes } = await download(ctx.app, `/api/invoices/${invoiceId}/download/`, { bearer: customer.token });
    expect(res.status).toBe(200);
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');
  });

  it('answers 404 for someone else’s invoice and 401 without a session', async () => {
    const owner = await customerWithBooking(ctx.app);
    const other = await signedInCustomer(ctx.app);
    const foreign = await download(ctx.app, `/api/invoices/${owner.invoiceId}/download/`, { bearer: other.token });
    expect(foreign.res.status).toBe(404);
    expect(JSON.parse(foreign.bytes.toString('utf8'))).toMatchObject({ success: false, message: messages.invoice.notFound });
    const signedOut = await download(ctx.app, `/api/invoices/${owner.invoiceId}/download/`, {});
    expect(signedOut.res.status).toBe(401);
  });
});
