// @vitest-environment happy-dom
// The console's Settings page as an admin and a staff member see it, with the server stubbed: the form filled from
// the stored settings, labels tied to every field, errors from the shared schema with focus on the first, a save that
// sends every setting, the server's refusal beside its field, and "only an admin" with no call for staff.
import '../setup/dom';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'react-hot-toast';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { ApiError } from '../../src/api/client';
import { settingsContent as content } from '../../src/domain/console/settingsContent';
import type { StaffSessionData } from '../../src/domain/staff';
import SettingsPage from '../../src/views/staff/settings/SettingsPage';
import { StaffSessionContext } from '../../src/views/staff/staffSessionContext';
import { STORED } from '../models/workshopSettings';
import { STAFF } from '../models/staffSession';
import { workshopMessages } from '../../src/domain/messageAreas/workshop';
import { backupMessages } from '../../src/domain/messageAreas/backups';
import { AFTER_FAILURE, DISK_FULL, ONE_BACKUP, WRITTEN } from '../models/backups';

const api = vi.hoisted(() => ({ getSettings: vi.fn(), saveSettings: vi.fn() }));
vi.mock('../../src/api/workshop', () => api);
const backupsApi = vi.hoisted(() => ({ loadBackups: vi.fn(), takeBackup: vi.fn() }));
vi.mock('../../src/api/backups', () => backupsApi);

const ADMIN: StaffSessionData = { ...STAFF, role: 'admin' };

function renderSettings(session: StaffSessionData = ADMIN) {
  const location = memoryLocation({ path: '/staff/settings' });
  render(
    <Router hook={location.hook}>
      <StaffSessionContext.Provider value={session}>
        <SettingsPage />
        <Toaster />
      </StaffSessionContext.Provider>
    </Router>,
  );
  return userEvent.setup();
}

const field = (name: keyof typeof content.fields) => screen.getByLabelText(new RegExp(`^${content.fields[name].replace(/[()]/g, '\\$&')}`)) as HTMLInputElement;

beforeEach(() => {
  Object.values(api).forEach((mock) => mock.mockReset());
  api.getSettings.mockResolvedValue(STORED);
  Object.values(backupsApi).forEach((mock) => mock.mockReset());
  backupsApi.loadBackups.mockResolvedValue(ONE_BACKUP);
});

describe('backups panel', () => {
  it('shows the last backup with its download, backs up now with a toast, then shows a failure the server recorded', async () => {
    backupsApi.takeBackup.mockResolvedValue({ message: WRITTEN, backup: ONE_BACKUP.backups[0] });
    const user = renderSettings();
    expect(await screen.findByRole('heading', { level: 2, name: backupMessages.backups.title })).toBeTruthy();
    const file = ONE_BACKUP.backups[0]?.file ?? '';
    const link = await screen.findByRole('link', { name: backupMessages.backups.download(file) });
    expect(link.getAttribute('href')).toBe(`/api/ops/backups/${file}`);
    backupsApi.loadBackups.mockResolvedValue(AFTER_FAILURE);
    await user.click(screen.getByRole('button', { name: backupMessages.backups.backUpNow }));
    expect(await screen.findByText(WRITTEN)).toBeTruthy();
    expect(await screen.findByText(new RegExp(DISK_FULL.replace(/[.]/g, '\\.')))).toBeTruthy();
    expect(backupsApi.takeBackup).toHaveBeenCalledTimes(1);
  });

  it('is not shown to staff', async () => {
    renderSettings(STAFF);
    await screen.findByRole('heading', { level: 1 });
    expect(backupsApi.loadBackups).not.toHaveBeenCalled();
  });
});

describe('settings page', () => {
  it('fills the form from the stored settings and saves every setting as typed, with a toast', async () => {
    api.saveSettings.mockResolvedValue({ message: 'Settings saved.' });
    const user = renderSettings();
    expect(await screen.findByRole('heading', { level: 1, name: content.title })).toBeTruthy();
    await waitFor(() => expect(field('name').value).toBe(STORED.name));
    expect(field('home_cars').value).toBe('5000');
    expect(field('reminder_hours').value).toBe('24');
    const confirm = screen.getByRole('checkbox', { name: content.fields.confirm_web_bookings }) as HTMLInputElement;
    expect(confirm.checked).toBe(false);

    await user.clear(field('name'));
    await user.type(field('name'), 'Gulshan Car Care');
    await user.type(field('ntn'), '1234567-8');
    await user.clear(field('reminder_hours'));
    await user.click(confirm);
    await user.click(screen.getByRole('button', { name: content.save }));

    await waitFor(() =>
      expect(api.saveSettings).toHaveBeenCalledWith({ ...STORED, name: 'Gulshan Car Care', ntn: '1234567-8', reminder_hours: null, confirm_web_bookings: true }, expect.any(AbortSignal)),
    );
    expect(await screen.findByText('Settings saved.')).toBeTruthy();
  });

  it('shows the shared schema’s errors tied to their fields and moves focus to the first, sending nothing', async () => {
    const user = renderSettings();
    await waitFor(() => expect(field('name').value).toBe(STORED.name));
    await user.clear(field('name'));
    await user.clear(field('home_years'));
    await user.type(field('home_years'), '-2');
    await user.click(screen.getByRole('button', { name: content.save }));

    const name = field('name');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(name.getAttribute('aria-describedby')!.split(' ')[0]!)?.textContent).toBe(workshopMessages.workshop.nameInvalid);
    expect(screen.getByText(workshopMessages.workshop.figureInvalid)).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(name));
    expect(api.saveSettings).not.toHaveBeenCalled();
  });

  it('shows the server’s refusal and its field error', async () => {
    api.saveSettings.mockRejectedValue(new ApiError(workshopMessages.workshop.phoneInvalid, 400, { phone: [workshopMessages.workshop.phoneInvalid] }));
    const user = renderSettings();
    await waitFor(() => expect(field('name').value).toBe(STORED.name));
    await user.click(screen.getByRole('button', { name: content.save }));
    await waitFor(() => expect(field('phone').getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText(workshopMessages.workshop.phoneInvalid).length).toBeGreaterThanOrEqual(1);
  });

  it('shows the deposit group with its help, and sends the deposit rule typed, an empty amount as none', async () => {
    api.saveSettings.mockResolvedValue({ message: 'Settings saved.' });
    const user = renderSettings();
    await waitFor(() => expect(field('deposit_percent').value).toBe('25'));
    const group = screen.getByRole('region', { name: content.sections.deposits });
    expect(group.textContent).toContain(content.hints.deposits);
    expect(field('deposit_threshold').value).toBe('');
    expect(field('deposit_hold_minutes').value).toBe('60');
    expect(field('deposit_threshold').getAttribute('aria-describedby')).toBe('settings-deposit_threshold-hint');

    await user.type(field('deposit_threshold'), '10000');
    await user.clear(field('deposit_percent'));
    await user.type(field('deposit_percent'), '30');
    await user.clear(field('deposit_hold_minutes'));
    await user.type(field('deposit_hold_minutes'), '120');
    await user.click(screen.getByRole('button', { name: content.save }));
    await waitFor(() =>
      expect(api.saveSettings).toHaveBeenCalledWith({ ...STORED, deposit_threshold: 10000, deposit_percent: 30, deposit_hold_minutes: 120 }, expect.any(AbortSignal)),
    );

    await user.clear(field('deposit_threshold'));
    await user.click(screen.getByRole('button', { name: content.save }));
    await waitFor(() => expect(api.saveSettings).toHaveBeenLastCalledWith(expect.objectContaining({ deposit_threshold: null }), expect.any(AbortSignal)));
  });

  it('shows each deposit field’s own error from the shared schema, focusing the first, and sends nothing', async () => {
    const user = renderSettings();
    await waitFor(() => expect(field('deposit_percent').value).toBe('25'));
    await user.type(field('deposit_threshold'), '0');
    await user.clear(field('deposit_percent'));
    await user.type(field('deposit_percent'), '95');
    await user.clear(field('deposit_hold_minutes'));
    await user.click(screen.getByRole('button', { name: content.save }));

    const errorOf = (input: HTMLInputElement) => document.getElementById(input.getAttribute('aria-describedby')!.split(' ')[0]!)?.textContent;
    expect(errorOf(field('deposit_threshold'))).toBe(workshopMessages.workshop.depositThresholdInvalid);
    expect(errorOf(field('deposit_percent'))).toBe(workshopMessages.workshop.depositPercentInvalid);
    expect(errorOf(field('deposit_hold_minutes'))).toBe(workshopMessages.workshop.depositHoldInvalid);
    await waitFor(() => expect(document.activeElement).toBe(field('deposit_threshold')));
    expect(api.saveSettings).not.toHaveBeenCalled();

    await user.type(field('deposit_percent'), '{Backspace}{Backspace}30');
    expect(field('deposit_percent').getAttribute('aria-invalid')).toBeNull();
    expect(field('deposit_threshold').getAttribute('aria-invalid')).toBe('true');
  });

  it('tells a staff member only an admin changes the settings, and asks the server nothing', async () => {
    renderSettings(STAFF);
    expect(await screen.findByRole('heading', { name: content.adminOnlyTitle })).toBeTruthy();
    expect(api.getSettings).not.toHaveBeenCalled();
  });

  it('shows a failed load with Retry, which loads again', async () => {
    api.getSettings.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const user = renderSettings();
    expect(await screen.findByText(content.loadFailed)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(field('name').value).toBe(STORED.name));
  });
});
