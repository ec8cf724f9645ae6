// JazzCash's response codes as our outcomes (the gateway's list in its sandbox documentation, "Response Codes").
// 000 paid and 121 (confirmed by the merchant) paid; 157 (a wallet payment the customer has still to approve) and 124
// (a voucher waiting to be paid over the counter) pending; anything else declined, in our words, with the code kept.
import type { DeclineReason, ProviderOutcome } from '../provider';

export type SettledOutcome = Exclude<ProviderOutcome, { status: 'redirect' }>;

export const PAID_CODES: readonly string[] = ['000', '121'];
export const PENDING_CODES: readonly string[] = ['157', '124'];

const REASONS: Readonly<Record<string, DeclineReason>> = {
  '001': 'limit_exceeded', // limit exceeded
  '105': 'limit_exceeded', // exceeds the merchant's per-transaction limit
  '106': 'limit_exceeded',
  '107': 'limit_exceeded',
  '002': 'not_registered', // account not found
  '003': 'not_registered', // account inactive
  '067': 'not_registered', // invalid account status
  '103': 'not_registered', // customer blocked
  '004': 'insufficient_funds', // low balance
  '405': 'insufficient_funds',
  '453': 'insufficient_funds',
  '112': 'cancelled', // cancelled by the customer
  '410': 'cancelled',
  '412': 'cancelled',
  '116': 'expired', // transaction expired
  '058': 'expired', // timed out waiting for the customer
  '134': 'expired',
  '403': 'expired',
};

/** Codes that mean our own request or settings are wrong, not the customer's payment: worth a warning to fix. */
export const SETTINGS_CODES: readonly string[] = ['101', '110', '111', '115', '117'];

export function outcomeOfCode(code: string): SettledOutcome {
  if (PAID_CODES.includes(code)) return { status: 'paid' };
  if (PENDING_CODES.includes(code)) return { status: 'pending' };
  return { status: 'declined', reason: REASONS[code] ?? 'declined', gatewayCode: code };
}
