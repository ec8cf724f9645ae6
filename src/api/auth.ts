// Auth calls of spec §7 (forgot/reset password are in passwordReset.ts). Every call takes the caller's AbortSignal.
import { api, call } from './client';
import type { ApiSuccess, LoginResponseData } from '../domain/types';
import { toRegisterPayload, type RegisterDetails } from '../domain/session';

export interface LoginCredentials {
  email: string;
  password: string;
  remember: boolean;
}

export interface MessageResponse {
  success: boolean;
  message?: string;
}

export const login = (credentials: LoginCredentials, signal?: AbortSignal) =>
  call(() =>
    api
      .post('auth/customer/login/', {
        json: { email: credentials.email.trim(), password: credentials.password, remember: credentials.remember },
        signal,
      })
      .json<ApiSuccess<LoginResponseData>>(),
  );

export const register = (details: RegisterDetails, signal?: AbortSignal) =>
  call(() => api.post('auth/customer/register/', { json: toRegisterPayload(details), signal }).json<ApiSuccess<LoginResponseData>>());

// An empty JSON body: the server asks unsafe requests for a JSON content type.
export const logout = (signal?: AbortSignal) => call(() => api.post('auth/logout/', { json: {}, signal }).json<MessageResponse>());

export const status = (signal?: AbortSignal) =>
  call(() => api.get('auth/customer/status/', { signal }).json<ApiSuccess<LoginResponseData>>());
