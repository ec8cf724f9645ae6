// The signed-in customer's invoices: list, one invoice, and its PDF (session cookie or bearer token).
import { Hono } from 'hono';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from '../../src/domain/constants';
import { invoiceFileName } from '../../src/domain/invoice';
import type { Invoice, Paged } from '../../src/domain/types';
import { requireCustomer } from '../auth/session-cookie';
import type { AppDeps, AppEnv } from '../http/context';
import { pageLink, wholeNumber } from '../http/query';
import { renderInvoicePdf } from '../services/invoice-pdf';
import { findInvoice, invoiceSettingsOf, pageInvoices } from '../services/invoices';
import { serverMessages } from '../messages';

export function invoiceRoutes({ db, config, fastReads, profile }: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const settings = async () => invoiceSettingsOf(config, await profile.fresh());
  const customer = requireCustomer({ db, config, fastReads });

  routes.get('/invoices/', customer, async (c) => {
    const page = wholeNumber(c.req.query('page'), 1, 1, Number.MAX_SAFE_INTEGER, serverMessages.pageInvalid, 'page');
    const pageSize = wholeNumber(c.req.query('page_size'), PAGE_SIZE_DEFAULT, 1, PAGE_SIZE_MAX, serverMessages.pageSizeInvalid, 'page_size');
    const { count, results } = await pageInvoices(db, c.var.user.id, page, pageSize, await settings());
    const body: Paged<Invoice> = {
      count,
      next: page * pageSize < count ? pageLink(c.req.url, page + 1) : null,
      previous: page > 1 ? pageLink(c.req.url, Math.min(page - 1, Math.max(1, Math.ceil(count / pageSize)))) : null,
      results,
    };
    return c.json(body);
  });

  routes.get('/invoices/:id/', customer, async (c) => c.json({ success: true, data: await findInvoice(db, c.var.user.id, c.req.param('id'), await settings()) }));

  routes.get('/invoices/:id/download/', customer, async (c) => {
    const invoice = await findInvoice(db, c.var.user.id, c.req.param('id'), await settings());
    const pdf = await renderInvoicePdf(invoice);
    return c.body(new Uint8Array(pdf), 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${invoiceFileName(invoice.id)}"`,
      'Content-Length': String(pdf.byteLength),
    });
  });

  return routes;
}
