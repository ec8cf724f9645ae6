// Contact call of spec §7 "Contact". The endpoint keeps its original spelling (`recieve`); `receive` is an alias.
import type { ContactPayload } from '../domain/schemas';
import type { ApiSuccess } from '../domain/types';
import { api, call } from './client';

/** The form's values plus the honeypot (`website`), which people leave empty. */
export type ContactRequest = ContactPayload & { website?: string };

export type ContactAnswer = ApiSuccess<{ id: string }> & { message: string };

export const sendContactMessage = (payload: ContactRequest, signal?: AbortSignal) =>
  call(() => api.post('contact/recieve/', { json: payload, signal }).json<ContactAnswer>());
