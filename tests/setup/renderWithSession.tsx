// Renders views inside a memory router and a SessionProvider whose server calls are scripted by the test.
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Toaster } from 'react-hot-toast';
import { vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { fromPromise } from 'xstate';
import type { LoginCredentials } from '../../src/api/auth';
import { serialiseStoredUser, type AccountUser, type RegisterDetails } from '../../src/domain/session';
import type { ApiSuccess, LoginResponseData } from '../../src/domain/types';
import { sessionMachine } from '../../src/machines/session';
import RequireAuth from '../../src/views/RequireAuth';
import { LanguageProvider } from '../../src/views/language/LanguageProvider';
import { SessionProvider } from '../../src/views/session/SessionProvider';
import type { KeyValueStorage } from '../../src/views/session/sessionStorage';

type AccountAnswer = ApiSuccess<LoginResponseData>;

/** Server stubs: each is a mock the test can script and inspect; by default a call never answers. */
export function serverStubs() {
  const never = () => new Promise<never>(() => {});
  return {
    status: vi.fn<(signal: AbortSignal) => Promise<AccountAnswer>>(never),
    login: vi.fn<(credentials: LoginCredentials, signal: AbortSignal) => Promise<AccountAnswer>>(never),
    register: vi.fn<(details: RegisterDetails, signal: AbortSignal) => Promise<AccountAnswer>>(never),
    logout: vi.fn<(signal: AbortSignal) => Promise<unknown>>(never),
  };
}

export type ServerStubs = ReturnType<typeof serverStubs>;

export function renderWithSession(ui: ReactNode, options: { path?: string; server?: ServerStubs; storage?: KeyValueStorage | null } = {}) {
  const server = options.server ?? serverStubs();
  const location = memoryLocation({ path: options.path ?? '/', record: true });
  const logic = sessionMachine.provide({
    actors: {
      sessionStatus: fromPromise(({ signal }) => server.status(signal)),
      login: fromPromise(({ input, signal }) => server.login(input, signal)),
      register: fromPromise(({ input, signal }) => server.register(input, signal)),
      logout: fromPromise(({ signal }) => server.logout(signal)),
    },
  });
  const view = render(
    <Router hook={location.hook} searchHook={location.searchHook}>
      <LanguageProvider initial="en">
        {() => (
          <SessionProvider logic={logic} storage={options.storage}>
            {ui}
          </SessionProvider>
        )}
      </LanguageProvider>
      <Toaster position="top-right" />
    </Router>,
  );
  return { ...view, server, location };
}

/** Renders a guarded page for a customer whose stored session the server confirms. */
export function renderSignedIn(ui: ReactNode, customer: AccountUser, path: string) {
  const server = serverStubs();
  server.status.mockResolvedValue({ success: true, data: { role: 'customer', user: customer } });
  const entries = new Map([
    ['user', serialiseStoredUser(customer)],
    ['userRole', 'customer'],
  ]);
  const storage: KeyValueStorage = {
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => void entries.set(key, value),
    removeItem: (key) => void entries.delete(key),
  };
  return renderWithSession(<RequireAuth>{ui}</RequireAuth>, { path, server, storage });
}
