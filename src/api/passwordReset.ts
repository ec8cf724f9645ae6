// Password reset calls (DESIGN deviation 3), apart from auth.ts so that only their pages load them. Every call takes
// the caller's AbortSignal.
import type { MessageResponse } from './auth';
import { api, call } from './client';

export const forgotPassword = (email: string, signal?: AbortSignal) =>
  call(() => api.post('auth/password/forgot/', { json: { email: email.trim() }, signal }).json<MessageResponse>());

export const resetPassword = (token: string, password: string, signal?: AbortSignal) =>
  call(() => api.post('auth/password/reset/', { json: { token, password }, signal }).json<MessageResponse>());
