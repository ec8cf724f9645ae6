// JazzCash's pp_SecureHash against the example its integration guide publishes ("Hashing Scheme": shared secret
// 0F5DD14AE2, pp_MerchantID MER123, pp_OrderInfo A48cvE28, pp_Amount 2995 → c7689cda…c867), then the edges the
// example does not show: ppmpf_ fields, names whose case would sort them differently under localeCompare, empty
// values, and the comparison of a received hash.
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { jazzcashHashInput, jazzcashHashValid, jazzcashSecureHash } from '../../server/payments/jazzcash/secure-hash';

const hmac = (salt: string, text: string) => createHmac('sha256', salt).update(text, 'utf8').digest('hex');

describe('JazzCash secure hash', () => {
  it('matches the example JazzCash publishes in its hashing scheme', () => {
    const fields = { pp_MerchantID: 'MER123', pp_OrderInfo: 'A48cvE28', pp_Amount: '2995' };
    expect(jazzcashHashInput(fields, '0F5DD14AE2')).toBe('0F5DD14AE2&2995&MER123&A48cvE28');
    expect(jazzcashSecureHash(fields, '0F5DD14AE2')).toBe('c7689cda7474eb1adcd343fd0c0b676bad0ba66361cc46db589bdb0da4c1c867');
  });

  it('sorts names by code unit: upper case before lower, pp_ before ppmpf_, not as localeCompare would', () => {
    const fields = { ppmpf_1: 'extra', pp_Version: '1.1', pp_TxnType: 'MWALLET', pp_Amount: '150000', pp_amount2: 'low', pp_TxnRefNo: 'T1' };
    // Code units: "pp_A…" < "pp_T…" < "pp_V…" < "pp_a…" (lower case after every capital) < "ppmpf_1" ("_" 0x5F < "m" 0x6D).
    expect(jazzcashHashInput(fields, 'salt')).toBe('salt&150000&T1&MWALLET&1.1&low&extra');
    expect(jazzcashSecureHash(fields, 'salt')).toBe(hmac('salt', 'salt&150000&T1&MWALLET&1.1&low&extra'));
    const localeOrder = Object.keys(fields).sort((a, b) => a.localeCompare(b));
    expect(localeOrder).not.toEqual(['pp_Amount', 'pp_TxnRefNo', 'pp_TxnType', 'pp_Version', 'pp_amount2', 'ppmpf_1']);
  });

  it('leaves out empty fields, fields not starting with pp, and the hash itself', () => {
    const fields = { pp_Amount: '100', pp_CNIC: '', pp_SubMerchantID: '', amount: '999', pp_SecureHash: 'ABC', pp_TxnRefNo: 'T9' };
    expect(jazzcashHashInput(fields, 'k')).toBe('k&100&T9');
    expect(jazzcashSecureHash(fields, 'k')).toBe(hmac('k', 'k&100&T9'));
  });

  it('accepts a received hash in either case and refuses a tampered field, a wrong salt or a missing hash', () => {
    const fields = { pp_ResponseCode: '000', pp_TxnRefNo: 'T20261127123000123', pp_Amount: '150000' };
    const hash = jazzcashSecureHash(fields, 'salt');
    expect(jazzcashHashValid({ ...fields, pp_SecureHash: hash }, 'salt')).toBe(true);
    expect(jazzcashHashValid({ ...fields, pp_SecureHash: hash.toUpperCase() }, 'salt')).toBe(true);
    expect(jazzcashHashValid({ ...fields, pp_ResponseCode: '121', pp_SecureHash: hash }, 'salt')).toBe(false);
    expect(jazzcashHashValid({ ...fields, pp_SecureHash: hash }, 'other')).toBe(false);
    expect(jazzcashHashValid(fields, 'salt')).toBe(false);
    expect(jazzcashHashValid({ ...fields, pp_SecureHash: hash.slice(2) }, 'salt')).toBe(false);
    expect(jazzcashHashValid({ ...fields, pp_SecureHash: `${hash.slice(0, 62)}zz` }, 'salt')).toBe(false);
  });
});
