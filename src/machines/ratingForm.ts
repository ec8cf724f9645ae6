// The rate dialog's form in My Bookings (spec §7 rate): the stars and the review as chosen, checked with the shared
// schema the server uses, and the rating they send.
import { RATING_MAX, RATING_MIN } from '../domain/constants';
import { RatingPayload, validate } from '../domain/schemas';
import { fieldErrorsOf, type FieldErrorsOf } from './formErrors';

export const RATING_FIELDS = ['rating', 'review'] as const;
export type RatingField = (typeof RATING_FIELDS)[number];
/** The dialog as chosen: the stars ('1' to '5') and the review as typed. */
export type RatingValues = Record<RatingField, string>;
export type RatingFieldErrors = FieldErrorsOf<RatingField>;

export const DEFAULT_RATING = RATING_MAX;
export const defaultRatingValues: RatingValues = { rating: String(DEFAULT_RATING), review: '' };

const clampRating = (rating: number) => Math.min(Math.max(Math.round(rating) || RATING_MAX, RATING_MIN), RATING_MAX);

/** A value as the dialog keeps it: stars off the scale snap onto it (none at all to the most); the review as typed. */
export const chosenRatingValue = (field: RatingField, value: string) => (field === 'rating' ? String(clampRating(Number(value))) : value);

const payloadOf = (values: RatingValues) => ({ rating: Number(values.rating), review: values.review });

export const ratingFieldErrorsOf = (values: RatingValues): RatingFieldErrors => fieldErrorsOf(RatingPayload, payloadOf(values), RATING_FIELDS);

/** What Submit Rating sends: the schema's output, the review trimmed. */
export function ratingOf(values: RatingValues) {
  const checked = validate(RatingPayload, payloadOf(values));
  // only values the submit guard let through get here
  if (!checked.ok) throw new Error(checked.first);
  return checked.value;
}
