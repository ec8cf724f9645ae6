// The signed-in customer's invoices: list, one invoice, and its PDF (session cookie or bearer token).
import { Hono } from 'hono';
import { invoiceFileName } from '../../src/domain/invoice';
import { requireCustomer } from '../auth/session-cookie';
import type { AppDeps, AppEnv } from '../http/context';
import { pageAsked, pageOf } from '../http/query';
import { renderInvoicePdf } from '../services/invoice-pdf';
import { findInvoice, invoiceSettingsOf, pageInvoices } from '../services/invoices';

export function invoiceRoutes({ db, config, fastReads, profile }: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const settings = async () => invoiceSettingsOf(config, await profile.fresh());
  const customer = requireCustomer({ db, config, fastReads });

  routes.get('/invoices/', customer, async (c) => {
    const asked = pageAsked((name) => c.req.query(name));
    const { count, results } = await pageInvoices(db, c.var.user.id, asked.page, asked.pageSize, await settings());
    return c.json(pageOf(c.req.url, asked, count, results));
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
