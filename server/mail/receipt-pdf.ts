// The invoice PDF a receipt mail carries, rebuilt at delivery in the language the mail was written in, with the
// workshop's details as stored at delivery (one row read: the worker runs outside any request).
import type { Language } from '../../src/domain/i18n';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { inLanguage } from '../i18n/request-language';
import { renderInvoicePdf } from '../services/invoice-pdf';
import { findAnyInvoice, invoiceSettingsOf } from '../services/invoices';
import { detailsOf, readWorkshopProfile, workshopDefaultsOf } from '../services/workshop-profile';

export const receiptPdf =
  (db: Database, config: Config) =>
  (invoiceId: string, language: Language): Promise<Buffer> =>
    inLanguage(language, async () => {
      const settings = invoiceSettingsOf(config, detailsOf(await readWorkshopProfile(db, workshopDefaultsOf(config))));
      return renderInvoicePdf(await findAnyInvoice(db, invoiceId, settings));
    });
