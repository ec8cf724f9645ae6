// JazzCash's yyyyMMddHHmmss on Karachi's clock, its references, and its response codes as our outcomes.
import { describe, expect, it } from 'vitest';
import { outcomeOfCode } from '../../server/payments/jazzcash/codes';
import { billReference, newJazzCashReference, paisa, referenceTime } from '../../server/payments/jazzcash/fields';
import { karachiStamp, parseKarachiStamp } from '../../server/payments/jazzcash/time';

describe('JazzCash times', () => {
  it('writes Karachi time (UTC+5) as yyyyMMddHHmmss, across midnight and the year end', () => {
    expect(karachiStamp(new Date('2026-11-27T07:30:05Z'))).toBe('20261127123005');
    expect(karachiStamp(new Date('2026-12-31T19:00:00Z'))).toBe('20270101000000');
    expect(karachiStamp(new Date('2026-06-15T18:59:59.999Z'))).toBe('20260615235959');
  });

  it('reads a stamp back to the same instant and refuses times that do not exist', () => {
    expect(parseKarachiStamp('20261127123005')?.toISOString()).toBe('2026-11-27T07:30:05.000Z');
    for (const wrong of ['20260230120000', '20261301000000', '20261127240000', '20261127126000', '2026112712300', '2026-11-27 12:30', '']) {
      expect(parseKarachiStamp(wrong)).toBeNull();
    }
  });
});

describe('JazzCash references and amounts', () => {
  it('makes 20-character references that carry their Karachi time and differ from one another', () => {
    const now = new Date('2026-11-27T07:30:05Z');
    const references = Array.from({ length: 50 }, () => newJazzCashReference(now));
    for (const reference of references) {
      expect(reference).toMatch(/^T20261127123005\d{5}$/);
      expect(referenceTime(reference)?.toISOString()).toBe(now.toISOString());
    }
    expect(new Set(references).size).toBeGreaterThan(45);
    expect(referenceTime('txn_abc')).toBeNull();
  });

  it('sends whole PKR as paisa digits and refuses amounts that are not whole rupees', () => {
    expect(paisa(1500)).toBe('150000');
    expect(paisa(1)).toBe('100');
    for (const wrong of [0, -5, 12.5, Number.NaN]) expect(() => paisa(wrong)).toThrow(RangeError);
  });

  it('keeps only letters and digits of the invoice number in the bill reference', () => {
    expect(billReference('INV-2026-000123')).toBe('INV2026000123');
  });
});

describe('JazzCash response codes', () => {
  it('reads 000 and 121 as paid, 157 and 124 as pending', () => {
    expect(outcomeOfCode('000')).toEqual({ status: 'paid' });
    expect(outcomeOfCode('121')).toEqual({ status: 'paid' });
    expect(outcomeOfCode('157')).toEqual({ status: 'pending' });
    expect(outcomeOfCode('124')).toEqual({ status: 'pending' });
  });

  it('declines everything else in our words, keeping the gateway code', () => {
    expect(outcomeOfCode('004')).toEqual({ status: 'declined', reason: 'insufficient_funds', gatewayCode: '004' });
    expect(outcomeOfCode('002')).toEqual({ status: 'declined', reason: 'not_registered', gatewayCode: '002' });
    expect(outcomeOfCode('112')).toEqual({ status: 'declined', reason: 'cancelled', gatewayCode: '112' });
    expect(outcomeOfCode('116')).toEqual({ status: 'declined', reason: 'expired', gatewayCode: '116' });
    expect(outcomeOfCode('058')).toEqual({ status: 'declined', reason: 'expired', gatewayCode: '058' });
    expect(outcomeOfCode('001')).toEqual({ status: 'declined', reason: 'limit_exceeded', gatewayCode: '001' });
    expect(outcomeOfCode('101')).toEqual({ status: 'declined', reason: 'declined', gatewayCode: '101' });
    expect(outcomeOfCode('999')).toEqual({ status: 'declined', reason: 'declined', gatewayCode: '999' });
  });
});
