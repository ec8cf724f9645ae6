// What a gateway is asked about again (inquiry, refund, release): an attempt as we stored it.
import type { PaymentRow } from '../db/schema';
import type { PaymentHandle, PaymentRoute } from '../services/payment-gateway';

export const handleOf = (row: PaymentRow, now: Date): PaymentHandle => ({
  transactionId: row.transactionId,
  provider: row.provider as PaymentRoute['provider'],
  reference: row.reference,
  providerTxnId: row.providerTxnId,
  amount: row.amount,
  instrument: { method: row.method, walletType: row.walletType },
  now,
});
