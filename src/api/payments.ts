// Payment calls of spec §7 "Payments". Each attempt carries an Idempotency-Key, so a re-sent request is charged once.
import { keptInstrumentOf, type KeptInstrument, type PaymentMethodOption } from '../domain/paymentMethods';
import type { CardPaymentPayload, HostedCardPaymentPayload, UpiPaymentPayload, WalletPaymentPayload } from '../domain/schemas';
import type { ApiSuccess, HostedRedirect, PaymentChannel, PaymentDetails, PaymentResult } from '../domain/types';
import { api, ApiError, call } from './client';

/** One payment request: its channel picks the endpoint (`/api/payments/card`, `/upi`, `/wallet`). */
export type PaymentRequest =
  | { method: 'card'; payload: CardPaymentPayload | HostedCardPaymentPayload }
  | { method: 'upi'; payload: UpiPaymentPayload }
  | { method: 'wallet'; payload: WalletPaymentPayload };

export interface PaymentAttempt {
  request: PaymentRequest;
  idempotencyKey: string;
}

export interface PaymentReceipt {
  /** Paid at once, or waiting for the gateway: approval on the phone, or the hosted page to go to. */
  outcome: 'paid' | 'pending';
  /** The gateway's hosted page (a live server's card). */
  redirect: HostedRedirect | null;
  transactionId: string;
  message: string;
  /** What paid, as the receipt names it ("Visa ending 4242"); null when the answer does not say. */
  instrument: KeptInstrument | null;
}

const PAYMENT_PATHS: Record<PaymentChannel, string> = { card: 'payments/card', upi: 'payments/upi', wallet: 'payments/wallet' };

/** A random v4 UUID; `randomUUID` exists only on secure origins, `getRandomValues` everywhere. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Pays; a refusal (4xx, or a 200 without success) rejects with an ApiError carrying the server's sentence. */
export async function pay({ request, idempotencyKey }: PaymentAttempt, signal?: AbortSignal): Promise<PaymentReceipt> {
  const body = await call(() =>
    api.post(PAYMENT_PATHS[request.method], { json: request.payload, headers: { 'Idempotency-Key': idempotencyKey }, signal }).json<PaymentResult & { data?: PaymentDetails }>(),
  );
  if (body.success && body.transactionId) {
    return { outcome: 'paid', redirect: null, transactionId: body.transactionId, message: body.message ?? '', instrument: body.data ? keptInstrumentOf(body.data) : null };
  }
  // 202: a real gateway has not decided yet.
  if (body.pending && body.transactionId) {
    return { outcome: 'pending', redirect: body.redirect ?? null, transactionId: body.transactionId, message: body.message ?? '', instrument: null };
  }
  const reason = body.message || body.error;
  throw reason ? new ApiError(reason, 402) : new Error('The payment was not approved.');
}

/** The methods online payment offers (GET /api/payments/methods); an empty list: payment is taken at the workshop. */
export async function listPaymentMethods(signal?: AbortSignal): Promise<PaymentMethodOption[]> {
  const body = await call(() => api.get('payments/methods', { signal }).json<ApiSuccess<PaymentMethodOption[]>>());
  return body.data;
}

/** One payment attempt as it now stands (GET /api/payments/verify/{id}); a live server asks the gateway first. */
export async function verifyPayment(transactionId: string, signal?: AbortSignal): Promise<PaymentDetails> {
  const body = await call(() => api.get(`payments/verify/${encodeURIComponent(transactionId)}`, { signal }).json<ApiSuccess<PaymentDetails>>());
  return body.data;
}
