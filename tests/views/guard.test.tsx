// @vitest-environment happy-dom
import '../setup/dom';
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Route, Switch } from 'wouter';
import { ApiError } from '../../src/api/client';
import { STORAGE_KEYS } from '../../src/domain/constants';
import { messages } from '../../src/domain/messages';
import type { ApiSuccess, LoginResponseData } from '../../src/domain/types';
import RequireAuth from '../../src/views/RequireAuth';
import { renderWithSession, serverStubs } from '../setup/renderWithSession';

const customer = { id: 'c-3', name: 'Hamza Ali', email: 'hamza@example.com' };

const routes = (
  <Switch>
    <Route path="/login">Sign-in page</Route>
    <Route path="/book">
      <RequireAuth>Booking wizard</RequireAuth>
    </Route>
  </Switch>
);

const storeCustomer = () => {
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(customer));
  localStorage.setItem(STORAGE_KEYS.role, 'customer');
};

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('RequireAuth', () => {
  it("shows 'Authenticating...' while verifying, then replaces /book with /login?redirect=/book", async () => {
    storeCustomer();
    const server = serverStubs();
    const verification = deferred<ApiSuccess<LoginResponseData>>();
    server.status.mockReturnValue(verification.promise);
    const { location } = renderWithSession(routes, { path: '/book', server });

    expect(await screen.findByText(messages.auth.authenticating)).toBeTruthy();
    await waitFor(() => expect(server.status).toHaveBeenCalledTimes(1));
    await act(async () => verification.reject(new ApiError(messages.auth.notAuthenticated, 401)));

    await waitFor(() => expect(screen.getByText('Sign-in page')).toBeTruthy());
    expect(location.history).toEqual(['/login?redirect=/book']);
    expect(localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
  });

  it('sends a visitor with nothing stored to sign in without asking the server', async () => {
    const { location, server } = renderWithSession(routes, { path: '/book' });
    await waitFor(() => expect(location.history).toEqual(['/login?redirect=/book']));
    expect(server.status).not.toHaveBeenCalled();
  });

  it('shows the page once the stored customer is verified', async () => {
    storeCustomer();
    const server = serverStubs();
    server.status.mockResolvedValue({ success: true, data: { role: 'customer', user: customer } });
    const { location } = renderWithSession(routes, { path: '/book', server });
    expect(await screen.findByText('Booking wizard')).toBeTruthy();
    expect(location.history).toEqual(['/book']);
  });
});
