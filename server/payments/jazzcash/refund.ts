// The wallet refund API gives a wallet payment back in full; it asks for the merchant wallet's MPIN, so without
// JAZZCASH_MERCHANT_MPIN (and for cards, which the hosted page took and no API of ours can refund) the workshop gives
// it back by hand. 131 ("Transaction is Refunded") is an earlier refund of ours answered late: refunded all the same.
import { GatewayUnreachable, type LiveRefund, type RefundOutcome } from '../provider';
import { checkEcho, paisa } from './fields';
import { JAZZCASH_PATHS, type JazzCashSettings } from './settings';
import { postSigned } from './wire';

const REFUNDED_CODES = ['000', '131'];
/** Faults on JazzCash's side or a payment not settled yet: asked again later. */
const PASSING_CODES = ['055', '062', '118', '127', '199', '401', '406', '407', '455', '999'];

export async function refundWallet(settings: JazzCashSettings, refund: LiveRefund): Promise<RefundOutcome> {
  const mpin = settings.merchantMpin ?? '';
  if (refund.method !== 'jazzcash' || mpin === '') return { status: 'by_hand' };
  const request = {
    pp_TxnRefNo: refund.reference,
    pp_Amount: paisa(refund.amount),
    pp_TxnCurrency: 'PKR',
    pp_MerchantID: settings.merchantId,
    pp_Password: settings.password,
    pp_MerchantMPIN: mpin,
  };
  const answer = await postSigned(settings, JAZZCASH_PATHS.walletRefund, request, 'refund');
  checkEcho(answer, { pp_TxnRefNo: refund.reference, pp_Amount: request.pp_Amount }, 'refund', settings.log);
  const code = answer.pp_ResponseCode ?? '';
  if (REFUNDED_CODES.includes(code)) return { status: 'refunded' };
  if (code === '' || PASSING_CODES.includes(code)) throw new GatewayUnreachable(`JazzCash could not refund it now (code ${code || 'none'}).`);
  settings.log.warn(
    { gateway: 'jazzcash', operation: 'refund', reference: refund.reference, responseCode: code, responseMessage: answer.pp_ResponseMessage ?? null },
    'JazzCash refused the refund: the workshop gives it back by hand (check JAZZCASH_MERCHANT_MPIN if the code names it)',
  );
  return { status: 'by_hand' };
}
