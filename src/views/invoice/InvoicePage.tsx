// Invoice view (spec §2): /invoice/{id}. A failed load toasts why and goes back to My Bookings (the invoice machine).
import { Link, useParams } from 'wouter';
import { invoiceContent as content } from '../../domain/invoiceContent';
import { invoiceInput, invoiceMachine } from '../../machines/invoice';
import * as ui from '../../styles/ui.css';
import { Button } from '../components/Button';
import { buttonClass } from '../components/buttonClass';
import { Inline } from '../components/Inline';
import { mirroredInRtl } from '../components/icons.css';
import { LoadingState } from '../components/LoadingState';
import { Stack } from '../components/Stack';
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
      <div className={`${ui.container} ${ui.page}`}>
        <LoadingState text={content.loading} />
      </div>
    );
  }

  return (
    <Stack space="md" className={`${ui.container} ${ui.page}`}>
      <Inline space="sm" align="spaceBetween" className={styles.toolbar} role="group" aria-label={content.actionsLabel}>
        <Link href="/my-bookings" className={buttonClass('quiet')}>
          <span aria-hidden="true" className={mirroredInRtl}>←</span> {content.backToBookings}
        </Link>
        <Inline space="sm">
          <Button variant="secondary" onClick={() => window.print()}>
            {content.print}
          </Button>
          <DownloadInvoiceButton invoiceId={invoice.data.id} />
        </Inline>
      </Inline>
      <InvoiceSheet invoice={invoice.data} />
    </Stack>
  );
}
