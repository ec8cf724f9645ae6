// Pure formatters for the checkout inputs (spec §5 Card, UPI ID, Wallet; §9 lengths): what a field holds as it is typed.
import { CARD_INPUT_MAX, EXPIRY_INPUT_MAX, PHONE_LENGTH, POSTAL_CODE_LENGTH, WALLET_MOBILE_LENGTH } from './constants';
import { isPakistaniWallet } from './schemas';

const CVV_MAX = 4;
const digitsOf = (value: string) => value.replace(/\D/g, '');

/** "4242424242424242" → "4242 4242 4242 4242": digits grouped in fours, at most 19 characters. */
export const formatCardNumber = (value: string) => (digitsOf(value).match(/\d{1,4}/g) ?? []).join(' ').slice(0, CARD_INPUT_MAX);

/** "1228" → "12/28": the slash is inserted after the month, at most 5 characters. */
export const formatExpiry = (value: string) => {
  const digits = digitsOf(value).slice(0, EXPIRY_INPUT_MAX - 1);
  if (digits.length > 2) return `${digits.slice(0, 2)}/${digits.slice(2)}`;
  // "12/" as typed keeps its slash; deleting the slash of "12/" leaves "12"
  return digits.length === 2 && value.endsWith('/') ? `${digits}/` : digits;
};

export const formatCvv = (value: string) => digitsOf(value).slice(0, CVV_MAX);

/** The billing postal code: digits only, at most 5 (Pakistan). */
export const formatPincode = (value: string) => digitsOf(value).slice(0, POSTAL_CODE_LENGTH);

/** The wallet mobile: digits only, 10 for the spec's wallets, 11 for JazzCash/Easypaisa (03XXXXXXXXX) and before a wallet is chosen. */
export const formatWalletMobile = (value: string, walletType: string | null = null) =>
  digitsOf(value).slice(0, walletType === null || isPakistaniWallet(walletType) ? PHONE_LENGTH : WALLET_MOBILE_LENGTH);

/** A quick-suffix button: "ali@ybl" + "@oksbi" → "ali@oksbi"; "ali" + "@oksbi" → "ali@oksbi". */
export const withUpiSuffix = (vpa: string, suffix: string) => {
  const handle = vpa.trim().split('@')[0] ?? '';
  return `${handle}${suffix.startsWith('@') ? suffix : `@${suffix}`}`;
};
