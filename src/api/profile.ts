// Profile calls of spec §7 "Auth": the signed-in customer's personal info. Every call takes the caller's AbortSignal.
import type { ProfileUpdate } from '../domain/schemas';
import type { ApiSuccess, Profile, ProfileAnswer } from '../domain/types';
import { api, call } from './client';

export type { Profile, ProfileAnswer };

/** The details, the chosen phone channel and the channels the workshop offers. */
export const getProfile = async (signal?: AbortSignal): Promise<ProfileAnswer> => {
  const body = await call(() => api.get('auth/profile/', { signal }).json<ApiSuccess<ProfileAnswer>>());
  return body.data;
};

/** Saves the changes; answers the stored profile (400 with field errors, 409 for an email already in use). */
export const updateProfile = async (changes: ProfileUpdate, signal?: AbortSignal): Promise<ProfileAnswer> => {
  const body = await call(() => api.put('auth/profile/', { json: changes, signal }).json<ApiSuccess<ProfileAnswer>>());
  return body.data;
};
