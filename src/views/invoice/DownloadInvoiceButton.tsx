// Download PDF: the invoice download machine fetches and saves the file; this button shows busy while it runs.
import { useActorRef, useSelector } from '@xstate/react';
import { invoiceContent as content } from '../../domain/invoiceContent';
import { inspector } from '../../machines/inspector';
import { invoiceDownloadMachine } from '../../machines/invoiceDownload';
import { buttonClass } from '../components/buttonClass';
import { useFlowEffects } from '../components/flowEffects';
import { Spinner } from '../components/Spinner';

export function DownloadInvoiceButton({ invoiceId }: { invoiceId: string }) {
  const download = useActorRef(useFlowEffects(invoiceDownloadMachine), { input: { invoiceId }, inspect: inspector() });
  const busy = useSelector(download, (snapshot) => snapshot.hasTag('busy'));

  return (
    // aria-disabled rather than disabled: the button keeps keyboard focus while the file comes.
    <button
      type="button"
      className={buttonClass('primary')}
      aria-disabled={busy}
      aria-busy={busy}
      onClick={() => download.send({ type: 'download.start' })}
    >
      {busy ? <Spinner /> : null}
      {busy ? content.downloading : content.downloadPdf}
    </button>
  );
}
