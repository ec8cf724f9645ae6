// @vitest-environment happy-dom
// The Capacity page's week of opening hours as an admin uses it, with the server stubbed: every time input named for
// its weekday, a break added on Friday and its times typed, a weekday closed, the start grid and cleanup time chosen,
// all sent in one save; a week the shared schema refuses shows its sentence under the weekday with focus on it; and a
// refusal lists the bookings outside the new hours, each a link to its booking.
import '../setup/dom';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'react-hot-toast';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { ApiError } from '../../src/api/client';
import { capacityContent as content } from '../../src/domain/console/workshopContent';
import type { StaffSessionData } from '../../src/domain/staff';
import CapacityPage from '../../src/views/staff/capacity/CapacityPage';
import { StaffSessionContext } from '../../src/views/staff/staffSessionContext';
import { FRIDAY_WITH_BREAK, REFUSED_HOURS, SETTINGS } from '../models/capacitySettings';
import { STAFF } from '../models/staffSession';
import { workshopMessages } from '../../src/domain/messageAreas/workshop';

const api = vi.hoisted(() => ({ getCapacity: vi.fn(), saveCapacity: vi.fn(), closeDate: vi.fn(), reopenDate: vi.fn() }));
vi.mock('../../src/api/workshop', () => api);

const ADMIN: StaffSessionData = { ...STAFF, role: 'admin' };
const hours = content.hours;

function renderCapacity() {
  const location = memoryLocation({ path: '/staff/capacity' });
  render(
    <Router hook={location.hook}>
      <StaffSessionContext.Provider value={ADMIN}>
        <CapacityPage />
        <Toaster />
      </StaffSessionContext.Provider>
    </Router>,
  );
  return userEvent.setup();
}

const timeInput = (label: string) => screen.getByLabelText(label, { exact: true }) as HTMLInputElement;
const typeTime = (label: string, value: string) => fireEvent.change(timeInput(label), { target: { value } });
const rowOf = (weekday: string) => screen.getByRole('rowheader', { name: weekday }).closest('tr')!;
const save = (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: content.saveCapacity }));

beforeEach(() => {
  Object.values(api).forEach((mock) => mock.mockReset());
  api.getCapacity.mockResolvedValue(SETTINGS);
});

describe('opening hours on the capacity page', () => {
  it('names every time input for its weekday and fills the week, the start grid and the cleanup time', async () => {
    renderCapacity();
    await screen.findByRole('table', { name: hours.caption });
    for (const weekday of hours.weekdays) {
      expect(timeInput(`${weekday} opens`).value).toBe('08:00');
      expect(timeInput(`${weekday} closes`).value).toBe('20:00');
      expect(timeInput(`${weekday} opens`).step).toBe('300');
      expect((within(rowOf(weekday)).getByRole('checkbox', { name: hours.closedLabel(weekday) }) as HTMLInputElement).checked).toBe(false);
    }
    expect((screen.getByLabelText(content.fields.slotMinutes, { exact: false }) as HTMLSelectElement).value).toBe('120');
    expect((screen.getByLabelText(content.fields.bufferMinutes, { exact: false }) as HTMLSelectElement).value).toBe('0');
  });

  it('sends Friday’s prayer break, a closed Sunday, the grid and the cleanup time in one save', async () => {
    api.saveCapacity.mockResolvedValue({ message: content.capacitySaved });
    const user = renderCapacity();
    await screen.findByRole('table', { name: hours.caption });

    await user.click(screen.getByRole('button', { name: hours.addBreakLabel('Friday') }));
    expect(timeInput('Friday closes').value).toBe('13:30');
    expect(timeInput('Friday opens after break 1').value).toBe('14:30');
    typeTime('Friday closes', '13:00');
    await user.click(screen.getByRole('checkbox', { name: hours.closedLabel('Sunday') }));
    expect(within(rowOf('Sunday')).getByText(hours.closedAllDay)).toBeTruthy();
    expect(screen.queryByLabelText('Sunday opens')).toBeNull();
    await user.selectOptions(screen.getByLabelText(content.fields.slotMinutes, { exact: false }), content.minutes(30));
    await user.selectOptions(screen.getByLabelText(content.fields.bufferMinutes, { exact: false }), content.minutes(10));
    await save(user);

    const week = SETTINGS.hours.map((day) => (day.weekday === 5 ? { weekday: 5, periods: FRIDAY_WITH_BREAK } : day.weekday === 7 ? { weekday: 7, periods: [] } : day));
    await waitFor(() => expect(api.saveCapacity).toHaveBeenCalledWith({ bays: SETTINGS.bays, slot_minutes: 30, buffer_minutes: 10, hours: week }, expect.any(AbortSignal)));
    expect(await screen.findByText(content.capacitySaved)).toBeTruthy();
  });

  it('removes a break, and reopens a closed weekday with its hours', async () => {
    const user = renderCapacity();
    await screen.findByRole('table', { name: hours.caption });
    await user.click(screen.getByRole('button', { name: hours.addBreakLabel('Monday') }));
    await user.click(screen.getByRole('button', { name: hours.removeLabel('Monday', 0) }));
    expect(timeInput('Monday opens').value).toBe('14:30');
    expect(screen.queryByRole('button', { name: hours.removeLabel('Monday', 0) })).toBeNull();

    const closed = screen.getByRole('checkbox', { name: hours.closedLabel('Tuesday') });
    await user.click(closed);
    await user.click(closed);
    expect(timeInput('Tuesday opens').value).toBe('08:00');
    await user.click(screen.getByRole('button', { name: hours.copyMonday }));
    expect(timeInput('Tuesday opens').value).toBe('14:30');
  });

  it('shows a refused weekday’s sentence under its row, moves focus there and sends nothing', async () => {
    const user = renderCapacity();
    await screen.findByRole('table', { name: hours.caption });
    typeTime('Friday closes', '07:00');
    await save(user);

    const friday = timeInput('Friday opens');
    expect(friday.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(friday.getAttribute('aria-describedby')!)?.textContent).toBe(workshopMessages.workshop.hoursInvalid);
    expect(within(rowOf('Friday')).getByText(workshopMessages.workshop.hoursInvalid)).toBeTruthy();
    expect(timeInput('Thursday opens').getAttribute('aria-invalid')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(friday));
    expect(api.saveCapacity).not.toHaveBeenCalled();
  });

  it('lists the bookings the new hours would leave out, each a link to its booking', async () => {
    api.saveCapacity.mockRejectedValue(new ApiError(REFUSED_HOURS.message, 409, { bookings: REFUSED_HOURS.bookings }));
    const user = renderCapacity();
    await screen.findByRole('table', { name: hours.caption });
    await user.click(screen.getByRole('checkbox', { name: hours.closedLabel('Friday') }));
    await save(user);

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(workshopMessages.workshop.hoursInUse(2))).toBeTruthy();
    const links = within(alert).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      [REFUSED_HOURS.bookings[0], '/staff/bookings/A1B2C3D4'],
      [REFUSED_HOURS.bookings[1], '/staff/bookings/E5F6A7B8'],
    ]);
  });
});
