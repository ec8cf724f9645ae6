// Invoice view (spec §2): /invoice/{id}. A failed load toasts why and goes back to My Bookings.
import { useEffect } from 'react';
import { Link, useLocation, useParams } from 'wouter';
import { ApiError, serverMessageOf } from '../../api/client';
import { getInvoice } from '../../api/invoices';
import { invoiceContent as content } from '../../domain/invoiceContent';
import { messages } from '../../domain/messages';
import type { Invoice } from '../../domain/types';
import { createResourceMachine, type ResourceInput } from '../../machines/resource';
import * as ui from '../../styles/ui.css';
import { LoadingState } from '../components/LoadingState';
import { useDocumentTitle } from '../components/useDocumentTitle';
import { useResource } from '../components/useResource';
import { DownloadInvoiceButton } from './DownloadInvoiceButton';
import { InvoiceSheet } from './InvoiceSheet';
import * as styles from './InvoicePage.css';
import { showNotice } from '../components/flowEffects';

export const invoiceResourceMachine = createResourceMachine<Invoice>();

/** 404 reads 'Invoice not found'; other failures the server's sentence, else 'Failed to load invoice' (spec §8). */
export const invoiceResourceInput = (invoiceId: string): ResourceInput<Invoice> => ({
  load: (signal) => getInvoice(invoiceId, signal),
  fallbackError: messages.invoice.loadFailed,
  errorText: (error) => (error instanceof ApiError && error.status === 404 ? messages.invoice.notFound : serverMessageOf(error)),
});

export default function InvoicePage() {
  const { id = '' } = useParams<{ id: string }>();
  return <InvoiceScreen key={id} invoiceId={id} />;
}

function InvoiceScreen({ invoiceId }: { invoiceId: string }) {
  const invoice = useResource(invoiceResourceMachine, invoiceResourceInput(invoiceId));
  const [, navigate] = useLocation();
  useDocumentTitle(invoice.data ? content.heading(invoice.data.number) : content.title);

  useEffect(() => {
    if (invoice.status !== 'error') return;
    const text = invoice.error ?? messages.invoice.loadFailed;
    showNotice({ kind: 'error', message: text });
    navigate('/my-bookings', { replace: true });
  }, [invoice.status, invoice.error, navigate]);

  if (invoice.status !== 'loaded' || !invoice.data) {
    return (
      <div className={`${ui.container} ${styles.page}`}>
        <LoadingState text={content.loading} />
      </div>
    );
  }

  return (
    <div className={`${ui.container} ${styles.page}`}>
      <div className={styles.toolbar} role="group" aria-label={content.actionsLabel}>
        <Link href="/my-bookings" className={ui.button.ghost}>
          <span aria-hidden="true">←</span> {content.backToBookings}
        </Link>
        <div className={styles.toolbarActions}>
          <button type="button" className={ui.button.secondary} onClick={() => window.print()}>
            {content.print}
          </button>
          <DownloadInvoiceButton invoiceId={invoice.data.id} />
        </div>
      </div>
      <InvoiceSheet invoice={invoice.data} />
    </div>
  );
}
