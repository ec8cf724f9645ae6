// What every console page's change shares: the success toast with the server's sentence, and a refusal as the page
// shows it — the server's sentence, and the bookings it lists to move first (a 409 of capacity or closed dates).
import type { ChangeAnswer } from '../api/workshop';
import { ApiError, serverMessageOf } from '../api/client';

export interface Refusal {
  message: string;
  /** One line per booking to move first, as the server sends them; empty for any other refusal. */
  bookings: string[];
}

/** The refusal a failed change shows: the server's own sentence (else `fallback`) and its bookings to move. */
export const refusalOf = (error: unknown, fallback: string): Refusal => ({
  message: serverMessageOf(error) ?? fallback,
  bookings: error instanceof ApiError ? (error.fieldErrors.bookings ?? []) : [],
});

/** A `notify` action for a change the server accepted: its sentence, else `fallback`. */
export const notifyChanged = (fallback: string) =>
  ({
    type: 'notify',
    params: ({ event }: { event: { output: ChangeAnswer } }) => ({ kind: 'success' as const, message: event.output.message || fallback }),
  }) as const;
