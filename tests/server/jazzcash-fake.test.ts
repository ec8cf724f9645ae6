// The JazzCash fake refuses what the real gateway refuses, so a client mistake fails a test instead of passing
// quietly: amounts not in paisa, malformed times, a wrong type, mobile number, reference or bill reference, a wrong
// hash or credentials, an unknown reference. Every answer, refusals included, is signed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jazzcashHashValid, jazzcashSecureHash } from '../../server/payments/jazzcash/secure-hash';
import { JAZZCASH_TEST_NUMBERS, startJazzCashFake, type JazzCashFake } from '../fakes/jazzcash';

const GATEWAY = { merchantId: 'MC10027', password: 'x8ztv2w9ae', integritySalt: 's4lt9x1u0w' };
let fake: JazzCashFake;

beforeAll(async () => {
  fake = await startJazzCashFake(GATEWAY);
});
afterAll(() => fake.close());

let counter = 0;
function walletFields(): Record<string, string | number> {
  counter += 1;
  return {
    pp_Version: '1.1',
    pp_TxnType: 'MWALLET',
    pp_Language: 'EN',
    pp_MerchantID: GATEWAY.merchantId,
    pp_Password: GATEWAY.password,
    pp_TxnRefNo: `T2026112712300500${String(counter).padStart(3, '0')}`,
    pp_Amount: '150000',
    pp_TxnCurrency: 'PKR',
    pp_TxnDateTime: '20261127123005',
    pp_TxnExpiryDateTime: '20261127133005',
    pp_BillReference: 'INV2026000123',
    pp_Description: 'Car detailing invoice INV2026000123',
    pp_MobileNumber: JAZZCASH_TEST_NUMBERS.paid,
  };
}

async function send(path: string, fields: Record<string, string | number>, salt = GATEWAY.integritySalt): Promise<Record<string, string>> {
  const asText = Object.fromEntries(Object.entries(fields).map(([name, value]) => [name, String(value)]));
  const body = { ...fields, pp_SecureHash: jazzcashSecureHash(asText, salt) };
  const response = await fetch(`${fake.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  expect(response.status).toBe(200);
  const answer = (await response.json()) as Record<string, string>;
  expect(jazzcashHashValid(answer, GATEWAY.integritySalt)).toBe(true);
  return answer;
}

const WALLET = '/ApplicationAPI/API/2.0/Purchase/DoMWalletTransaction';
const INQUIRY = '/ApplicationAPI/API/PaymentInquiry/Inquire';

describe('JazzCash fake', () => {
  it('pays a well-formed request', async () => {
    expect((await send(WALLET, walletFields())).pp_ResponseCode).toBe('000');
  });

  it.each([
    ['pp_Amount', '1500.00'],
    ['pp_Amount', 150000],
    ['pp_TxnDateTime', '2026-11-27 12:30:05'],
    ['pp_TxnDateTime', '20261131123005'],
    ['pp_TxnExpiryDateTime', '20261127113005'],
    ['pp_TxnType', 'MPAY'],
    ['pp_MobileNumber', '923001234567'],
    ['pp_TxnRefNo', 'T202611271230050000123'],
    ['pp_BillReference', 'INV-2026-000123'],
    ['pp_Description', 'Invoice INV/2026'],
    ['pp_TxnCurrency', 'USD'],
  ])('refuses %s = %s with 110 naming the field', async (name, value) => {
    const answer = await send(WALLET, { ...walletFields(), [name]: value });
    expect(answer.pp_ResponseCode).toBe('110');
    expect(answer.pp_ResponseMessage).toContain(name);
  });

  it('refuses wrong credentials (101), a wrong hash (115), a repeated reference and an unknown one (109)', async () => {
    expect((await send(WALLET, { ...walletFields(), pp_Password: 'guessed' })).pp_ResponseCode).toBe('101');
    expect((await send(WALLET, walletFields(), 'another-salt')).pp_ResponseCode).toBe('115');
    const fields = walletFields();
    expect((await send(WALLET, fields)).pp_ResponseCode).toBe('000');
    expect((await send(WALLET, fields)).pp_ResponseMessage).toContain('pp_TxnRefNo');
    expect((await send(INQUIRY, { pp_TxnRefNo: 'T20261127123005999999', pp_MerchantID: GATEWAY.merchantId, pp_Password: GATEWAY.password })).pp_ResponseCode).toBe('109');
  });

  it('answers the control routes: the payments it holds and a settlement', async () => {
    const fields: Record<string, string | number> = { ...walletFields(), pp_MobileNumber: JAZZCASH_TEST_NUMBERS.pending };
    const reference = String(fields.pp_TxnRefNo);
    expect((await send(WALLET, fields)).pp_ResponseCode).toBe('157');
    const settle = await fetch(`${fake.url}/__fake/settle`, { method: 'POST', body: JSON.stringify({ reference, code: '000' }) });
    expect(settle.status).toBe(200);
    const listed = (await (await fetch(`${fake.url}/__fake/payments`)).json()) as { reference: string; code: string }[];
    expect(listed.find((payment) => payment.reference === reference)?.code).toBe('000');
    const inquiry = await send(INQUIRY, { pp_TxnRefNo: reference, pp_MerchantID: GATEWAY.merchantId, pp_Password: GATEWAY.password });
    expect(inquiry).toMatchObject({ pp_ResponseCode: '000', pp_PaymentResponseCode: '000', pp_Status: 'Completed', pp_Amount: '150000' });
  });
});
