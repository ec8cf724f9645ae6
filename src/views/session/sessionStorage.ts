// Where the signed-in user is kept in the browser (spec §3: keys user and userRole).
import { STORAGE_KEYS } from '../../domain/constants';
import { parseStoredSession, serialiseStoredUser, type AccountUser, type StoredSession } from '../../domain/session';

export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export const readStoredSession = (storage: KeyValueStorage): StoredSession | null =>
  parseStoredSession(storage.getItem(STORAGE_KEYS.user), storage.getItem(STORAGE_KEYS.role));

export const writeStoredSession = (storage: KeyValueStorage, user: AccountUser, role: string) => {
  storage.setItem(STORAGE_KEYS.user, serialiseStoredUser(user));
  storage.setItem(STORAGE_KEYS.role, role);
};

export const clearStoredSession = (storage: KeyValueStorage) => {
  storage.removeItem(STORAGE_KEYS.user);
  storage.removeItem(STORAGE_KEYS.role);
};

/** localStorage, or null where the browser refuses it (privacy modes, sandboxed frames). */
export const browserStorage = (): KeyValueStorage | null => {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
};
