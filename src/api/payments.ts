// Payment calls of spec §7 "Payments". Each attempt carries an Idempotency-Key, so a re-sent request is charged once.
import { keptInstrumentOf, type KeptInstrument, type PaymentMethodOption } from '../domain/paymentMethods';
import type { CardPaymentPayload, UpiPaymentPayload, WalletPaymentPayload } from '../domain/schemas';
import type { ApiSuccess, PaymentChannel, PaymentDetails, PaymentResult } from '../domain/types';
import { api, ApiError, call } from './client';

/** One payment request: its channel picks the endpoint (`/api/payments/card`, `/upi`, `/wallet`). */
export type PaymentRequest =
  | { method: 'card'; payload: CardPaymentPayload }
  | { method: 'upi'; payload: UpiPaymentPayload }
  | { method: 'wallet'; payload: WalletPaymentPayload };

export interface PaymentAttempt {
  request: PaymentRequest;
  idempotencyKey: string;
}

export interface PaymentReceipt {
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
    return { transactionId: body.transactionId, message: body.message ?? '', instrument: body.data ? keptInstrumentOf(body.data) : null };
  }
  const reason = body.message || body.error;
  throw reason ? new ApiError(reason, 402) : new Error('The payment was not approved.');
}

/** The methods online payment offers (GET /api/payments/methods); an empty list: payment is taken at the workshop. */
export async function listPaymentMethods(signal?: AbortSignal): Promise<PaymentMethodOption[]> {
  const body = await call(() => api.get('payments/methods', { signal }).json<ApiSuccess<PaymentMethodOption[]>>());
  return body.data;
}
