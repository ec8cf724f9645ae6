// JazzCash's hosted page (cards and vouchers): the browser posts our signed form (pp_TxnType MPAY for a card, OTC for
// a voucher) to the merchant form, and JazzCash posts the result back to pp_ReturnURL. A voucher comes back pending
// (124: its number given, the cash not yet paid at a shop) and is settled by the inquiries like any pending payment. The return is only a hint: its hash is checked, then the
// outcome is taken from an inquiry, never from the code the browser brought back.
import { GatewayUnreachable, SuspiciousAnswer, type LiveCharge, type ProviderOutcome, type ProviderReport } from '../provider';
import { paymentFields, type HostedTxnType } from './fields';
import { inquire } from './inquiry';
import { jazzcashHashValid, jazzcashSecureHash } from './secure-hash';
import { JAZZCASH_PATHS, type JazzCashSettings } from './settings';

export function hostedRedirect(settings: JazzCashSettings, charge: LiveCharge, txnType: HostedTxnType): ProviderOutcome {
  const fields: Record<string, string> = { ...paymentFields(settings, charge, txnType), pp_ReturnURL: charge.returnUrl };
  fields.pp_SecureHash = jazzcashSecureHash(fields, settings.integritySalt);
  return { status: 'redirect', redirect: { url: `${settings.apiUrl.replace(/\/+$/, '')}${JAZZCASH_PATHS.hostedPage}`, method: 'POST', fields } };
}

export async function readHostedReturn(settings: JazzCashSettings, posted: URLSearchParams, now: Date): Promise<ProviderReport> {
  const fields = Object.fromEntries(posted.entries());
  const reference = fields.pp_TxnRefNo ?? '';
  const ours = (fields.pp_MerchantID ?? settings.merchantId) === settings.merchantId;
  if (!jazzcashHashValid(fields, settings.integritySalt) || !ours || reference === '') {
    settings.log.warn({ gateway: 'jazzcash', operation: 'hosted return', reference: reference || null }, 'A JazzCash return with a wrong or missing pp_SecureHash: nothing of it was used');
    throw new SuspiciousAnswer('The JazzCash return failed its hash check.');
  }
  try {
    return { reference, outcome: await inquire(settings, reference, null, now) };
  } catch (error) {
    // The scheduled inquiry settles it later; the customer sees it pending meanwhile.
    if (error instanceof GatewayUnreachable) return { reference, outcome: { status: 'pending' } };
    throw error;
  }
}
