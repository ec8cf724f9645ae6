// The signed-in user as the SPA keeps it (spec §3 "User (session)"), and the pure rules around it.
import type { LoginResponseData } from './types';
import type { RegisterPayload } from './schemas';

/** The user the session shows: {id, name, email}. */
export type AccountUser = LoginResponseData['user'];

/** What the browser keeps under STORAGE_KEYS.user / STORAGE_KEYS.role. */
export interface StoredSession {
  user: AccountUser | null;
  role: string | null;
}

// A plain check rather than a schema: it keeps the validation library out of the first page load.
const isStoredUser = (value: unknown): value is { id: string | number; name: string; email: string } =>
  typeof value === 'object' &&
  value !== null &&
  (typeof (value as { id?: unknown }).id === 'string' || typeof (value as { id?: unknown }).id === 'number') &&
  typeof (value as { name?: unknown }).name === 'string' &&
  typeof (value as { email?: unknown }).email === 'string';

/** Reads the stored JSON user and role; a user that does not parse reads as null. Null when nothing is stored. */
export function parseStoredSession(userJson: string | null, role: string | null): StoredSession | null {
  if (userJson === null && role === null) return null;
  let user: AccountUser | null = null;
  try {
    const parsed: unknown = JSON.parse(userJson ?? 'null');
    if (isStoredUser(parsed)) user = { id: String(parsed.id), name: parsed.name, email: parsed.email };
  } catch {
    user = null;
  }
  return { user, role };
}

/** The JSON stored under STORAGE_KEYS.user: exactly {id, name, email}. */
export const serialiseStoredUser = (user: AccountUser) => JSON.stringify({ id: user.id, name: user.name, email: user.email });

/** A same-site path to return to after signing in, or null: it must start with a single '/'. */
export function safeRedirectPath(raw: string | null | undefined): string | null {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return null;
  // control characters and whitespace could smuggle a scheme or host past the browser's URL parser
  if ([...raw].some((char) => char <= ' ' || char === '\u007f' || char === '\\')) return null;
  return raw;
}

/** '/login', or '/login?redirect=/book' when sent away from a page worth coming back to. */
export function loginPathFrom(path: string | null | undefined): string {
  const from = safeRedirectPath(path);
  if (!from || from === '/' || from === '/login' || from.startsWith('/login?')) return '/login';
  return `/login?redirect=${encodeURIComponent(from).replace(/%2F/gi, '/')}`;
}

/** Paths where an authentication failure does not send the user to /login (spec §2). */
export const isLoginOrHome = (path: string) => path === '/' || path === '/login';

/** The Create Account form values the register call needs. */
export interface RegisterDetails {
  fullName: string;
  email: string;
  phone: string;
  password: string;
}

/** The registration request of spec §3: city, state and address are sent as empty text. */
export const toRegisterPayload = (details: RegisterDetails): RegisterPayload => ({
  full_name: details.fullName.trim(),
  email: details.email.trim().toLowerCase(),
  phone_number: details.phone.trim(),
  password: details.password,
  city: '',
  state: '',
  address: '',
});
