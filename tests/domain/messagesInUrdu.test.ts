// The spec's sentences and the shared schemas' validation texts answer in the language in force: English exactly
// as the spec writes it, Urdu once the Urdu catalogues are registered — also for schemas built when the module loaded.
import * as v from 'valibot';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { isAuthFailure } from '../../src/api/client';
import { setLanguageSource, type Language } from '../../src/domain/i18n';
import { messages } from '../../src/domain/messages';
import { authFailureMarkers } from '../../src/domain/messageAreas/http';
import { CarUpdatePayload, LoginPayload, RegisterPayload, validate } from '../../src/domain/schemas';
import { serverMessages } from '../../server/messages';

const speak = (language: Language) => setLanguageSource(() => language);
const URDU_LETTERS = /[\u0600-\u06FF]/;

beforeAll(async () => {
  await import('../../src/domain/ur/index');
  await import('../../server/i18n/messages-ur');
});
afterEach(() => speak('en'));

describe('the message catalogue', () => {
  it('reads English by default and Urdu when Urdu is in force', () => {
    expect(messages.booking.created).toBe('Booking confirmed successfully!');
    speak('ur');
    expect(messages.booking.created).toMatch(URDU_LETTERS);
    expect(messages.booking.noSlots('2025-03-14')).toContain('2025-03-14');
    expect(messages.booking.noSlots('2025-03-14')).toMatch(URDU_LETTERS);
    speak('en');
    expect(messages.booking.noSlots('2025-03-14')).toBe('No slots available on 2025-03-14. Please choose another date.');
  });

  it('reads the server-only sentences in the language in force', () => {
    expect(serverMessages.validationFailed).toBe('Some fields are invalid. Please check and try again.');
    speak('ur');
    expect(serverMessages.validationFailed).toMatch(URDU_LETTERS);
  });
});

describe('schemas built at load', () => {
  const loginErrors = () => {
    const result = v.safeParse(LoginPayload, { email: '', password: '' });
    return result.success ? [] : result.issues.map((issue) => issue.message);
  };

  it('give their written messages in the language in force', () => {
    expect(loginErrors()).toEqual([messages.register.emailRequired, messages.auth.passwordTooShortLogin]);
    expect(loginErrors()[0]).toBe('Email is required');
    speak('ur');
    expect(loginErrors()).toEqual([messages.register.emailRequired, messages.auth.passwordTooShortLogin]);
    expect(loginErrors().every((text) => URDU_LETTERS.test(text))).toBe(true);
  });

  it('name a field that fails without a written message in the language in force', () => {
    const cityNotText = () => validate(RegisterPayload, { full_name: 'Ali', email: 'ali@example.com', phone_number: '03001234567', password: 'secret1', city: 5 });
    const flagNotBoolean = () => validate(CarUpdatePayload, { is_default: 'yes' });
    expect(cityNotText()).toMatchObject({ ok: false, errors: { city: ['city must be text.'] } });
    expect(flagNotBoolean()).toMatchObject({ ok: false, errors: { is_default: ['is_default must be true or false'] } });
    speak('ur');
    expect(cityNotText()).toMatchObject({ ok: false, errors: { city: [messages.validation.fieldMustBe('city', messages.validation.expected.string)] } });
    expect(flagNotBoolean()).toMatchObject({ ok: false, errors: { is_default: [messages.validation.flagInvalid('is_default')] } });
    expect(messages.validation.flagInvalid('is_default')).toMatch(URDU_LETTERS);
  });
});

describe('authentication failures', () => {
  it('are recognised by the spec markers and by the Urdu sentence the server sends', () => {
    speak('ur');
    const urduNotSignedIn = messages.auth.notAuthenticated;
    expect(authFailureMarkers()).toContain('Authentication credentials were not provided');
    expect(isAuthFailure(new Error(urduNotSignedIn))).toBe(true);
    expect(isAuthFailure(new Error('Authentication credentials were not provided.'))).toBe(true);
    speak('en');
    expect(isAuthFailure(new Error(messages.auth.notAuthenticated))).toBe(true);
    expect(isAuthFailure(new Error(messages.booking.notFound))).toBe(false);
  });
});
