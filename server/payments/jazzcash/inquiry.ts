// The Status Inquiry: pp_TxnRefNo, pp_MerchantID, pp_Password and the hash. Its own pp_ResponseCode says whether the
// inquiry was answered (000); the payment's outcome is pp_PaymentResponseCode, or pp_Status where no code is given.
// A reference JazzCash never received (109) is pending while the payment could still arrive, then expired.
import { GatewayUnreachable } from '../provider';
import { outcomeOfCode, PAID_CODES, PENDING_CODES, SETTINGS_CODES, type SettledOutcome } from './codes';
import { checkEcho, PAYMENT_LIFETIME_MS, referenceTime } from './fields';
import { JAZZCASH_PATHS, type JazzCashSettings } from './settings';
import { postSigned, type JazzCashAnswer } from './wire';

const UNKNOWN_REFERENCE = '109';

function outcomeOfStatus(status: string): SettledOutcome | null {
  switch (status.toLowerCase()) {
    case 'completed':
      return { status: 'paid' };
    case 'pending':
      return { status: 'pending' };
    case 'expired':
      return { status: 'declined', reason: 'expired' };
    case 'failed':
    case 'dropped':
    case 'reversed':
      return { status: 'declined', reason: 'declined' };
    default:
      return null;
  }
}

function paymentOutcome(answer: JazzCashAnswer): SettledOutcome | null {
  const code = answer.pp_PaymentResponseCode ?? '';
  if (code !== '') return outcomeOfCode(code);
  return outcomeOfStatus(answer.pp_Status ?? '');
}

/** `expectedPaisa`: our amount, checked against the one JazzCash names (null where we do not hold it here). */
export async function inquire(settings: JazzCashSettings, reference: string, expectedPaisa: string | null, now: Date): Promise<SettledOutcome> {
  const request = { pp_TxnRefNo: reference, pp_MerchantID: settings.merchantId, pp_Password: settings.password };
  const answer = await postSigned(settings, JAZZCASH_PATHS.inquiry, request, 'inquiry');
  checkEcho(answer, expectedPaisa === null ? { pp_TxnRefNo: reference } : { pp_TxnRefNo: reference, pp_Amount: expectedPaisa }, 'inquiry', settings.log);
  const code = answer.pp_ResponseCode ?? '';
  if (code === '000') {
    const outcome = paymentOutcome(answer);
    if (outcome) return outcome;
    throw new GatewayUnreachable('JazzCash answered the inquiry without the payment’s outcome.');
  }
  // Older answers carry the payment's own code in pp_ResponseCode.
  if (PAID_CODES.includes(code) || PENDING_CODES.includes(code)) return outcomeOfCode(code);
  if (code === UNKNOWN_REFERENCE) {
    const madeAt = referenceTime(reference);
    const stillPossible = madeAt === null || now.getTime() - madeAt.getTime() <= PAYMENT_LIFETIME_MS;
    return stillPossible ? { status: 'pending' } : { status: 'declined', reason: 'expired', gatewayCode: code };
  }
  if (SETTINGS_CODES.includes(code)) {
    settings.log.warn(
      { gateway: 'jazzcash', operation: 'inquiry', reference, responseCode: code, responseMessage: answer.pp_ResponseMessage ?? null },
      'JazzCash refused our inquiry: check JAZZCASH_MERCHANT_ID, JAZZCASH_PASSWORD and JAZZCASH_INTEGRITY_SALT',
    );
  }
  throw new GatewayUnreachable(`JazzCash could not answer the inquiry (code ${code || 'none'}).`);
}
