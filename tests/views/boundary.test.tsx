// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages } from '../../src/domain/messages';
import ErrorBoundary from '../../src/views/ErrorBoundary';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function Exploding(): never {
  throw new Error('render failed');
}

describe('error boundary', () => {
  it('renders its children when nothing fails', () => {
    render(
      <ErrorBoundary>
        <p>All good</p>
      </ErrorBoundary>,
    );
    expect(screen.getByText('All good')).toBeTruthy();
  });

  it('shows the fallback for a throwing child, and Reload Page reloads', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload } as Location);
    render(
      <ErrorBoundary>
        <Exploding />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: messages.boundary.title })).toBeTruthy();
    expect(screen.getByText(messages.boundary.detail)).toBeTruthy();
    expect(screen.getByText(messages.boundary.routerFallback)).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: messages.boundary.reload }));
    expect(reload).toHaveBeenCalledOnce();
  });
});
