// @vitest-environment happy-dom
import '../setup/dom';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/api/client';
import { STORAGE_KEYS } from '../../src/domain/constants';
import { messages } from '../../src/domain/messages';
import RegisterPage from '../../src/views/pages/RegisterPage';
import { renderWithSession, serverStubs } from '../setup/renderWithSession';

const submit = (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: 'Create Account' }));

/** The error text tied to a field by aria-describedby. */
const errorOf = (label: string) => {
  const input = screen.getByLabelText(label);
  const ids = input.getAttribute('aria-describedby')?.split(' ') ?? [];
  const texts = ids.map((id) => document.getElementById(id)?.textContent ?? '');
  return { invalid: input.getAttribute('aria-invalid') === 'true', texts };
};

describe('RegisterPage', () => {
  it('shows each required-field message under its input and makes no call', async () => {
    const { server } = renderWithSession(<RegisterPage />, { path: '/register' });
    const user = userEvent.setup();
    expect(screen.getByRole('heading', { level: 1, name: 'Create Account' })).toBeTruthy();
    await submit(user);

    expect(errorOf('Full Name')).toEqual({ invalid: true, texts: [messages.register.fullNameRequired] });
    expect(errorOf('Email Address')).toEqual({ invalid: true, texts: [messages.register.emailRequired] });
    expect(errorOf('Phone Number').invalid).toBe(true);
    expect(errorOf('Phone Number').texts).toContain(messages.register.phoneRequired);
    expect(errorOf('Password').texts).toContain(messages.register.passwordRequired);
    expect(errorOf('Confirm Password')).toEqual({ invalid: true, texts: [messages.register.confirmPasswordRequired] });
    expect(document.activeElement).toBe(screen.getByLabelText('Full Name'));
    expect(server.register).not.toHaveBeenCalled();
  });

  it('shows the invalid-email, short-password and mismatch messages', async () => {
    const { server } = renderWithSession(<RegisterPage />, { path: '/register' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Full Name'), 'Sana Mir');
    await user.type(screen.getByLabelText('Email Address'), 'sana-at-example');
    await user.type(screen.getByLabelText('Phone Number'), '0300123');
    await user.type(screen.getByLabelText('Password'), '123');
    await user.type(screen.getByLabelText('Confirm Password'), '1234');
    await submit(user);

    expect(errorOf('Full Name')).toEqual({ invalid: false, texts: [] });
    expect(errorOf('Email Address').texts).toEqual([messages.register.emailInvalid]);
    expect(errorOf('Phone Number').texts).toContain(messages.register.phoneInvalid);
    expect(errorOf('Password').texts).toContain(messages.register.passwordTooShort);

    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), 'secret123');
    await submit(user);
    expect(errorOf('Confirm Password').texts).toEqual([messages.register.passwordsDoNotMatch]);
    expect(server.register).not.toHaveBeenCalled();
  });

  it('formats the phone as 03 followed by digits, at most 11', async () => {
    renderWithSession(<RegisterPage />, { path: '/register' });
    const user = userEvent.setup();
    const phone = screen.getByLabelText('Phone Number') as HTMLInputElement;
    expect(phone.getAttribute('inputmode')).toBe('numeric');
    expect(phone.getAttribute('placeholder')).toBe('03XXXXXXXXX');
    await user.type(phone, '3a0-0 12');
    expect(phone.value).toBe('030012');
    await user.type(phone, '3456789');
    expect(phone.value).toBe('03001234567');
    await user.type(phone, '8');
    expect(phone.value).toBe('03001234567');
  });

  it('keeps every digit of a pasted number with a dash, and applies 03 when a selection is typed over', async () => {
    renderWithSession(<RegisterPage />, { path: '/register' });
    const user = userEvent.setup();
    const phone = screen.getByLabelText('Phone Number') as HTMLInputElement;
    await user.click(phone);
    await user.paste('0300-1234567');
    expect(phone.value).toBe('03001234567');

    await user.type(phone, '3', { initialSelectionStart: 0, initialSelectionEnd: phone.value.length });
    expect(phone.value).toBe('03');
    await user.type(phone, '21');
    expect(phone.value).toBe('0321');
    await user.type(phone, '{Backspace}{Backspace}');
    expect(phone.value).toBe('03');
  });

  it('has show/hide toggles and the agreement and sign-in links', () => {
    renderWithSession(<RegisterPage />, { path: '/register' });
    expect(screen.getByRole('button', { name: 'Show password' }).getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByRole('button', { name: 'Show confirm password' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Terms of Service' }).getAttribute('href')).toBe('/terms');
    expect(screen.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/privacy');
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
  });

  it('creates the account, signs in and goes home (deviation 7)', async () => {
    const server = serverStubs();
    const created = { id: 'c-9', name: 'Sana Mir', email: 'sana@example.com' };
    server.register.mockResolvedValue({ success: true, message: messages.register.success, data: { role: 'customer', user: created } });
    const { location } = renderWithSession(<RegisterPage />, { path: '/register', server });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Full Name'), 'Sana Mir');
    await user.type(screen.getByLabelText('Email Address'), 'Sana@Example.com');
    await user.type(screen.getByLabelText('Phone Number'), '03001234567');
    await user.type(screen.getByLabelText('Password'), 'secret123');
    await user.type(screen.getByLabelText('Confirm Password'), 'secret123');
    await submit(user);

    await waitFor(() => expect(location.history?.at(-1)).toBe('/'));
    expect(server.register).toHaveBeenCalledWith(
      { fullName: 'Sana Mir', email: 'Sana@Example.com', phone: '03001234567', password: 'secret123' },
      expect.any(AbortSignal),
    );
    expect(await screen.findByText(messages.register.success)).toBeTruthy();
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.user) ?? 'null')).toEqual(created);
  });

  it('shows a duplicate-email refusal from the server', async () => {
    const server = serverStubs();
    server.register.mockRejectedValue(new ApiError(messages.auth.emailTaken, 409, { email: [messages.auth.emailTaken] }));
    renderWithSession(<RegisterPage />, { path: '/register', server });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Full Name'), 'Sana Mir');
    await user.type(screen.getByLabelText('Email Address'), 'sana@example.com');
    await user.type(screen.getByLabelText('Phone Number'), '03001234567');
    await user.type(screen.getByLabelText('Password'), 'secret123');
    await user.type(screen.getByLabelText('Confirm Password'), 'secret123');
    await submit(user);

    expect((await screen.findByRole('alert')).textContent).toBe(messages.auth.emailTaken);
    expect(errorOf('Email Address').texts).toEqual([messages.auth.emailTaken]);
  });
});
