// The invoice PDF a receipt mail carries, rebuilt at delivery in the language the mail was written in.
import type { Language } from '../../src/domain/i18n';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { inLanguage } from '../i18n/request-language';
import { renderInvoicePdf } from '../services/invoice-pdf';
import { findAnyInvoice } from '../services/invoices';

export const receiptPdf =
  (db: Database, config: Config) =>
  (invoiceId: string, language: Language): Promise<Buffer> =>
    inLanguage(language, async () => renderInvoicePdf(await findAnyInvoice(db, invoiceId, config)));
