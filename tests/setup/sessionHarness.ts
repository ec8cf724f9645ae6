// Runs the real session machine with its server, storage, toasts and navigation replaced by recorders.
import { createActor, fromPromise, type Actor, type NonReducibleUnknown } from 'xstate';
import type { LoginCredentials } from '../../src/api/auth';
import { ApiError } from '../../src/api/client';
import { STORAGE_KEYS } from '../../src/domain/constants';
import { serialiseStoredUser, type AccountUser, type RegisterDetails } from '../../src/domain/session';
import type { ApiSuccess, LoginResponseData } from '../../src/domain/types';
import { sessionMachine } from '../../src/machines/session';
import { clearStoredSession, readStoredSession, writeStoredSession, type KeyValueStorage } from '../../src/views/session/sessionStorage';

export type CallName = 'status' | 'login' | 'register' | 'logout';

export const storedCustomer: AccountUser = { id: 'c-1', name: 'Ayesha Khan', email: 'ayesha@example.com' };
/** The server's current view of the same customer (the name changed since it was stored). */
export const serverCustomer: AccountUser = { id: 'c-1', name: 'Ayesha K. Khan', email: 'ayesha@example.com' };

export const accountAnswer = (role: string, user: AccountUser = serverCustomer) =>
  ({ success: true, message: 'ok', data: { role, user } }) as ApiSuccess<LoginResponseData>;

interface PendingCall {
  name: CallName;
  input: unknown;
  signal: AbortSignal;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

type AccountAnswer = ApiSuccess<LoginResponseData>;

export class SessionHarness {
  readonly entries = new Map<string, string>();
  unreadable = false;
  calls: Array<{ name: CallName; input: unknown }> = [];
  navigations: Array<{ to: string; replace: boolean }> = [];
  toasts: Array<{ kind: string; message: string }> = [];
  pending: PendingCall | null = null;
  readonly actor: Actor<typeof sessionMachine>;

  readonly storage: KeyValueStorage = {
    getItem: (key) => {
      if (this.unreadable) throw new DOMException('The operation is insecure.', 'SecurityError');
      return this.entries.get(key) ?? null;
    },
    setItem: (key, value) => void this.entries.set(key, value),
    removeItem: (key) => void this.entries.delete(key),
  };

  constructor() {
    const call = <TOutput, TInput = NonReducibleUnknown>(name: CallName) =>
      fromPromise<TOutput, TInput>(
        ({ input, signal }) =>
          new Promise<TOutput>((resolve, reject) => {
            this.calls.push({ name, input });
            this.pending = { name, input, signal, resolve: resolve as (value: unknown) => void, reject };
          }),
      );
    const logic = sessionMachine.provide({
      actors: {
        storedSession: fromPromise(async () => readStoredSession(this.storage)),
        sessionStatus: call<AccountAnswer>('status'),
        login: call<AccountAnswer, LoginCredentials>('login'),
        register: call<AccountAnswer, RegisterDetails>('register'),
        logout: call<unknown>('logout'),
      },
      actions: {
        persistSession: (_, { user, role }) => writeStoredSession(this.storage, user, role),
        clearStoredSession: () => clearStoredSession(this.storage),
        notify: (_, toast) => void this.toasts.push(toast),
        navigate: (_, { to, replace }) => void this.navigations.push({ to, replace: replace ?? false }),
      },
    });
    this.actor = createActor(logic);
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
    this.calls = [];
    this.navigations = [];
    this.toasts = [];
  }

  answer(name: CallName, value: unknown) {
    this.takePending(name).resolve(value);
  }

  fail(name: CallName, error: unknown) {
    this.takePending(name).reject(error);
  }

  private takePending(name: CallName) {
    const pending = this.pending;
    if (!pending || pending.name !== name) throw new Error(`expected a pending ${name} call, found ${pending?.name ?? 'none'}`);
    this.pending = null;
    return pending;
  }

  /** Lets promise actors settle and the machine react. */
  settle = () => new Promise((resolve) => setTimeout(resolve, 0));
}

export const refusal = (message: string, status: number, fieldErrors: Record<string, string[]> = {}) => new ApiError(message, status, fieldErrors);
