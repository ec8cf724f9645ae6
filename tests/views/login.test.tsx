// @vitest-environment happy-dom
import '../setup/dom';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../src/api/client';
import { STORAGE_KEYS } from '../../src/domain/constants';
import { messages } from '../../src/domain/messages';
import LoginPage from '../../src/views/pages/LoginPage';
import { renderWithSession, serverStubs } from '../setup/renderWithSession';

const customer = { id: 'c-7', name: 'Bilal Ahmed', email: 'bilal@example.com' };

async function fillAndSubmit(email: string, password: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email Address'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
  return user;
}

describe('LoginPage', () => {
  it('refuses a short password before any network call', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const { server } = renderWithSession(<LoginPage />, { path: '/login' });
    await fillAndSubmit('bilal@example.com', '12345');

    expect(await screen.findByRole('alert')).toHaveProperty('textContent', messages.auth.passwordTooShortLogin);
    // shown in the form and as an error toast
    await waitFor(() => expect(screen.getAllByText(messages.auth.passwordTooShortLogin)).toHaveLength(2));
    expect(server.login).not.toHaveBeenCalled();
    expect(fetchSpy).not.toHaveBeenCalled();
    fetchSpy.mockRestore();
  });

  it('labels every input, toggles the password and links to sign up and forgot password', async () => {
    renderWithSession(<LoginPage />, { path: '/login' });
    const user = userEvent.setup();
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome Back' })).toBeTruthy();
    const password = screen.getByLabelText('Password');
    expect(password.getAttribute('type')).toBe('password');
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(password.getAttribute('type')).toBe('text');
    expect(screen.getByLabelText('Remember me')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe('/forgot-password');
    expect(screen.getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe('/register');
  });

  it('signs in, keeps the user, and returns to the page named by ?redirect', async () => {
    const server = serverStubs();
    server.login.mockResolvedValue({ success: true, message: 'Login successful', data: { role: 'customer', user: customer } });
    const { location } = renderWithSession(<LoginPage />, { path: '/login?redirect=/book', server });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email Address'), customer.email);
    await user.type(screen.getByLabelText('Password'), 'secret123');
    await user.click(screen.getByLabelText('Remember me'));
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    await waitFor(() => expect(location.history?.at(-1)).toBe('/book'));
    expect(server.login).toHaveBeenCalledWith({ email: customer.email, password: 'secret123', remember: true }, expect.any(AbortSignal));
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.user) ?? 'null')).toEqual(customer);
    expect(localStorage.getItem(STORAGE_KEYS.role)).toBe('customer');
  });

  it('shows the server refusal in an alert and keeps the form usable', async () => {
    const server = serverStubs();
    server.login.mockRejectedValue(new ApiError(messages.auth.invalidCredentials, 401));
    renderWithSession(<LoginPage />, { path: '/login', server });
    await fillAndSubmit(customer.email, 'wrong-password');

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(messages.auth.invalidCredentials)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Sign In' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('refuses an account that is not a customer', async () => {
    const server = serverStubs();
    server.login.mockResolvedValue({ success: true, data: { role: 'staff', user: customer } });
    renderWithSession(<LoginPage />, { path: '/login', server });
    await fillAndSubmit(customer.email, 'secret123');
    expect((await screen.findByRole('alert')).textContent).toBe(messages.auth.accessDenied);
    expect(localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
  });
});
