// Urdu of the payment methods' names and of how a card payment is named on receipts; wallets keep their brand names.
import type { Translation } from '../../i18n';
import type * as english from '../../paymentMethods';

export const PAYMENT_METHOD_NAMES: Translation<typeof english.PAYMENT_METHOD_NAMES> = {
  card: 'کریڈٹ/ڈیبٹ کارڈ',
  upi: 'UPI ادائیگی',
  wallet: 'ڈیجیٹل والٹ',
};

export const paidWithTexts: Translation<typeof english.paidWithTexts> = {
  cardEnding: (brand, last4) => `${brand ?? 'کارڈ'} (آخری ہندسے ${last4})`,
};
