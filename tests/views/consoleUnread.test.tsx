// @vitest-environment happy-dom
// The console header's unread count: the Inbox link (and the narrow screen's menu button) carries it as a small badge
// whose number screen readers hear as part of the name ("Inbox, 3 unread"); no badge when nothing is unread.
import '../setup/dom';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { ConsoleHeader } from '../../src/views/staff/layout/ConsoleHeader';
import { STAFF } from '../models/staffSession';

const renderHeader = (unread: number | null) => {
  const location = memoryLocation({ path: '/staff' });
  return render(
    <Router hook={location.hook}>
      <ConsoleHeader session={STAFF} signingOut={false} onSignOut={() => {}} onChangePassword={() => {}} unread={unread} />
    </Router>,
  );
};

describe('unread count in the console header', () => {
  it('names the Inbox link with the count, and the menu button too', () => {
    renderHeader(3);
    expect(screen.getAllByRole('link', { name: 'Inbox, 3 unread' }).length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: /^Menu, 3 unread$/ })).toBeTruthy();
  });

  it('shows no count when nothing is unread or the count is not known yet', () => {
    for (const unread of [0, null]) {
      const { unmount } = renderHeader(unread);
      expect(screen.getAllByRole('link', { name: 'Inbox' }).length).toBeGreaterThan(0);
      unmount();
    }
  });

  it('shows 99+ past 99', () => {
    renderHeader(150);
    expect(screen.getAllByText('99+').length).toBeGreaterThan(0);
    expect(screen.getAllByRole('link', { name: 'Inbox, 150 unread' }).length).toBeGreaterThan(0);
  });
});
