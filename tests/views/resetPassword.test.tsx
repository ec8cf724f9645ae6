// @vitest-environment happy-dom
// Reset Password rendering the real reset-password machine with its server call stubbed: a link without a token, the
// passwords checked under their fields, the reset sent with the link's token, the confirmation, and a refusal.
import '../setup/dom';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { fromPromise } from 'xstate';
import type { MessageResponse } from '../../src/api/auth';
import { ApiError } from '../../src/api/client';
import { messages } from '../../src/domain/messages';
import { resetPasswordMachine } from '../../src/machines/resetPassword';
import ResetPasswordPage from '../../src/views/pages/ResetPasswordPage';

function renderPage(path: string, reset: (request: { token: string; password: string }) => Promise<MessageResponse> = () => new Promise(() => {})) {
  const resetPassword = vi.fn(reset);
  const logic = resetPasswordMachine.provide({ actors: { resetPassword: fromPromise(({ input }: { input: { token: string; password: string } }) => resetPassword(input)) } });
  const location = memoryLocation({ path });
  render(
    <Router hook={location.hook} searchHook={location.searchHook}>
      <ResetPasswordPage logic={logic} />
    </Router>,
  );
  return { user: userEvent.setup(), resetPassword };
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const errorUnder = (input: HTMLElement) => document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent ?? null;
const submit = (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: 'Reset Password' }));

describe('ResetPasswordPage', () => {
  it('says the link is not valid without a token, with a way to ask for a new one', () => {
    renderPage('/reset-password');
    expect(screen.getByRole('alert').textContent).toContain(messages.account.resetLinkInvalid);
    expect(screen.getByRole('link', { name: 'Request a new link' }).getAttribute('href')).toBe('/forgot-password');
    expect(screen.queryByLabelText('New Password')).toBeNull();
  });

  it('shows the password messages under their fields and sends nothing until they pass', async () => {
    const { user, resetPassword } = renderPage('/reset-password?token=tok-1');
    await submit(user);
    expect(errorUnder(field('New Password'))).toBe(messages.register.passwordRequired);

    await user.type(field('New Password'), '123');
    expect(field('New Password').getAttribute('aria-invalid')).toBeNull();
    await submit(user);
    expect(errorUnder(field('New Password'))).toBe(messages.register.passwordTooShort);

    await user.type(field('New Password'), '456789');
    await user.type(field('Confirm New Password'), '1234567');
    await submit(user);
    expect(errorUnder(field('Confirm New Password'))).toBe(messages.register.passwordsDoNotMatch);
    expect(resetPassword).not.toHaveBeenCalled();
  });

  it('resets with the link’s token and shows the server’s confirmation with a way to sign in', async () => {
    const { user, resetPassword } = renderPage('/reset-password?token=tok-1', async () => ({ success: true, message: messages.account.passwordChanged }));
    await user.type(field('New Password'), 'secret123');
    await user.type(field('Confirm New Password'), 'secret123');
    await submit(user);

    expect((await screen.findByRole('status')).textContent).toBe(messages.account.passwordChanged);
    expect(resetPassword).toHaveBeenCalledWith({ token: 'tok-1', password: 'secret123' });
    expect(screen.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/login');
  });

  it('shows a refusal above the form and keeps what was typed', async () => {
    const { user } = renderPage('/reset-password?token=used', () => Promise.reject(new ApiError(messages.account.resetLinkInvalid, 400)));
    await user.type(field('New Password'), 'secret123');
    await user.type(field('Confirm New Password'), 'secret123');
    await submit(user);

    expect((await screen.findByRole('alert')).textContent).toBe(messages.account.resetLinkInvalid);
    expect(field('New Password').value).toBe('secret123');
  });
});
