// Invoice view (spec §2): /invoice/{id}. A failed load toasts why and goes back to My Bookings (the invoice machine).
import { Link, useParams } from 'wouter';
import { invoiceContent as content } from '../../domain/invoiceContent';
import { invoiceInput, invoiceMachine } from '../../machines/invoice';
import * as ui from '../../styles/ui.css';
import { buttonClass } from '../components/buttonClass';
import { mirroredInRtl } from '../components/icons.css';
import { LoadingState } from '../components/LoadingState';
import { useDocumentTitle } from '../components/useDocumentTitle';
import { useResource } from '../components/useResource';
import { DownloadInvoiceButton } from './DownloadInvoiceButton';
import { InvoiceSheet } from './InvoiceSheet';
import * as styles from './InvoicePage.css';

export default function InvoicePage() {
  const { id = '' } = useParams<{ id: string }>();
  return <InvoiceScreen key={id} invoiceId={id} />;
}

function InvoiceScreen({ invoiceId }: { invoiceId: string }) {
  const invoice = useResource(invoiceMachine, invoiceInput(invoiceId));
  useDocumentTitle(invoice.data ? content.heading(invoice.data.number) : content.title);

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
        <Link href="/my-bookings" className={buttonClass('quiet')}>
          <span aria-hidden="true" className={mirroredInRtl}>←</span> {content.backToBookings}
        </Link>
        <div className={styles.toolbarActions}>
          <button type="button" className={buttonClass('secondary')} onClick={() => window.print()}>
            {content.print}
          </button>
          <DownloadInvoiceButton invoiceId={invoice.data.id} />
        </div>
      </div>
      <InvoiceSheet invoice={invoice.data} />
    </div>
  );
}
