// The Mobile Account (wallet) payment over REST: the customer approves it on the phone, so the answer is paid, pending
// (157, approval awaited) or declined. A timeout leaves it unknown: the same reference is inquired, never sent again.
import { GatewayUnreachable, type LiveCharge, type ProviderOutcome } from '../provider';
import { outcomeOfCode, SETTINGS_CODES } from './codes';
import { checkEcho, paymentFields } from './fields';
import { JAZZCASH_PATHS, type JazzCashSettings } from './settings';
import { postSigned } from './wire';

const WALLET_NUMBER = /^03\d{9}$/;

export function walletRequest(settings: JazzCashSettings, charge: LiveCharge, phone: string): Record<string, string> {
  return { ...paymentFields(settings, charge, 'MWALLET'), pp_MobileNumber: phone };
}

export async function chargeWallet(settings: JazzCashSettings, charge: LiveCharge): Promise<ProviderOutcome> {
  const phone = charge.phone ?? '';
  // JazzCash would refuse it too; no call is made for a number that cannot be a JazzCash account.
  if (!WALLET_NUMBER.test(phone)) return { status: 'declined', reason: 'not_registered' };
  const request = walletRequest(settings, charge, phone);
  const answer = await postSigned(settings, JAZZCASH_PATHS.wallet, request, 'wallet payment');
  checkEcho(answer, { pp_TxnRefNo: request.pp_TxnRefNo ?? '', pp_Amount: request.pp_Amount ?? '' }, 'wallet payment', settings.log);
  const code = answer.pp_ResponseCode ?? '';
  if (code === '') throw new GatewayUnreachable('JazzCash answered the wallet payment without a response code.');
  const outcome = outcomeOfCode(code);
  if (outcome.status === 'declined' && SETTINGS_CODES.includes(code)) {
    settings.log.warn(
      { gateway: 'jazzcash', operation: 'wallet payment', reference: charge.reference, responseCode: code, responseMessage: answer.pp_ResponseMessage ?? null },
      'JazzCash refused our request: check JAZZCASH_MERCHANT_ID, JAZZCASH_PASSWORD and JAZZCASH_INTEGRITY_SALT',
    );
  }
  if (outcome.status !== 'paid') return outcome;
  const retrieval = answer.pp_RetreivalReferenceNo || answer.pp_RetrievalReferenceNo || '';
  return retrieval ? { status: 'paid', providerTxnId: retrieval } : { status: 'paid' };
}
