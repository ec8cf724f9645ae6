// Errors the domain services raise; the HTTP layer maps each kind to a status.
import type { SlotRefusal } from '../../src/domain/constants';

export type DomainErrorKind = 'invalid' | 'not_found' | 'conflict' | 'forbidden';

export interface DomainErrorDetails {
  /** The request field the refusal is about: the answer's `errors` names it with the sentence. */
  field?: string;
  /** What the refusal offers besides its sentence (the existing customer, the bookings in the way): the answer's `data`. */
  data?: Record<string, unknown>;
}

export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    message: string,
    /** A refused booking day or time: sent as the envelope's `reason`. */
    readonly reason?: SlotRefusal,
    readonly details: DomainErrorDetails = {},
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

/** 400 naming the request field at fault (its `errors` carry the sentence). */
export const invalidField = (field: string, message: string) => new DomainError('invalid', message, undefined, { field });
