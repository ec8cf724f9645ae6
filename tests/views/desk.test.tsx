// @vitest-environment happy-dom
// The front desk in the console with its api modules stubbed: New booking from the toolbar and from a free cell of the
// bays grid (find the customer as you type, their car, the service, a free time, the request sent, the board asked
// again), the duplicate warning's offer, Walk in now at the current minute, Block a bay with the bookings in the way,
// removing a block, the Customers list and a customer's card (its e-mail address changed by an admin only).
import '../setup/dom';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { ApiError } from '../../src/api/client';
import { bookingDetailContent } from '../../src/domain/console/boardContent';
import { consoleBookingPath, consoleCustomerPath } from '../../src/domain/console/consolePaths';
import { bayBlockContent, customerFileContent, customersContent, deskBookingContent } from '../../src/domain/console/deskContent';
import { formatTime, karachiTimeOfDay, todayInKarachi } from '../../src/domain/format';
import { deskMessages } from '../../src/domain/messageAreas/desk';
import type { StaffSessionData } from '../../src/domain/staff';
import BoardPage from '../../src/views/staff/board/BoardPage';
import BookingDetailPage from '../../src/views/staff/booking/BookingDetailPage';
import CustomerFilePage from '../../src/views/staff/customers/CustomerFilePage';
import CustomersPage from '../../src/views/staff/customers/CustomersPage';
import { StaffSessionContext } from '../../src/views/staff/staffSessionContext';
import { boardOf, TODAY } from '../models/dayBoard';
import { BLOCK, BOOKED_SENTENCE, BOOKING, CAR, FILE, SERVICE, SERVICES, SUMMARY } from '../models/deskFixtures';
import { TIMES } from '../models/deskBooking';
import { STAFF } from '../models/staffSession';

const board = vi.hoisted(() => ({ fetchBoard: vi.fn(), searchBookings: vi.fn(), fetchBookingDetail: vi.fn() }));
vi.mock('../../src/api/board', () => board);
const desk = vi.hoisted(() => ({ createDeskBooking: vi.fn(), createBlock: vi.fn(), removeBlock: vi.fn() }));
vi.mock('../../src/api/desk', async (original) => ({ ...(await original<object>()), ...desk }));
const customers = vi.hoisted(() => ({ searchCustomers: vi.fn(), fetchCustomer: vi.fn(), updateCustomer: vi.fn() }));
vi.mock('../../src/api/customers', () => customers);
const catalogue = vi.hoisted(() => ({ listServices: vi.fn(), listAddons: vi.fn() }));
vi.mock('../../src/api/services', () => catalogue);
const times = vi.hoisted(() => ({ availableTimes: vi.fn() }));
vi.mock('../../src/api/bookings', () => times);

const DAY_BOARD = { ...boardOf(TODAY, 'v1', []), blocks: [BLOCK] };
const paged = <T,>(results: T[]) => ({ count: results.length, next: null, previous: null, results });

const ADMIN: StaffSessionData = { ...STAFF, role: 'admin' };

function renderAt(path: string, pattern: string, ui: ReactNode, session: StaffSessionData = ADMIN) {
  const location = memoryLocation({ path, record: true });
  return render(
    <StaffSessionContext.Provider value={session}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        <Route path={pattern}>{ui}</Route>
      </Router>
    </StaffSessionContext.Provider>,
  );
}

beforeEach(() => {
  for (const mock of [...Object.values(board), ...Object.values(desk), ...Object.values(customers), ...Object.values(catalogue), ...Object.values(times)]) mock.mockReset();
  board.fetchBoard.mockResolvedValue({ kind: 'changed', board: DAY_BOARD, tag: '"v1"' });
  catalogue.listServices.mockResolvedValue(SERVICES);
  catalogue.listAddons.mockResolvedValue([]);
  customers.searchCustomers.mockResolvedValue(paged([SUMMARY]));
  customers.fetchCustomer.mockResolvedValue(FILE);
  times.availableTimes.mockResolvedValue(TIMES);
  desk.createDeskBooking.mockResolvedValue({ message: BOOKED_SENTENCE, data: BOOKING });
});

const openBoard = async () => {
  renderAt(`/staff?date=${TODAY}`, '/staff', <BoardPage />);
  return screen.findByRole('table');
};

describe('New booking on the board', () => {
  it('finds the customer as the desk types, books a free time for their car and asks the board again', async () => {
    const user = userEvent.setup();
    await openBoard();
    await user.click(screen.getByRole('button', { name: deskBookingContent.newBooking }));
    const dialog = await screen.findByRole('dialog', { name: deskBookingContent.titles.booking });
    await user.type(within(dialog).getByLabelText(deskBookingContent.findLabel), '0300 1234567');
    await user.click(await within(dialog).findByRole('button', { name: deskBookingContent.chooseLabel(SUMMARY.full_name, SUMMARY.phone) }));
    // only the pause after typing asked the server: not once per key
    expect(customers.searchCustomers).toHaveBeenCalledTimes(1);
    expect(customers.searchCustomers).toHaveBeenCalledWith('0300 1234567', 1, expect.any(AbortSignal));
    expect(((await within(dialog).findByRole('radio', { name: /Suzuki Alto/ })) as HTMLInputElement).checked).toBe(true);
    await user.selectOptions(within(dialog).getByLabelText(/^Service/), SERVICE.id);
    expect(((await within(dialog).findByRole('radio', { name: formatTime('10:00') })) as HTMLInputElement).checked).toBe(true);
    expect(within(dialog).queryByRole('radio', { name: formatTime('08:00') }), 'a taken time is not offered').toBeNull();
    expect(within(dialog).getByRole('checkbox', { name: deskBookingContent.notify })).toBeTruthy();
    await user.click(within(dialog).getByRole('radio', { name: 'WhatsApp' }));
    await user.click(within(dialog).getByRole('button', { name: deskBookingContent.submit }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(desk.createDeskBooking).toHaveBeenCalledWith(
      { customer: SUMMARY.id, car: CAR.id, service: SERVICE.id, booking_date: TODAY, time: '10:00', source: 'whatsapp', customer_notes: '', notify: true, allow_duplicate_phone: false },
      expect.any(AbortSignal),
    );
    await waitFor(() => expect(board.fetchBoard).toHaveBeenCalledTimes(2));
  });

  it('opens from a free cell of the grid with that time chosen, and names what is missing before sending', async () => {
    const user = userEvent.setup();
    const grid = await openBoard();
    await user.click(within(grid).getByRole('button', { name: bayBlockContent.bookHere(2, formatTime('12:00')) }));
    const dialog = await screen.findByRole('dialog', { name: deskBookingContent.titles.booking });
    await user.click(within(dialog).getByRole('button', { name: deskBookingContent.submit }));
    expect(within(dialog).getByText(deskBookingContent.serviceRequired)).toBeTruthy();
    expect(within(dialog).getByLabelText(deskBookingContent.findLabel).getAttribute('aria-invalid')).toBe('true');
    expect(desk.createDeskBooking).not.toHaveBeenCalled();
    await user.selectOptions(within(dialog).getByLabelText(/^Service/), SERVICE.id);
    expect(((await within(dialog).findByRole('radio', { name: formatTime('12:00') })) as HTMLInputElement).checked).toBe(true);
  });

  it("offers the existing customer when a new customer's phone is taken, and keeps what was typed", async () => {
    const user = userEvent.setup();
    desk.createDeskBooking.mockRejectedValueOnce(
      new ApiError(`${SUMMARY.full_name} already has this phone number.`, 409, {}, null, { existing_customer: { id: SUMMARY.id, full_name: SUMMARY.full_name, email: null, phone: SUMMARY.phone } }),
    );
    await openBoard();
    await user.click(screen.getByRole('button', { name: deskBookingContent.newBooking }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: deskBookingContent.addNew }));
    await user.type(within(dialog).getByLabelText(/^Full name/), 'Sana Iqbal');
    await user.type(within(dialog).getByRole('textbox', { name: /^Phone/ }), '+92 300 1234567');
    for (const [label, value] of [[/^Make/, 'Toyota'], [/^Model/, 'Yaris'], [/^Year/, '2022'], [/^Number plate/, 'BKC-552']] as const) await user.type(within(dialog).getByLabelText(label), value);
    await user.selectOptions(within(dialog).getByLabelText(/^Service/), SERVICE.id);
    await within(dialog).findByRole('radio', { name: formatTime('10:00') });
    await user.click(within(dialog).getByRole('button', { name: deskBookingContent.submit }));

    expect(await within(dialog).findByRole('alert')).toBeTruthy();
    expect((within(dialog).getByLabelText(/^Full name/) as HTMLInputElement).value).toBe('Sana Iqbal');
    expect(within(dialog).getByRole('button', { name: deskBookingContent.duplicateShare })).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: deskBookingContent.duplicateUse(SUMMARY.full_name) }));
    expect(await within(dialog).findByRole('button', { name: deskBookingContent.changeLabel(SUMMARY.full_name) })).toBeTruthy();
    expect(customers.fetchCustomer).toHaveBeenCalledWith(SUMMARY.id, expect.any(AbortSignal));
  });

  it('books a walk-in today at the current minute, with no day or time to choose', async () => {
    const user = userEvent.setup();
    await openBoard();
    await user.click(screen.getByRole('button', { name: deskBookingContent.walkIn }));
    const dialog = await screen.findByRole('dialog', { name: deskBookingContent.titles.walkIn });
    expect(within(dialog).queryByLabelText(/^Day/)).toBeNull();
    await user.type(within(dialog).getByLabelText(deskBookingContent.findLabel), 'Bilal');
    await user.click(await within(dialog).findByRole('button', { name: deskBookingContent.chooseLabel(SUMMARY.full_name, SUMMARY.phone) }));
    await within(dialog).findByRole('radio', { name: /Suzuki Alto/ });
    await user.selectOptions(within(dialog).getByLabelText(/^Service/), SERVICE.id);
    const before = karachiTimeOfDay(new Date());
    await user.click(within(dialog).getByRole('button', { name: deskBookingContent.walkInSubmit }));
    await waitFor(() => expect(desk.createDeskBooking).toHaveBeenCalled());
    const [request] = desk.createDeskBooking.mock.calls[0]! as [Record<string, unknown>];
    expect(request).toMatchObject({ customer: SUMMARY.id, car: CAR.id, service: SERVICE.id, booking_date: todayInKarachi(), source: 'walk_in' });
    expect([before, karachiTimeOfDay(new Date())]).toContain(request.time);
    expect(times.availableTimes).not.toHaveBeenCalled();
  });
});

describe('blocks on the board', () => {
  it('shows a block on its bay and lists the bookings in the way when a new block is refused', async () => {
    const user = userEvent.setup();
    desk.createBlock.mockRejectedValue(
      new ApiError('The bay has 1 booking in that time. Move or cancel it first.', 409, {}, null, { bookings: [{ id: 'b-9', short_id: '0000B009', customer: 'Ayesha Khan', time: '08:00' }] }),
    );
    const grid = await openBoard();
    const blocked = within(grid).getByRole('article', { name: bayBlockContent.blockedCell(BLOCK.reason) });
    expect(blocked.closest('td')?.getAttribute('rowspan')).toBe('2');
    await user.click(screen.getByRole('button', { name: bayBlockContent.open }));
    const dialog = await screen.findByRole('dialog', { name: bayBlockContent.title });
    await user.click(within(dialog).getByRole('button', { name: bayBlockContent.submit }));
    expect(within(dialog).getByLabelText(/^Reason/).getAttribute('aria-invalid')).toBe('true');
    await user.type(within(dialog).getByLabelText(/^Reason/), 'Technician away');
    await user.click(within(dialog).getByRole('button', { name: bayBlockContent.submit }));
    expect(await within(dialog).findByText(bayBlockContent.inTheWay(formatTime('08:00'), 'Ayesha Khan', '0000B009'))).toBeTruthy();
    expect(desk.createBlock).toHaveBeenCalledWith({ bay: 1, booking_date: TODAY, start: '08:00', end: '09:00', reason: 'Technician away' }, expect.any(AbortSignal));
  });

  it('asks before removing a block, then asks the board again', async () => {
    const user = userEvent.setup();
    desk.removeBlock.mockResolvedValue('The block is removed: the bay is free again.');
    const grid = await openBoard();
    await user.click(within(grid).getByRole('button', { name: bayBlockContent.removeLabel(BLOCK.bay, formatTime(BLOCK.start), formatTime(BLOCK.end)) }));
    const dialog = await screen.findByRole('dialog', { name: bayBlockContent.removeTitle });
    expect(desk.removeBlock).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: bayBlockContent.remove }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(desk.removeBlock).toHaveBeenCalledWith(BLOCK.id, expect.any(AbortSignal));
    await waitFor(() => expect(board.fetchBoard).toHaveBeenCalledTimes(2));
  });
});

describe('the customer file', () => {
  it('lists the customers, searches as the desk types and links each to their card', async () => {
    const user = userEvent.setup();
    renderAt('/staff/customers', '/staff/customers', <CustomersPage />);
    const table = await screen.findByRole('table', { name: customersContent.tableCaption });
    const row = within(table).getByRole('rowheader', { name: new RegExp(SUMMARY.full_name) }).closest('tr')!;
    expect(within(row).getByRole('link', { name: SUMMARY.full_name }).getAttribute('href')).toBe(consoleCustomerPath(SUMMARY.id));
    expect(within(row).getByText(SUMMARY.phone)).toBeTruthy();
    customers.searchCustomers.mockResolvedValue(paged([]));
    await user.type(screen.getByLabelText(customersContent.searchLabel), 'KHI-9');
    expect(await screen.findByText(customersContent.noMatch('KHI-9'))).toBeTruthy();
    expect(customers.searchCustomers).toHaveBeenLastCalledWith('KHI-9', 1, expect.any(AbortSignal));
  });

  it("shows a customer's card: contact, notes, totals, cars and every booking with its source, newest first", async () => {
    renderAt(consoleCustomerPath(FILE.id), '/staff/customers/:id', <CustomerFilePage />);
    expect(await screen.findByRole('heading', { level: 1, name: FILE.full_name })).toBeTruthy();
    expect(screen.getByText(FILE.notes)).toBeTruthy();
    expect(screen.getByText(customerFileContent.noAccount)).toBeTruthy();
    const bookings = screen.getByRole('table', { name: customerFileContent.bookingsCaption });
    const links = within(bookings).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([consoleBookingPath(BOOKING.id), consoleBookingPath('b-old')]);
    expect(within(bookings).getByText('Phone')).toBeTruthy();
    expect(within(bookings).getByText('Web')).toBeTruthy();
  });

  it('saves only the changed details, and opens New booking with the customer chosen', async () => {
    const user = userEvent.setup();
    customers.updateCustomer.mockResolvedValue({ message: 'Customer saved.', customer: { ...FILE, notes: 'Calls after 6 pm.' } });
    renderAt(consoleCustomerPath(FILE.id), '/staff/customers/:id', <CustomerFilePage />);
    await user.click(await screen.findByRole('button', { name: customerFileContent.edit }));
    const form = await screen.findByRole('dialog', { name: customerFileContent.editTitle });
    const notes = within(form).getByLabelText(customerFileContent.notes);
    await user.clear(notes);
    await user.type(notes, 'Calls after 6 pm.');
    await user.click(within(form).getByRole('button', { name: customerFileContent.save }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(customers.updateCustomer).toHaveBeenCalledWith(FILE.id, { notes: 'Calls after 6 pm.' }, expect.any(AbortSignal));
    expect(screen.getByText('Calls after 6 pm.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: customerFileContent.newBooking }));
    const dialog = await screen.findByRole('dialog', { name: deskBookingContent.titles.booking });
    expect(within(dialog).getByRole('button', { name: deskBookingContent.changeLabel(FILE.full_name) })).toBeTruthy();
    expect(((await within(dialog).findByRole('radio', { name: /Suzuki Alto/ })) as HTMLInputElement).checked).toBe(true);
  });

  it('lets an admin change the e-mail address; staff see it read-only, told that only an admin changes it', async () => {
    const user = userEvent.setup();
    customers.updateCustomer.mockResolvedValue({ message: 'Customer saved.', customer: { ...FILE, email: 'bilal.ahmed@example.pk' } });
    const admin = renderAt(consoleCustomerPath(FILE.id), '/staff/customers/:id', <CustomerFilePage />);
    await user.click(await screen.findByRole('button', { name: customerFileContent.edit }));
    let form = await screen.findByRole('dialog', { name: customerFileContent.editTitle });
    expect(within(form).queryByText(deskMessages.emailAdminOnly)).toBeNull();
    const address = within(form).getByLabelText(customerFileContent.email);
    await user.clear(address);
    await user.type(address, 'bilal.ahmed@example.pk');
    await user.click(within(form).getByRole('button', { name: customerFileContent.save }));
    await waitFor(() => expect(customers.updateCustomer).toHaveBeenCalledWith(FILE.id, { email: 'bilal.ahmed@example.pk' }, expect.any(AbortSignal)));
    admin.unmount();

    customers.updateCustomer.mockClear();
    customers.updateCustomer.mockResolvedValue({ message: 'Customer saved.', customer: { ...FILE, notes: 'Calls after 6 pm.' } });
    renderAt(consoleCustomerPath(FILE.id), '/staff/customers/:id', <CustomerFilePage />, STAFF);
    await user.click(await screen.findByRole('button', { name: customerFileContent.edit }));
    form = await screen.findByRole('dialog', { name: customerFileContent.editTitle });
    const email = within(form).getByLabelText(customerFileContent.email) as HTMLInputElement;
    expect(email.readOnly).toBe(true);
    expect(within(form).getByText(deskMessages.emailAdminOnly).id).toBe(email.getAttribute('aria-describedby'));
    await user.type(email, 'sana@example.pk');
    expect(email.value).toBe(FILE.email);
    const notes = within(form).getByLabelText(customerFileContent.notes);
    await user.clear(notes);
    await user.type(notes, 'Calls after 6 pm.');
    await user.click(within(form).getByRole('button', { name: customerFileContent.save }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(customers.updateCustomer).toHaveBeenCalledWith(FILE.id, { notes: 'Calls after 6 pm.' }, expect.any(AbortSignal));
  });

  it("the booking page tells the booking's source and links the customer's file", async () => {
    board.fetchBookingDetail.mockResolvedValue({ booking: BOOKING, history: [] });
    renderAt(consoleBookingPath(BOOKING.id), '/staff/bookings/:id', <BookingDetailPage />);
    expect((await screen.findByRole('link', { name: BOOKING.customer.name })).getAttribute('href')).toBe(consoleCustomerPath(BOOKING.customer.id));
    expect(screen.getByText(bookingDetailContent.source).nextElementSibling?.textContent).toBe('Phone');
  });
});
