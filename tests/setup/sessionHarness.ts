// Runs the real session machine with its server calls scripted, and its storage, toasts and navigation replaced by
// recorders. The actor is created, not started: starting it reads the storage, so a test first fills the storage.
import { createActor, fromPromise, type Actor } from 'xstate';
import type { LoginCredentials } from '../../src/api/auth';
import { ApiError } from '../../src/api/client';
import { STORAGE_KEYS } from '../../src/domain/constants';
import { serialiseStoredUser, type AccountUser, type RegisterDetails } from '../../src/domain/session';
import type { ApiSuccess, LoginResponseData } from '../../src/domain/types';
import { sessionMachine } from '../../src/machines/session';
import { clearStoredSession, readStoredSession, writeStoredSession, type KeyValueStorage } from '../../src/views/session/sessionStorage';
import { settle, type RunOptions } from './flowModel';
import { ScriptedCalls } from './scriptedCalls';

export type CallName = 'status' | 'login' | 'register' | 'logout';
export const CALL_NAMES: readonly CallName[] = ['status', 'login', 'register', 'logout'];

export const storedCustomer: AccountUser = { id: 'c-1', name: 'Ayesha Khan', email: 'ayesha@example.com' };
/** The server's current view of the same customer (the name changed since it was stored). */
export const serverCustomer: AccountUser = { id: 'c-1', name: 'Ayesha K. Khan', email: 'ayesha@example.com' };
/** The same customer after saving a new name and email on the profile page. */
export const renamedCustomer: AccountUser = { id: 'c-1', name: 'Ayesha Siddiqui', email: 'ayesha.siddiqui@example.com' };

type AccountAnswer = ApiSuccess<LoginResponseData>;

export const accountAnswer = (role: string, user: AccountUser = serverCustomer) => ({ success: true, message: 'ok', data: { role, user } }) as AccountAnswer;

export class SessionHarness {
  readonly entries = new Map<string, string>();
  unreadable = false;
  readonly server = new ScriptedCalls<CallName>();
  navigations: Array<{ to: string; replace: boolean }> = [];
  toasts: Array<{ kind: string; message: string }> = [];
  readonly actor: Actor<typeof sessionMachine>;

  readonly storage: KeyValueStorage = {
    getItem: (key) => {
      if (this.unreadable) throw new DOMException('The operation is insecure.', 'SecurityError');
      return this.entries.get(key) ?? null;
    },
    setItem: (key, value) => void this.entries.set(key, value),
    removeItem: (key) => void this.entries.delete(key),
  };

  /** `options`: the flow model's recorder and clock, when a model-based path runs it. */
  constructor(options: Partial<RunOptions> = {}) {
    const { server } = this;
    const logic = sessionMachine.provide({
      actors: {
        storedSession: fromPromise(async () => readStoredSession(this.storage)),
        sessionStatus: server.actor<AccountAnswer>('status'),
        login: server.actor<AccountAnswer, LoginCredentials>('login'),
        register: server.actor<AccountAnswer, RegisterDetails>('register'),
        logout: server.actor<unknown>('logout'),
      },
      actions: {
        persistSession: (_, { user, role }) => writeStoredSession(this.storage, user, role),
        clearStoredSession: () => clearStoredSession(this.storage),
        notify: (_, toast) => void this.toasts.push(toast),
        navigate: (_, { to, replace }) => void this.navigations.push({ to, replace: replace ?? false }),
      },
    });
    this.actor = createActor(logic, options);
  }

  /** The server calls made since the last step began. */
  get calls() {
    return this.server.calls;
  }

  /** The one call in flight. */
  get pendingCall(): CallName {
    return this.server.inFlight(CALL_NAMES);
  }

  storeSession(user: AccountUser, role: string) {
    this.entries.set(STORAGE_KEYS.user, serialiseStoredUser(user));
    this.entries.set(STORAGE_KEYS.role, role);
  }

  /** What localStorage would hold now. */
  stored() {
    return { user: this.entries.get(STORAGE_KEYS.user) ?? null, role: this.entries.get(STORAGE_KEYS.role) ?? null };
  }

  /** Forgets what the previous step caused, so each step's effects are checked on their own. */
  beginStep() {
    this.server.beginStep();
    this.navigations = [];
    this.toasts = [];
  }

  answer(name: CallName, value: unknown) {
    this.server.answer(name, value);
  }

  fail(name: CallName, error: unknown) {
    this.server.fail(name, error);
  }

  settle = settle;
}

export const refusal = (message: string, status: number, fieldErrors: Record<string, string[]> = {}) => new ApiError(message, status, fieldErrors);
