// Errors the domain services raise; the HTTP layer maps each kind to a status.
import type { SlotRefusal } from '../../src/domain/constants';

export type DomainErrorKind = 'invalid' | 'not_found' | 'conflict' | 'forbidden';

export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    message: string,
    /** A refused booking day or time: sent as the envelope's `reason`. */
    readonly reason?: SlotRefusal,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}
