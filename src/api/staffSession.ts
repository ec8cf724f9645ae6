// The console's sign-in calls (/api/auth/staff/…): sign in, who is signed in, change the password, sign out. Every
// call takes the caller's AbortSignal.
import type { ApiSuccess } from '../domain/types';
import type { StaffPasswordChange, StaffSessionData } from '../domain/staff';
import { api, call } from './client';

export interface StaffCredentials {
  email: string;
  password: string;
  remember: boolean;
}

export interface StaffMessageAnswer {
  success: boolean;
  message?: string;
}

/** Signs a staff or admin account in; 401 wrong credentials, 403 a customer or deactivated account, 429 rate limited. */
export const staffLogin = async (credentials: StaffCredentials, signal?: AbortSignal): Promise<StaffSessionData> => {
  const json = { email: credentials.email.trim(), password: credentials.password, remember: credentials.remember };
  const body = await call(() => api.post('auth/staff/login/', { json, signal }).json<ApiSuccess<StaffSessionData>>());
  return body.data;
};

/** The signed-in staff member; 401 when signed out, 403 for a customer. */
export const staffStatus = async (signal?: AbortSignal): Promise<StaffSessionData> => {
  const body = await call(() => api.get('auth/staff/status/', { signal }).json<ApiSuccess<StaffSessionData>>());
  return body.data;
};

export const changeStaffPassword = (change: StaffPasswordChange, signal?: AbortSignal): Promise<StaffMessageAnswer> =>
  call(() => api.post('auth/staff/password/', { json: change, signal }).json<StaffMessageAnswer>());

// An empty JSON body: the server asks unsafe requests for a JSON content type.
export const staffLogout = (signal?: AbortSignal): Promise<StaffMessageAnswer> =>
  call(() => api.post('auth/logout/', { json: {}, signal }).json<StaffMessageAnswer>());
