// Download PDF: fetches the invoice's PDF, saves it as invoice-{id}.pdf, shows busy while it runs, toasts the outcome.
import { useMemo } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { downloadInvoicePdf } from '../../api/invoices';
import { invoiceFileName } from '../../domain/invoice';
import { invoiceContent as content } from '../../domain/invoiceContent';
import { messages } from '../../domain/messages';
import { inspector } from '../../machines/inspector';
import * as ui from '../../styles/ui.css';
import { invoiceDownloadMachine } from './invoiceDownload';
import * as styles from './InvoicePage.css';
import { saveFile } from './saveFile';
import { showNotice } from '../components/flowEffects';

export function DownloadInvoiceButton({ invoiceId }: { invoiceId: string }) {
  const logic = useMemo(
    () =>
      invoiceDownloadMachine.provide({
        actors: {
          downloadInvoice: fromPromise(async ({ signal }) => saveFile(await downloadInvoicePdf(invoiceId, signal), invoiceFileName(invoiceId))),
        },
        actions: {
          notifyDownloaded: () => showNotice({ kind: 'success', message: messages.invoice.downloaded }),
          notifyFailed: () => showNotice({ kind: 'error', message: messages.invoice.downloadFailed }),
        },
      }),
    [invoiceId],
  );
  const download = useActorRef(logic, { inspect: inspector() });
  const busy = useSelector(download, (snapshot) => snapshot.hasTag('busy'));

  return (
    // aria-disabled rather than disabled: the button keeps keyboard focus while the file comes.
    <button
      type="button"
      className={ui.button.primary}
      aria-disabled={busy}
      aria-busy={busy}
      onClick={() => download.send({ type: 'download.start' })}
    >
      {busy ? <span className={styles.spinner} aria-hidden="true" /> : null}
      {busy ? content.downloading : content.downloadPdf}
    </button>
  );
}
