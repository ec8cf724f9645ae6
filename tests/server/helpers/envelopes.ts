// The API's two envelopes as the suites read them, and the check every refusal gets.
import { expect } from 'vitest';
import type { ApiErrorBody } from '../../../src/domain/types';
import type { Answer } from './app';

/** A success: `{ success: true, message?, data }`. */
export interface Ok<T> {
  success: true;
  message?: string;
  data: T;
}

/** A refusal: the app's one error envelope. */
export type Refusal = ApiErrorBody;

/** The status, and the sentence in both `message` and `detail` of the error envelope. */
export const expectRefusal = (answer: Answer, status: number, message: string) => {
  expect(answer.status, answer.text).toBe(status);
  expect(answer.body).toMatchObject({ success: false, detail: message, message });
};
