// What the JazzCash fake checks and answers, apart from HTTP: its own secure hash (written again here, not imported,
// so a mistake in the app's hashing fails a test), the field rules the real gateway applies, the codes and messages
// of its published list, and the test wallet numbers whose outcome is known in advance.
import { createHmac } from 'node:crypto';

/** The wallet numbers the fake answers in a known way; any other valid 03XXXXXXXXX number pays. */
export const JAZZCASH_TEST_NUMBERS = {
  paid: '03123456789',
  /** 157: the customer has still to approve; settled by POST /__fake/settle. */
  pending: '03211111157',
  /** 004: low balance. */
  lowBalance: '03211111004',
  /** 112: cancelled by the customer. */
  cancelled: '03211111112',
  /** Recorded and paid at once, but answered only after the fake's hang (longer than the client waits). */
  hangs: '03211111058',
  /** Paid, but the answer carries a wrong pp_SecureHash. */
  badHash: '03211111115',
} as const;

export const MESSAGES: Readonly<Record<string, string>> = {
  '000': 'Thank you for Using JazzCash, your transaction was successful.',
  '004': 'Low balance',
  '101': 'Invalid merchant credentials.',
  '109': 'Transaction does not exist',
  '112': 'Transaction Cancelled by User.',
  '115': 'Invalid hash received.',
  '121': 'Transaction has been marked confirmed by Merchant.',
  '131': 'Transaction is Refunded',
  '157': 'Transaction is pending.',
  '452': 'Transaction is not eligible for refund.',
  '454': 'Partial refund is not allowed.',
};

export const messageOf = (code: string) => MESSAGES[code] ?? 'Transaction rejected';

export function statusOf(code: string): 'Completed' | 'Pending' | 'Failed' {
  if (code === '000' || code === '121') return 'Completed';
  if (code === '157' || code === '124') return 'Pending';
  return 'Failed';
}

export function fakeSecureHash(fields: Record<string, string>, salt: string): string {
  const values = Object.keys(fields)
    .filter((name) => name.startsWith('pp') && name !== 'pp_SecureHash' && fields[name] !== '')
    .sort()
    .map((name) => fields[name]);
  return createHmac('sha256', salt).update([salt, ...values].join('&')).digest('hex');
}

export const sign = (fields: Record<string, string>, salt: string) => ({ ...fields, pp_SecureHash: fakeSecureHash(fields, salt) });

/** A yyyyMMddHHmmss stamp that names a real time. */
export function validStamp(text: string): boolean {
  const parts = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(text);
  if (!parts) return false;
  const [y, mo, d, h, mi, s] = parts.slice(1).map(Number) as [number, number, number, number, number, number];
  const at = new Date(Date.UTC(y, mo - 1, d, h, mi, s));
  return at.getUTCFullYear() === y && at.getUTCMonth() === mo - 1 && at.getUTCDate() === d && h < 24 && mi < 60 && s < 60;
}

/** The characters JazzCash parses out of a description as malicious. */
const UNSAFE_DESCRIPTION = /[<>\\*=%/:'|"{}]/;

/** The first field the real gateway would refuse (110 "Invalid value for …"), or null. */
export function invalidPaymentField(fields: Record<string, unknown>, txnType: 'MWALLET' | 'MPAY' | 'OTC'): string | null {
  const text = (name: string) => (typeof fields[name] === 'string' ? (fields[name] as string) : null);
  const checks: [string, (value: string | null) => boolean][] = [
    ['pp_Version', (v) => v === '1.1' || v === '2.0'],
    ['pp_TxnType', (v) => v === txnType],
    ['pp_Language', (v) => v === 'EN'],
    ['pp_TxnRefNo', (v) => v !== null && /^[A-Za-z0-9]{1,20}$/.test(v)],
    ['pp_Amount', (v) => v !== null && /^[1-9]\d*$/.test(v)],
    ['pp_TxnCurrency', (v) => v === 'PKR'],
    ['pp_TxnDateTime', (v) => v !== null && validStamp(v)],
    ['pp_TxnExpiryDateTime', (v) => v !== null && validStamp(v) && v > (text('pp_TxnDateTime') ?? '')],
    ['pp_BillReference', (v) => v !== null && /^[A-Za-z0-9]{1,20}$/.test(v)],
    ['pp_Description', (v) => v !== null && v.trim() !== '' && !UNSAFE_DESCRIPTION.test(v)],
  ];
  if (txnType === 'MWALLET') checks.push(['pp_MobileNumber', (v) => v !== null && /^03\d{9}$/.test(v)]);
  else checks.push(['pp_ReturnURL', (v) => v !== null && /^https?:\/\/\S+$/.test(v)]);
  return checks.find(([name, valid]) => !valid(text(name)))?.[0] ?? null;
}
