// @vitest-environment happy-dom
// Every console page rendered with its api stubbed by fixtures, as an admin (and as staff where it differs): each
// button and link whose accessible name is not its text starts with what it shows (WCAG 2.5.3); Capacity is an
// admin's page; an admin is not offered what the server refuses on their own account or the last admin; and an inbox
// message links to its sender's bookings.
import '../setup/dom';
import { render, screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import * as boardModule from '../../src/api/board';
import { capacityContent, accountsContent, inboxContent } from '../../src/domain/console/workshopContent';
import type { StaffAccount, StaffSessionData } from '../../src/domain/staff';
import AccountsPage from '../../src/views/staff/accounts/AccountsPage';
import BoardPage from '../../src/views/staff/board/BoardPage';
import BookingDetailPage from '../../src/views/staff/booking/BookingDetailPage';
import CapacityPage from '../../src/views/staff/capacity/CapacityPage';
import CataloguePage from '../../src/views/staff/catalogue/CataloguePage';
import CustomerFilePage from '../../src/views/staff/customers/CustomerFilePage';
import CustomersPage from '../../src/views/staff/customers/CustomersPage';
import InboxPage from '../../src/views/staff/inbox/InboxPage';
import AuditLogPage from '../../src/views/staff/log/AuditLogPage';
import MailDetailPage from '../../src/views/staff/mail/MailDetailPage';
import MailPage from '../../src/views/staff/mail/MailPage';
import { StaffSessionContext } from '../../src/views/staff/staffSessionContext';
import { FIRST_PAGE } from '../models/auditLog';
import { SETTINGS } from '../models/capacitySettings';
import { BOOKING, boardOf, TODAY } from '../models/dayBoard';
import { FILE, SUMMARY } from '../models/deskFixtures';
import { READ_MESSAGE, UNREAD_MESSAGE } from '../models/inbox';
import { MAILS, SENT_MAIL } from '../models/mailOutbox';
import { STORED } from '../models/serviceEditor';
import { ACCOUNT } from '../models/staffAccounts';
import { STAFF } from '../models/staffSession';
import { labelInNameMismatches, labelledControlCount } from '../setup/labelInName';

const workshop = vi.hoisted(() => ({
  listConsoleServices: vi.fn(),
  saveService: vi.fn(),
  deactivateService: vi.fn(),
  getCapacity: vi.fn(),
  saveCapacity: vi.fn(),
  closeDate: vi.fn(),
  reopenDate: vi.fn(),
  listMessages: vi.fn(),
  markMessage: vi.fn(),
  listStaff: vi.fn(),
  createStaff: vi.fn(),
  deactivateStaff: vi.fn(),
  activateStaff: vi.fn(),
  resetStaffPassword: vi.fn(),
}));
vi.mock('../../src/api/workshop', () => workshop);
vi.mock('../../src/api/board');
// the booking page offers the catalogue's add-ons
vi.mock('../../src/api/services', () => ({ listAddons: vi.fn(async () => []) }));
const board = vi.mocked(boardModule);
const mail = vi.hoisted(() => ({ listMail: vi.fn(), fetchMail: vi.fn(), resendMail: vi.fn() }));
vi.mock('../../src/api/mailOutbox', async (original) => ({ ...(await original<object>()), ...mail }));
const audit = vi.hoisted(() => ({ listAuditEntries: vi.fn() }));
vi.mock('../../src/api/auditLog', () => audit);
const customers = vi.hoisted(() => ({ searchCustomers: vi.fn(), fetchCustomer: vi.fn(), updateCustomer: vi.fn() }));
vi.mock('../../src/api/customers', () => customers);

const OWNER: StaffAccount = { ...ACCOUNT, id: 'u-1', name: 'Imran Sheikh', email: 'imran@shineworks.pk', role: 'admin' };
const ADMIN: StaffSessionData = { ...STAFF, role: 'admin', user: { id: OWNER.id, name: OWNER.name, email: OWNER.email } };
const DESK: StaffAccount = { ...ACCOUNT, id: 'u-2', name: 'Sana Staff' };
const AWAY: StaffAccount = { ...ACCOUNT, id: 'u-3', name: 'Omar Away', active: false };

function renderPage(path: string, pattern: string, Page: ComponentType, session: StaffSessionData = ADMIN) {
  const location = memoryLocation({ path, record: true });
  return render(
    <StaffSessionContext.Provider value={session}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        <Route path={pattern}>
          <Page />
        </Route>
      </Router>
    </StaffSessionContext.Provider>,
  );
}

beforeEach(() => {
  for (const mock of [...Object.values(workshop), ...Object.values(board), ...Object.values(mail), ...Object.values(audit), ...Object.values(customers)]) mock.mockReset();
  customers.searchCustomers.mockResolvedValue({ count: 1, next: null, previous: null, results: [SUMMARY] });
  customers.fetchCustomer.mockResolvedValue(FILE);
  workshop.listConsoleServices.mockResolvedValue([STORED, { ...STORED, id: 'wax', name: 'Wax Polish', is_active: false }]);
  workshop.getCapacity.mockResolvedValue(SETTINGS);
  workshop.listMessages.mockResolvedValue({ count: 2, next: null, previous: null, results: [UNREAD_MESSAGE, { ...READ_MESSAGE, phone: '' }], unread: 1 });
  workshop.listStaff.mockResolvedValue([OWNER, DESK, AWAY]);
  board.fetchBoard.mockResolvedValue({ kind: 'changed', board: boardOf(TODAY, 'v1', [BOOKING]), tag: '"v1"' });
  board.fetchBookingDetail.mockResolvedValue({ booking: BOOKING, history: FIRST_PAGE.results });
  mail.listMail.mockResolvedValue({ mails: MAILS, delivery: 'file' });
  mail.fetchMail.mockResolvedValue({ ...SENT_MAIL, reply_to: null, text: 'Hello', html: '<p>Hello</p>', attachments: [], file: null });
  audit.listAuditEntries.mockResolvedValue(FIRST_PAGE);
});

describe('label in name (WCAG 2.5.3) on every console page', () => {
  const PAGES: Array<[string, string, string, ComponentType, string | RegExp]> = [
    ['board', `/staff?date=${TODAY}`, '/staff', BoardPage, BOOKING.customer.name],
    ['booking', `/staff/bookings/${BOOKING.id}`, '/staff/bookings/:id', BookingDetailPage, /by Sana Qureshi/],
    ['catalogue', '/staff/catalogue', '/staff/catalogue', CataloguePage, STORED.name],
    ['capacity', '/staff/capacity', '/staff/capacity', CapacityPage, 'Christmas'],
    ['inbox', '/staff/inbox', '/staff/inbox', InboxPage, UNREAD_MESSAGE.message],
    ['mail', '/staff/mail', '/staff/mail', MailPage, SENT_MAIL.to],
    ['mail detail', `/staff/mail/${SENT_MAIL.id}`, '/staff/mail/:id', MailDetailPage, 'Hello'],
    ['accounts', '/staff/accounts', '/staff/accounts', AccountsPage, DESK.name],
    ['audit log', '/staff/log', '/staff/log', AuditLogPage, 'Sana Qureshi'],
    ['customers', '/staff/customers', '/staff/customers', CustomersPage, SUMMARY.full_name],
    ['customer file', `/staff/customers/${FILE.id}`, '/staff/customers/:id', CustomerFilePage, FILE.notes],
  ];

  it.each(PAGES)('%s: every button and link is named starting with the text it shows', async (_, path, pattern, Page, shownOnceLoaded) => {
    const { container } = renderPage(path, pattern, Page);
    await screen.findAllByText(shownOnceLoaded);
    expect(labelledControlCount(container)).toBeGreaterThan(0);
    expect(labelInNameMismatches(container)).toEqual([]);
  });

  it('finds a name that hides what the button shows', () => {
    const { container } = render(
      <div>
        <button type="button" aria-label="Reset the password of Sana">
          Reset password
        </button>
        <button type="button" aria-label={accountsContent.resetLabel('Sana')}>
          {accountsContent.reset}
        </button>
        <button type="button" aria-label="Menu">
          <svg aria-hidden="true" />
        </button>
      </div>,
    );
    expect(labelInNameMismatches(container)).toEqual(['"reset password" named "reset the password of sana"']);
  });
});

describe('capacity is an admin’s page', () => {
  it('tells staff only an admin changes it, and asks the server nothing', async () => {
    renderPage('/staff/capacity', '/staff/capacity', CapacityPage, STAFF);
    expect(await screen.findByRole('heading', { name: capacityContent.adminOnlyTitle })).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByLabelText(capacityContent.fields.bays)).toBeNull();
    expect(workshop.getCapacity).not.toHaveBeenCalled();
  });

  it('gives an admin the forms', async () => {
    renderPage('/staff/capacity', '/staff/capacity', CapacityPage);
    expect(await screen.findByRole('button', { name: capacityContent.saveCapacity })).toBeTruthy();
    expect(screen.getByRole('button', { name: capacityContent.reopenLabel(SETTINGS.closed_dates[0]!.date) })).toBeTruthy();
  });
});

describe('staff accounts offer only what the server allows', () => {
  const rowOf = async (name: string) => (await screen.findByRole('rowheader', { name: new RegExp(`^${name}`) })).closest('tr')!;

  it('offers no Deactivate on the admin’s own account, marked as theirs', async () => {
    renderPage('/staff/accounts', '/staff/accounts', AccountsPage);
    const own = await rowOf(OWNER.name);
    expect(within(own).queryByRole('button', { name: accountsContent.deactivateLabel(OWNER.name) })).toBeNull();
    expect(within(own).getByText(accountsContent.you)).toBeTruthy();
    expect(within(own).getByRole('button', { name: accountsContent.resetLabel(OWNER.name) })).toBeTruthy();
    const desk = await rowOf(DESK.name);
    expect(within(desk).getByRole('button', { name: accountsContent.deactivateLabel(DESK.name) })).toBeTruthy();
    const away = await rowOf(AWAY.name);
    expect(within(away).queryByRole('button', { name: accountsContent.deactivateLabel(AWAY.name) })).toBeNull();
    expect(within(away).getByRole('button', { name: accountsContent.activateLabel(AWAY.name) })).toBeTruthy();
  });

  it('offers no Deactivate on the last active admin, and offers it while another admin is active', async () => {
    const other: StaffAccount = { ...OWNER, id: 'u-9', name: 'Nadia Admin', email: 'nadia@shineworks.pk' };
    workshop.listStaff.mockResolvedValue([OWNER, { ...other, active: false }, DESK]);
    const first = renderPage('/staff/accounts', '/staff/accounts', AccountsPage, { ...ADMIN, user: { ...ADMIN.user, id: DESK.id } });
    expect(within(await rowOf(OWNER.name)).queryByRole('button', { name: accountsContent.deactivateLabel(OWNER.name) })).toBeNull();
    first.unmount();

    workshop.listStaff.mockResolvedValue([OWNER, other, DESK]);
    renderPage('/staff/accounts', '/staff/accounts', AccountsPage, { ...ADMIN, user: { ...ADMIN.user, id: DESK.id } });
    expect(within(await rowOf(OWNER.name)).getByRole('button', { name: accountsContent.deactivateLabel(OWNER.name) })).toBeTruthy();
  });
});

describe('inbox', () => {
  it('links each message to a search of its sender’s bookings by e-mail, and by phone when given', async () => {
    renderPage('/staff/inbox', '/staff/inbox', InboxPage);
    const byEmail = await screen.findByRole('link', { name: inboxContent.bookingsByEmailLabel(UNREAD_MESSAGE.name) });
    expect(byEmail.getAttribute('href')).toBe(`/staff?q=${encodeURIComponent(UNREAD_MESSAGE.email ?? '')}`);
    expect(screen.getByRole('link', { name: inboxContent.bookingsByPhoneLabel(UNREAD_MESSAGE.name) }).getAttribute('href')).toBe(
      `/staff?q=${encodeURIComponent(UNREAD_MESSAGE.phone)}`,
    );
    expect(screen.getByRole('link', { name: inboxContent.bookingsByEmailLabel(READ_MESSAGE.name) })).toBeTruthy();
    expect(screen.queryByRole('link', { name: inboxContent.bookingsByPhoneLabel(READ_MESSAGE.name) })).toBeNull();
  });
});
