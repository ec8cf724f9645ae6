// A payment a real gateway is still deciding (PAYMENT_GATEWAY=live: a wallet approval on the phone, a voucher not yet
// paid at a shop), as a column of any query that joins `invoices`: My Bookings says it is waiting and links its page
// instead of offering another payment.
import { sql } from 'drizzle-orm';
import { invoices, payments } from '../db/schema';

export const pendingPaymentOfInvoice = sql<string | null>`(select ${payments.transactionId} from ${payments}
  where ${payments.invoiceId} = ${invoices.id} and ${payments.status} = 'pending' order by ${payments.createdAt} desc limit 1)`;
