// A plate's key: one car however its plate is written (case, spaces, dots, slashes, dashes of any kind).
import { describe, expect, it } from 'vitest';
import { plateKey } from '../../src/domain/plate';
import { CarPayload, validate } from '../../src/domain/schemas';
import { messages } from '../../src/domain/messages';

describe('plateKey', () => {
  it('gives one key to every way of writing one plate', () => {
    const written = ['KHI-902', 'KHI 902', 'khi902', 'K.H.I/902', 'KHI\u2013902', 'KHI\u00a0902', ' khi _ 902 '];
    expect(new Set(written.map(plateKey))).toEqual(new Set(['KHI902']));
  });

  it('keeps plates with other letters or digits apart', () => {
    expect(plateKey('KHI-902')).not.toBe(plateKey('KHI-9020'));
    expect(plateKey('LEA-12-1234')).toBe('LEA121234');
  });

  it('is empty for a plate of separators only, which the vehicle form refuses', () => {
    expect(plateKey(' - . / ')).toBe('');
    const result = validate(CarPayload, { make: 'Suzuki', model: 'Alto', year: 2019, license_plate: '- -' });
    expect(result.ok ? null : result.errors.license_plate).toEqual([messages.cars.plateNeedsLettersOrDigits]);
  });
});
