// @vitest-environment happy-dom
// Add-ons in the console with the api modules stubbed: the catalogue shows each service's kind, filters by it and
// saves a service as an add-on; a booking's page lists the visit's services with prices and minutes, adds an add-on
// (toast, the booking read again) and removes one, shows a refusal in place, and offers no change on a paid booking;
// the desk's dialog offers the add-ons, asks for free times that fit the whole visit and books with them.
import '../setup/dom';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'react-hot-toast';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Route } from 'wouter';
import { ApiError } from '../../src/api/client';
import { bookingAddonsContent, deskAddonsContent } from '../../src/domain/console/addonsContent';
import { consoleBookingPath } from '../../src/domain/console/consolePaths';
import { deskBookingContent } from '../../src/domain/console/deskContent';
import { catalogueContent } from '../../src/domain/console/workshopContent';
import { formatMoney, formatTime } from '../../src/domain/format';
import type { BoardBooking, StaffSessionData } from '../../src/domain/staff';
import BoardPage from '../../src/views/staff/board/BoardPage';
import BookingDetailPage from '../../src/views/staff/booking/BookingDetailPage';
import CataloguePage from '../../src/views/staff/catalogue/CataloguePage';
import { StaffSessionContext } from '../../src/views/staff/staffSessionContext';
import { boardOf, BOOKING, TODAY } from '../models/dayBoard';
import { TIMES } from '../models/deskBooking';
import { ADDONS, BOOKED_SENTENCE, BOOKING as DESK_BOOKING, ENGINE_BAY, FILE, HEADLIGHTS, SERVICE, SERVICES, SUMMARY } from '../models/deskFixtures';
import { ADDON, STORED } from '../models/serviceEditor';
import { STAFF } from '../models/staffSession';
import { renderAt } from '../setup/renderAt';

const board = vi.hoisted(() => ({ fetchBoard: vi.fn(), searchBookings: vi.fn(), fetchBookingDetail: vi.fn(), addBookingAddon: vi.fn(), removeBookingAddon: vi.fn() }));
vi.mock('../../src/api/board', () => board);
const workshop = vi.hoisted(() => ({ listConsoleServices: vi.fn(), saveService: vi.fn(), deactivateService: vi.fn() }));
vi.mock('../../src/api/workshop', () => workshop);
const catalogue = vi.hoisted(() => ({ listServices: vi.fn(), listAddons: vi.fn() }));
vi.mock('../../src/api/services', () => catalogue);
const desk = vi.hoisted(() => ({ createDeskBooking: vi.fn() }));
vi.mock('../../src/api/desk', async (original) => ({ ...(await original<object>()), ...desk }));
const customers = vi.hoisted(() => ({ searchCustomers: vi.fn(), fetchCustomer: vi.fn() }));
vi.mock('../../src/api/customers', () => customers);
const times = vi.hoisted(() => ({ availableTimes: vi.fn() }));
vi.mock('../../src/api/bookings', () => times);

const ADMIN: StaffSessionData = { ...STAFF, role: 'admin' };

/** The booking with Engine Bay Cleaning added: one more item, the longer visit, the higher total. */
const WITH_ENGINE_BAY: BoardBooking = {
  ...BOOKING,
  end_time: '12:45',
  items: [...BOOKING.items, { service: ENGINE_BAY.id, name: ENGINE_BAY.name, kind: 'addon', price: ENGINE_BAY.price, original_price: null, duration: ENGINE_BAY.duration_minutes }],
  duration: 165,
  invoice: { ...BOOKING.invoice!, total: 15500 },
};

beforeEach(() => {
  for (const mock of [...Object.values(board), ...Object.values(workshop), ...Object.values(catalogue), ...Object.values(desk), ...Object.values(customers), ...Object.values(times)]) mock.mockReset();
  catalogue.listAddons.mockResolvedValue(ADDONS);
  catalogue.listServices.mockResolvedValue(SERVICES);
  workshop.listConsoleServices.mockResolvedValue([STORED, ADDON]);
});

describe('catalogue', () => {
  const openCatalogue = async () => {
    renderAt(
      '/staff/catalogue',
      <StaffSessionContext.Provider value={ADMIN}>
        <CataloguePage />
      </StaffSessionContext.Provider>,
    );
    return screen.findByRole('table', { name: catalogueContent.tableCaption });
  };

  it("shows each service's kind and filters the table by it", async () => {
    const user = userEvent.setup();
    const table = await openCatalogue();
    const addonRow = within(table).getByRole('row', { name: new RegExp(ADDON.name) });
    expect(within(addonRow).getByText(catalogueContent.kinds.addon)).toBeTruthy();
    expect(within(within(table).getByRole('row', { name: new RegExp(STORED.name) })).getByText(catalogueContent.kinds.service)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: catalogueContent.filters.addon }));
    expect(screen.getByRole('button', { name: catalogueContent.filters.addon }).getAttribute('aria-pressed')).toBe('true');
    expect(within(table).queryByRole('row', { name: new RegExp(STORED.name) })).toBeNull();
    expect(within(table).getByRole('row', { name: new RegExp(ADDON.name) })).toBeTruthy();
  });

  it('saves a new service as an add-on', async () => {
    const user = userEvent.setup();
    workshop.saveService.mockResolvedValue({ message: 'Service saved.' });
    await openCatalogue();
    await user.click(screen.getByRole('button', { name: catalogueContent.newService }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/^Id/), 'pet-hair');
    await user.type(within(dialog).getByLabelText(/^Name/), 'Pet Hair Removal');
    await user.selectOptions(within(dialog).getByLabelText(/^Kind/), 'addon');
    await user.type(within(dialog).getByLabelText(/^Price/), '2500');
    await user.type(within(dialog).getByLabelText(/^Duration/), '30');
    await user.click(within(dialog).getByRole('button', { name: catalogueContent.save }));
    await waitFor(() => expect(workshop.saveService).toHaveBeenCalledTimes(1));
    expect(workshop.saveService.mock.calls[0]![0]).toMatchObject({ id: 'pet-hair', kind: 'addon', price: 2500, duration_minutes: 30 });
  });
});

describe("a booking's add-ons on its page", () => {
  const openBooking = async (booking: BoardBooking = BOOKING) => {
    board.fetchBookingDetail.mockResolvedValue({ booking, history: [] });
    renderAt(
      consoleBookingPath(booking.id),
      <>
        <Route path="/staff/bookings/:id" component={BookingDetailPage} />
        <Toaster />
      </>,
    );
    return screen.findByRole('region', { name: bookingAddonsContent.title });
  };

  it('adds the chosen add-on: the toast, and the booking read again with its new total', async () => {
    const user = userEvent.setup();
    board.addBookingAddon.mockResolvedValue({ success: true, message: 'Engine Bay Cleaning added.' });
    const region = await openBooking();
    const items = within(region).getByRole('table', { name: bookingAddonsContent.caption });
    expect(within(items).getByRole('row', { name: new RegExp(BOOKING.service.name) }).textContent).toContain(formatMoney(12500));
    const select = await within(region).findByLabelText(bookingAddonsContent.addLabel);
    expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual([
      bookingAddonsContent.choose,
      expect.stringContaining(ENGINE_BAY.name),
      expect.stringContaining(HEADLIGHTS.name),
    ]);
    board.fetchBookingDetail.mockResolvedValue({ booking: WITH_ENGINE_BAY, history: [] });
    await user.selectOptions(select, ENGINE_BAY.id);
    await user.click(within(region).getByRole('button', { name: bookingAddonsContent.add }));

    expect(board.addBookingAddon).toHaveBeenCalledWith(BOOKING.id, ENGINE_BAY.id, expect.any(AbortSignal));
    expect(await screen.findByText('Engine Bay Cleaning added.')).toBeTruthy();
    await waitFor(() => expect(within(region).getByText(new RegExp(formatMoney(15500).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))).toBeTruthy());
    expect(within(region).getByRole('row', { name: new RegExp(ENGINE_BAY.name) })).toBeTruthy();
    // an add-on in the visit is not offered again
    expect(within(within(region).getByLabelText(bookingAddonsContent.addLabel)).queryByRole('option', { name: new RegExp(ENGINE_BAY.name) })).toBeNull();
  });

  it('removes an add-on, and shows a refusal in place', async () => {
    const user = userEvent.setup();
    const refusal = 'This booking is paid: its add-ons cannot change.';
    board.removeBookingAddon.mockRejectedValueOnce(new ApiError(refusal, 409));
    const region = await openBooking(WITH_ENGINE_BAY);
    await user.click(within(region).getByRole('button', { name: bookingAddonsContent.removeLabel(ENGINE_BAY.name) }));
    expect((await within(region).findByRole('alert')).textContent).toBe(refusal);
    expect(board.removeBookingAddon).toHaveBeenCalledWith(BOOKING.id, ENGINE_BAY.id, expect.any(AbortSignal));

    board.removeBookingAddon.mockResolvedValueOnce({ success: true, message: 'Engine Bay Cleaning removed.' });
    await user.click(within(region).getByRole('button', { name: bookingAddonsContent.removeLabel(ENGINE_BAY.name) }));
    expect(await screen.findByText('Engine Bay Cleaning removed.')).toBeTruthy();
    expect(within(region).queryByRole('alert')).toBeNull();
    // read once on opening, once after the removal: the refusal changed nothing
    await waitFor(() => expect(board.fetchBookingDetail).toHaveBeenCalledTimes(2));
  });

  it('offers no change on a paid booking', async () => {
    const region = await openBooking({ ...WITH_ENGINE_BAY, invoice: { ...WITH_ENGINE_BAY.invoice!, payment_status: 'paid', payment_method: 'cash' } });
    expect(within(region).getByText(bookingAddonsContent.locked)).toBeTruthy();
    expect(within(region).queryByRole('button', { name: new RegExp(bookingAddonsContent.remove) })).toBeNull();
    expect(within(region).queryByLabelText(bookingAddonsContent.addLabel)).toBeNull();
  });
});

describe("the desk's add-ons", () => {
  it('asks for times that fit the whole visit, shows its total and books with the add-ons', async () => {
    const user = userEvent.setup();
    board.fetchBoard.mockResolvedValue({ kind: 'changed', board: boardOf(TODAY, 'v1', []), tag: '"v1"' });
    customers.searchCustomers.mockResolvedValue({ count: 1, next: null, previous: null, results: [SUMMARY] });
    customers.fetchCustomer.mockResolvedValue(FILE);
    times.availableTimes.mockResolvedValue(TIMES);
    desk.createDeskBooking.mockResolvedValue({ message: BOOKED_SENTENCE, data: DESK_BOOKING });
    renderAt(`/staff?date=${TODAY}`, <BoardPage />);
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: deskBookingContent.newBooking }));
    const dialog = await screen.findByRole('dialog', { name: deskBookingContent.titles.booking });
    await user.type(within(dialog).getByLabelText(deskBookingContent.findLabel), 'Bilal');
    await user.click(await within(dialog).findByRole('button', { name: deskBookingContent.chooseLabel(SUMMARY.full_name, SUMMARY.phone) }));
    await user.selectOptions(within(dialog).getByLabelText(/^Service/), SERVICE.id);
    await within(dialog).findByRole('radio', { name: formatTime('10:00') });

    const addons = within(dialog).getByRole('group', { name: deskAddonsContent.legend });
    await user.click(within(addons).getByRole('checkbox', { name: new RegExp(ENGINE_BAY.name) }));
    expect(within(addons).getByText(deskAddonsContent.summary(formatMoney(SERVICE.price + ENGINE_BAY.price), SERVICE.duration_minutes + ENGINE_BAY.duration_minutes))).toBeTruthy();
    await waitFor(() => expect(times.availableTimes).toHaveBeenLastCalledWith({ date: TODAY, serviceId: SERVICE.id, addonIds: [ENGINE_BAY.id] }, expect.any(AbortSignal)));
    await within(dialog).findByRole('radio', { name: formatTime('10:00') });
    await user.click(within(dialog).getByRole('button', { name: deskBookingContent.submit }));

    await waitFor(() => expect(desk.createDeskBooking).toHaveBeenCalledTimes(1));
    expect(desk.createDeskBooking.mock.calls[0]![0]).toMatchObject({ service: SERVICE.id, addons: [ENGINE_BAY.id], time: '10:00' });
  });

  it('books without add-ons when they cannot be loaded', async () => {
    const user = userEvent.setup();
    catalogue.listAddons.mockRejectedValue(new TypeError('Failed to fetch'));
    board.fetchBoard.mockResolvedValue({ kind: 'changed', board: boardOf(TODAY, 'v1', []), tag: '"v1"' });
    renderAt(`/staff?date=${TODAY}`, <BoardPage />);
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: deskBookingContent.newBooking }));
    const dialog = await screen.findByRole('dialog', { name: deskBookingContent.titles.booking });
    expect(await within(dialog).findByText(deskAddonsContent.loadFailed)).toBeTruthy();
    expect(within(dialog).getByLabelText(/^Service/)).toBeTruthy();
  });
});
