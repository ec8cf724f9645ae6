// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { messages } from '../../src/domain/messages';
import { isAppRoute } from '../../src/domain/routePaths';
import NotFoundPage from '../../src/views/pages/NotFoundPage';
import { NOT_FOUND_WAYS_OUT } from '../fixtures/notFoundWaysOut';

afterEach(cleanup);

describe('404 page', () => {
  it("shows 'Page Not Found' with every way out", async () => {
    const location = memoryLocation({ path: '/no-such-page' });
    render(
      <Router hook={location.hook}>
        <NotFoundPage />
      </Router>,
    );
    expect(screen.getByRole('heading', { level: 1, name: messages.notFound.title })).toBeTruthy();
    for (const [name, href] of NOT_FOUND_WAYS_OUT) {
      expect(screen.getByRole('link', { name }).getAttribute('href')).toBe(href);
    }
    // No way out leads to another Page Not Found: /pricing is a page of its own now.
    for (const link of screen.getAllByRole('link')) expect(isAppRoute(link.getAttribute('href') ?? ''), link.textContent ?? '').toBe(true);
    expect(isAppRoute('/pricing')).toBe(true);
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => undefined);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Go Back' }));
    expect(back).toHaveBeenCalledOnce();
    back.mockRestore();
    expect(document.title).toBe('Page Not Found · ShineWorks');
  });
});

describe('policy pages', () => {
  it('terms has one heading 1 and a cancellations section for the refund policy link', async () => {
    const { default: TermsPage } = await import('../../src/views/pages/TermsPage');
    render(<TermsPage />);
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual(['Terms of Service']);
    const cancellations = document.getElementById('cancellations');
    expect(cancellations?.textContent).toMatch(/before its start time/);
    expect(screen.getByRole('link', { name: /Rescheduling, cancellations and refunds/ }).getAttribute('href')).toBe('#cancellations');
    expect(document.title).toBe('Terms of Service · ShineWorks');
  });

  it('privacy says what is kept and that cookies are for sign-in only', async () => {
    const { default: PrivacyPage } = await import('../../src/views/pages/PrivacyPage');
    render(<PrivacyPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: /Cookies/ })).toBeTruthy();
    expect(screen.getByText(/one keeps you signed in/)).toBeTruthy();
    expect(screen.getByText(/remembers the language you chose/)).toBeTruthy();
  });
});
