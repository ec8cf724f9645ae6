// What Easypay's answers mean for a booking. The initiation answers a `responseCode`; the inquiry answers
// `responseCode` "0000" and the payment's `transactionStatus`, with `errorCode` when it FAILED.
import type { DeclineReason } from '../provider';

export type InitiationMeaning =
  | { kind: 'paid' }
  /** Easypay did not finish (SYSTEM ERROR): the customer may still approve on the phone, so we ask again. */
  | { kind: 'unknown' }
  /** INVALID ORDER ID: also what a second initiation of an order they already hold gets — the inquiry tells. */
  | { kind: 'ask' }
  /** `workshopMustLook`: not the customer's doing (the store's set-up, or a code we do not know), said in `why`. */
  | { kind: 'declined'; reason: DeclineReason; workshopMustLook: boolean; why: string };

const CUSTOMER_DECLINES: Record<string, DeclineReason> = {
  '0013': 'insufficient_funds', // LOW BALANCE
  '0014': 'not_registered', // ACCOUNT DOES NOT EXIST
};

/** Refusals caused by the store's own set-up: the customer can do nothing about them, the workshop must. */
const STORE_SIDE: Record<string, string> = {
  '0002': 'a required field is missing',
  '0004': 'the merchant account does not exist',
  '0005': 'the merchant account is not active',
  '0006': 'the store id is not known',
  '0007': 'the store is not active',
  '0008': 'the Mobile Account method is not enabled for the store',
  '0010': 'the credentials are wrong',
  '0017': 'the merchant information is incomplete',
};

export function initiationMeaning(code: string): InitiationMeaning {
  if (code === '0000') return { kind: 'paid' };
  if (code === '0001') return { kind: 'unknown' };
  if (code === '0003') return { kind: 'ask' };
  const reason = CUSTOMER_DECLINES[code];
  if (reason) return { kind: 'declined', reason, workshopMustLook: false, why: reason };
  return { kind: 'declined', reason: 'declined', workshopMustLook: true, why: STORE_SIDE[code] ?? 'a response code we do not know' };
}

/** What an inquiry's non-success code says, for the log. */
export const refusalWhy = (code: string) => STORE_SIDE[code] ?? (code === '0001' ? 'their system error' : 'a response code we do not know');

export type StatusMeaning = { kind: 'paid' } | { kind: 'pending' } | { kind: 'declined'; reason: DeclineReason } | { kind: 'unrecognised' };

/** Why a FAILED payment failed, from the inquiry's `errorCode` (e.g. AUTHORIZATION_SENDER_ACCOUNT_NOT_ACTIVE). */
export function failureReason(errorCode: string): DeclineReason {
  const code = errorCode.toUpperCase();
  if (code.includes('BALANCE') || code.includes('INSUFFICIENT')) return 'insufficient_funds';
  if (code.includes('LIMIT')) return 'limit_exceeded';
  if (code.includes('NOT_ACTIVE') || code.includes('NOT_FOUND') || code.includes('NOT_EXIST') || code.includes('NOT_REGISTERED')) return 'not_registered';
  if (code.includes('EXPIRE') || code.includes('TIMEOUT') || code.includes('TIMED_OUT')) return 'expired';
  if (code.includes('CANCEL') || code.includes('REJECT') || code.includes('DECLINED_BY_CUSTOMER')) return 'cancelled';
  return 'declined';
}

export function statusMeaning(status: string, errorCode: string | null): StatusMeaning {
  switch (status.toUpperCase()) {
    case 'PAID':
      return { kind: 'paid' };
    case 'PENDING':
    case 'INITIATED':
      return { kind: 'pending' };
    case 'FAILED':
      return { kind: 'declined', reason: errorCode ? failureReason(errorCode) : 'declined' };
    case 'EXPIRED':
      return { kind: 'declined', reason: 'expired' };
    case 'CANCELLED':
    case 'DROPPED':
    case 'REJECTED':
    case 'REVERSED':
      return { kind: 'declined', reason: 'cancelled' };
    default:
      return { kind: 'unrecognised' };
  }
}
