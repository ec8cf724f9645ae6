// How a receipt names what paid: a card by the brand printed on it and its last 4 ("Visa ending 4242", as kept:
// brand and last 4 only), a wallet by its name, UPI by the method; in Urdu too.
import { afterEach, describe, expect, it } from 'vitest';
import '../../src/domain/ur';
import { DEFAULT_LANGUAGE, setLanguageSource } from '../../src/domain/i18n';
import { keptInstrumentOf, paidWith, type KeptInstrument } from '../../src/domain/paymentMethods';

const card = (brand: string | null, last4: string): KeptInstrument => ({ method: 'card', brand, last4, walletType: null });

afterEach(() => setLanguageSource(() => DEFAULT_LANGUAGE));

describe('paidWith', () => {
  it('names a card by its brand as printed, and its last 4', () => {
    expect(paidWith(card('visa', '4242'))).toBe('Visa ending 4242');
    expect(paidWith(card('mastercard', '4444'))).toBe('Mastercard ending 4444');
    expect(paidWith(card('paypak', '0005'))).toBe('PayPak ending 0005');
    // A network not known, or none kept: just the card.
    expect(paidWith(card('unknown', '1117'))).toBe('Card ending 1117');
    expect(paidWith(card(null, '1117'))).toBe('Card ending 1117');
  });

  it('names a wallet by its name, and UPI by the method', () => {
    expect(paidWith({ method: 'wallet', brand: null, last4: null, walletType: 'jazzcash' })).toBe('JazzCash');
    expect(paidWith({ method: 'upi', brand: null, last4: null, walletType: null })).toBe('UPI Payment');
  });

  it('reads the payment routes’ answer, whose absent facts are left out', () => {
    expect(keptInstrumentOf({ method: 'card', brand: 'visa', last4: '4242' })).toEqual(card('visa', '4242'));
    expect(keptInstrumentOf({ method: 'wallet', walletType: 'easypaisa' })).toEqual({ method: 'wallet', brand: null, last4: null, walletType: 'easypaisa' });
  });

  it('keeps the brand’s name in Urdu', () => {
    setLanguageSource(() => 'ur');
    expect(paidWith(card('visa', '4242'))).toBe('Visa (آخری ہندسے 4242)');
  });
});
