// The boundary of a real payment gateway (PAYMENT_GATEWAY=live): JazzCash, Safepay and Easypaisa each implement
// `LiveProvider` in their own folder. Amounts cross this boundary in integer PKR (each provider converts to its own
// unit: JazzCash paisa, Easypaisa "10.00", Safepay its minor unit). A provider never logs an instrument, a
// credential or a hash, and never trusts an answer whose hash or signature it has not checked.
import type { HostedRedirect } from '../../src/domain/types';

export type { HostedRedirect };

/** What the workshop can take through a provider. */
/** `voucher`: JazzCash's voucher, paid in cash at a JazzCash shop after its hosted page gave the number. */
export type LiveMethod = 'card' | 'jazzcash' | 'easypaisa' | 'voucher';

export type LiveProviderName = 'jazzcash' | 'safepay' | 'easypaisa';

/** Why a gateway said no, in our words (messages catalogue); the gateway's own code is logged, not shown. */
export type DeclineReason = 'declined' | 'insufficient_funds' | 'not_registered' | 'cancelled' | 'expired' | 'limit_exceeded';


/**
 * What a gateway said about one payment.
 * - paid: the money is taken; `providerTxnId` is the gateway's own id when it gave one (needed for refunds).
 * - pending: not known yet (the customer must approve on the phone, or the gateway timed out / answered unreadably):
 *   we ask again with `inquire` under the SAME reference — never a new charge.
 * - declined: final; the booking stays unpaid.
 * - redirect: the customer goes to the gateway's hosted page; the result comes back by return / webhook / inquire.
 */
export type ProviderOutcome =
  | { status: 'paid'; providerTxnId?: string }
  | { status: 'pending' }
  | { status: 'declined'; reason: DeclineReason; gatewayCode?: string }
  | {
      status: 'redirect';
      redirect: HostedRedirect;
      /**
       * The gateway's own handle for the payment when it finds payments only by that (Safepay's tracker): the caller
       * stores it as the payment's `reference` from then on, so inquire, refund, return and webhook all speak of it.
       */
      providerReference?: string;
    };

export interface LiveCharge {
  /** Our transaction id ('txn_…'): the customer's and our handle. */
  transactionId: string;
  /**
   * The reference the gateway knows the payment by (JazzCash `pp_TxnRefNo`, Easypaisa `orderId`, Safepay order id):
   * made by the provider's `newReference()` before the first call and stored, so a retry or an inquiry uses the same.
   */
  reference: string;
  /** Integer PKR, always the invoice's amount, never the client's. */
  amount: number;
  /** Our invoice number (bill reference / description). */
  invoiceNumber: string;
  method: LiveMethod;
  /** 03XXXXXXXXX for a wallet. */
  phone?: string;
  /** Where the hosted page sends the customer back (absolute URL on PUBLIC_URL). */
  returnUrl: string;
  /** Where a customer who gives up on the hosted page goes (absolute URL). */
  cancelUrl: string;
  now: Date;
}

export interface LiveRefund {
  transactionId: string;
  reference: string;
  providerTxnId: string | null;
  /** Our refund id ('rfd_…'): the idempotency key of the refund where the gateway takes one. */
  refundId: string;
  /** Integer PKR. */
  amount: number;
  method: LiveMethod;
  now: Date;
}

/** `refunded`: the gateway gave it back; `by_hand`: this gateway has no refund API — the workshop returns it itself. */
export type RefundOutcome = { status: 'refunded' } | { status: 'by_hand' };

/** What a return from a hosted page or a webhook says, once its hash/signature is checked. */
export interface ProviderReport {
  reference: string;
  outcome: Exclude<ProviderOutcome, { status: 'redirect' }>;
}

/** The gateway could not be reached or did not answer in time: the outcome is unknown (treated as pending). */
export class GatewayUnreachable extends Error {}

/** An answer whose hash or signature is wrong: nothing of it is trusted; the caller logs it as suspicious. */
export class SuspiciousAnswer extends Error {}

export interface LiveProvider {
  name: LiveProviderName;
  /** The methods this provider takes. */
  methods: readonly LiveMethod[];
  /** A fresh reference, unique, within the gateway's length limit (JazzCash: ≤ 20 characters). */
  newReference(now: Date): string;
  /** Starts a payment. Throws GatewayUnreachable on timeout/network; SuspiciousAnswer on a bad hash. */
  charge(charge: LiveCharge): Promise<ProviderOutcome>;
  /** Asks about a payment by its reference. Same throws as charge. Never answers 'redirect'. */
  inquire(payment: { reference: string; method: LiveMethod; amount: number; now: Date }): Promise<Exclude<ProviderOutcome, { status: 'redirect' }>>;
  /** Gives a paid payment back in full. Throws GatewayUnreachable when it cannot tell. */
  refund(refund: LiveRefund): Promise<RefundOutcome>;
  /**
   * A customer's return from the hosted page (query string and, for a form POST, the form body), checked and, where
   * the gateway says so, confirmed from the gateway's side. Throws SuspiciousAnswer when it is tampered.
   */
  readReturn?(input: { query: URLSearchParams; form: URLSearchParams | null }): Promise<ProviderReport>;
  /** A webhook call: raw body and headers (lower-case names). Throws SuspiciousAnswer when the signature is wrong. */
  readWebhook?(input: { rawBody: Uint8Array; headers: Record<string, string | undefined> }): Promise<ProviderReport | null>;
}
