// @vitest-environment happy-dom
// Forgot Password rendering the real forgot-password machine with its server call stubbed: the email checked under
// its field, the request sent, the confirmation with Send again, and a refusal above the form.
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
import { forgotPasswordMachine } from '../../src/machines/forgotPassword';
import ForgotPasswordPage from '../../src/views/pages/ForgotPasswordPage';

function renderPage(request: (email: string) => Promise<MessageResponse>) {
  const requestResetLink = vi.fn(({ input }: { input: { email: string } }) => request(input.email));
  const logic = forgotPasswordMachine.provide({ actors: { requestResetLink: fromPromise(requestResetLink) } });
  render(
    <Router hook={memoryLocation({ path: '/forgot-password' }).hook}>
      <ForgotPasswordPage logic={logic} />
    </Router>,
  );
  return { user: userEvent.setup(), requestResetLink };
}

const emailField = () => screen.getByLabelText('Email Address') as HTMLInputElement;
const errorUnder = (input: HTMLElement) => document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent ?? null;

describe('ForgotPasswordPage', () => {
  it('shows the email messages under the field and sends nothing until the address is valid', async () => {
    const { user, requestResetLink } = renderPage(() => new Promise(() => {}));
    expect(screen.getByRole('heading', { level: 1, name: 'Forgot Password' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(emailField().getAttribute('aria-invalid')).toBe('true');
    expect(errorUnder(emailField())).toBe(messages.register.emailRequired);

    await user.type(emailField(), 'ayesha@');
    expect(emailField().getAttribute('aria-invalid')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(errorUnder(emailField())).toBe(messages.register.emailInvalid);
    expect(requestResetLink).not.toHaveBeenCalled();
  });

  it('asks for the link, confirms with the same sentence for any address, and Send again keeps the address', async () => {
    const { user, requestResetLink } = renderPage(async () => ({ success: true, message: messages.auth.forgotPasswordSent }));
    await user.type(emailField(), 'ayesha@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));

    expect((await screen.findByRole('status')).textContent).toBe(messages.auth.forgotPasswordSent);
    expect(requestResetLink.mock.calls[0]?.[0].input).toEqual({ email: 'ayesha@example.com' });
    await user.click(screen.getByRole('button', { name: 'Send again' }));
    expect(emailField().value).toBe('ayesha@example.com');
    expect(screen.getByRole('link', { name: 'Back to sign in' }).getAttribute('href')).toBe('/login');
  });

  it('shows a refusal above the form, busy while it waits', async () => {
    let refuse: (error: unknown) => void = () => {};
    const { user } = renderPage(() => new Promise((_, reject) => (refuse = reject)));
    await user.type(emailField(), 'ayesha@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect((screen.getByRole('button', { name: 'Sending...' }) as HTMLButtonElement).disabled).toBe(true);

    refuse(new ApiError(messages.auth.tooManyAttempts, 429));
    expect((await screen.findByRole('alert')).textContent).toBe(messages.auth.tooManyAttempts);
    expect(emailField().value).toBe('ayesha@example.com');
  });
});
