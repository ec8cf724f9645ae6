// @vitest-environment happy-dom
// Every console page rendered with its api stubbed by fixtures, as an admin (and as staff where it differs): each
// button and link whose accessible name is not its text starts with what it shows (WCAG 2.5.3); Capacity is an
// admin's page; an admin is not offered what the server refuses on their own account or the last admin; and an inbox
// message links to its sender's bookings.
import '../setup/dom';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import * as boardModule from '../../src/api/board';
import { capacityContent, accountsContent, inboxContent } from '../../src/domain/console/workshopContent';
import { conversationContent, replyContent } from '../../src/domain/console/channelContent';
import { mailOutboxContent } from '../../src/domain/console/shellContent';
import { refundsToReturnContent } from '../../src/domain/console/livePaymentsContent';
import { workshopMessages } from '../../src/domain/messageAreas/workshop';
import { ApiError } from '../../src/api/client';
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
import ReportsPage from '../../src/views/staff/reports/ReportsPage';
import PaymentsPage from '../../src/views/staff/payments/PaymentsPage';
import { StaffSessionContext } from '../../src/views/staff/staffSessionContext';
import { FIRST_PAGE } from '../models/auditLog';
import { SETTINGS } from '../models/capacitySettings';
import { BOOKING, boardOf, TODAY } from '../models/dayBoard';
import { FILE, SUMMARY } from '../models/deskFixtures';
import { READ_MESSAGE, UNREAD_MESSAGE } from '../models/inbox';
import { pairFor } from '../models/reports';
import { MIXED_DAY } from '../models/reconciliation';
import { EASYPAISA_REFUND } from '../models/refundsToReturn';
import { WHATSAPP_MESSAGE } from '../models/inboxReply';
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
  sendReply: vi.fn(),
  countUnreadMessages: vi.fn(),
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
const reports = vi.hoisted(() => ({ fetchReportPair: vi.fn() }));
vi.mock('../../src/api/reports', () => reports);
const livePayments = vi.hoisted(() => ({ listRefundsToReturn: vi.fn(), markRefundReturned: vi.fn(), fetchReconciliation: vi.fn() }));
vi.mock('../../src/api/livePayments', () => livePayments);

/** A refund to return by hand, for someone who wrote no message. */
const TO_RETURN = { ...EASYPAISA_REFUND, customer_name: 'Farah Siddiqui' };

const ANSWERED_ON_WHATSAPP = {
  ...WHATSAPP_MESSAGE,
  replies: [{ id: 3, channel: 'whatsapp' as const, text: 'Yes, 11:00 is free.', status: 'delivered' as const, created_at: '2026-12-01T05:10:00.000Z' }],
};
const SMS_MESSAGE = { ...WHATSAPP_MESSAGE, id: 'sms-1', channel: 'sms' as const, name: 'Kamran Ali', phone: '+923211234567', customer_id: null, message: 'Is Sunday open?' };

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
  for (const mock of [...Object.values(workshop), ...Object.values(board), ...Object.values(mail), ...Object.values(audit), ...Object.values(customers), ...Object.values(reports), ...Object.values(livePayments)]) mock.mockReset();
  livePayments.listRefundsToReturn.mockResolvedValue([TO_RETURN]);
  livePayments.fetchReconciliation.mockImplementation(async (date: string) => ({ date, payments: MIXED_DAY, mismatches: 2 }));
  reports.fetchReportPair.mockImplementation(async (range: { from: string; to: string }) => pairFor(range));
  customers.searchCustomers.mockResolvedValue({ count: 1, next: null, previous: null, results: [SUMMARY] });
  customers.fetchCustomer.mockResolvedValue(FILE);
  workshop.listConsoleServices.mockResolvedValue([STORED, { ...STORED, id: 'wax', name: 'Wax Polish', is_active: false }]);
  workshop.getCapacity.mockResolvedValue(SETTINGS);
  workshop.listMessages.mockResolvedValue({
    count: 4,
    next: null,
    previous: null,
    results: [UNREAD_MESSAGE, { ...READ_MESSAGE, phone: '' }, ANSWERED_ON_WHATSAPP, SMS_MESSAGE],
    unread: 2,
  });
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
    ['reports', '/staff/reports?from=2026-10-01&to=2026-10-31', '/staff/reports', ReportsPage, 'Revenue collected'],
    ['payments', '/staff/payments', '/staff/payments', PaymentsPage, MIXED_DAY[0]!.invoice_number],
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

describe('refunds to return by hand in the inbox', () => {
  it('lists them for an admin under the refund requests', async () => {
    renderPage('/staff/inbox', '/staff/inbox', InboxPage);
    const section = await screen.findByRole('region', { name: refundsToReturnContent.title });
    expect(await within(section).findByRole('listitem', { name: TO_RETURN.customer_name })).toBeTruthy();
  });

  it('shows staff no such section, and asks the server nothing', async () => {
    renderPage('/staff/inbox', '/staff/inbox', InboxPage, STAFF);
    await screen.findAllByText(UNREAD_MESSAGE.message);
    expect(screen.queryByRole('region', { name: refundsToReturnContent.title })).toBeNull();
    expect(livePayments.listRefundsToReturn).not.toHaveBeenCalled();
  });
});

describe('inbox channels and answers', () => {
  it('shows each message’s channel, the customer file when the phone is a customer’s, and the answers with their status', async () => {
    renderPage('/staff/inbox', '/staff/inbox', InboxPage);
    const whatsapp = (await screen.findByRole('heading', { name: WHATSAPP_MESSAGE.name })).closest('li')!;
    expect(within(whatsapp).getAllByText('WhatsApp').length).toBeGreaterThan(0);
    expect(within(whatsapp).getByRole('link', { name: inboxContent.customerFileLabel(WHATSAPP_MESSAGE.name) }).getAttribute('href')).toBe('/staff/customers/c-1');
    expect(within(whatsapp).getByText('Yes, 11:00 is free.')).toBeTruthy();
    expect(within(whatsapp).getByText('Delivered')).toBeTruthy();
    expect(within(whatsapp).queryByRole('link', { name: inboxContent.bookingsByEmailLabel(WHATSAPP_MESSAGE.name) })).toBeNull();
    const sms = screen.getByRole('heading', { name: SMS_MESSAGE.name }).closest('li')!;
    expect(within(sms).getByText('SMS')).toBeTruthy();
    expect(within(sms).getByText(inboxContent.notACustomer)).toBeTruthy();
    const web = screen.getByRole('heading', { name: UNREAD_MESSAGE.name }).closest('li')!;
    expect(within(web).getByText('Website')).toBeTruthy();
    expect(within(web).queryByRole('link', { name: /^Reply/ })).toBeNull();
    expect(screen.getByRole('group', { name: 'Channel' })).toBeTruthy();
  });

  it('tags the customer file of a sender who never proved the phone as Unverified, saying why', async () => {
    const unproven = { ...WHATSAPP_MESSAGE, id: 'wa-2', name: 'Not Ayesha', customer_id: 'c-2', customer_unverified: true, message: 'Cancel my booking' };
    workshop.listMessages.mockResolvedValueOnce({ count: 2, next: null, previous: null, results: [unproven, WHATSAPP_MESSAGE], unread: 2 });
    renderPage('/staff/inbox', '/staff/inbox', InboxPage);
    const tagged = (await screen.findByRole('heading', { name: unproven.name })).closest('li')!;
    expect(within(tagged).getByRole('link', { name: inboxContent.customerFileLabel(unproven.name) }).getAttribute('href')).toBe('/staff/customers/c-2');
    expect(within(tagged).getByText(inboxContent.unverifiedBadge)).toBeTruthy();
    expect(within(tagged).getByText(inboxContent.unverifiedNote)).toBeTruthy();
    const proven = screen.getByRole('heading', { name: WHATSAPP_MESSAGE.name }).closest('li')!;
    expect(within(proven).queryByText(inboxContent.unverifiedBadge)).toBeNull();
    expect(within(proven).queryByText(inboxContent.unverifiedNote)).toBeNull();
  });

  it('answers on WhatsApp, and after the 24 hours sends the “please reply” template instead', async () => {
    workshop.sendReply.mockRejectedValueOnce(new ApiError(workshopMessages.workshop.replyWindowClosed, 409, {}, null, { template: 'please_reply' }));
    const templated = { ...ANSWERED_ON_WHATSAPP, replies: [...ANSWERED_ON_WHATSAPP.replies, { id: 4, channel: 'whatsapp' as const, text: 'Please reply', status: 'queued' as const, created_at: '2026-12-02T08:00:00.000Z' }] };
    workshop.sendReply.mockResolvedValueOnce({ message: workshopMessages.workshop.templateSent, data: templated });
    const { container } = renderPage('/staff/inbox', '/staff/inbox', InboxPage);
    fireEvent.click(await screen.findByRole('button', { name: replyContent.openLabel(WHATSAPP_MESSAGE.name) }));
    const field = screen.getByLabelText(new RegExp(`^${replyContent.fieldLabel('whatsapp')}`));
    fireEvent.click(screen.getByRole('button', { name: replyContent.send }));
    expect(await screen.findByText(workshopMessages.workshop.replyText)).toBeTruthy();
    expect(workshop.sendReply).not.toHaveBeenCalled();
    fireEvent.change(field, { target: { value: 'Come at 11.' } });
    fireEvent.click(screen.getByRole('button', { name: replyContent.send }));
    expect((await screen.findByRole('alert')).textContent).toContain(workshopMessages.workshop.replyWindowClosed);
    expect(workshop.sendReply).toHaveBeenLastCalledWith(WHATSAPP_MESSAGE.id, { text: 'Come at 11.' }, expect.anything());
    expect(labelInNameMismatches(container)).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: replyContent.sendTemplate }));
    expect(await screen.findByText('Please reply')).toBeTruthy();
    expect(workshop.sendReply).toHaveBeenLastCalledWith(WHATSAPP_MESSAGE.id, { template: 'please_reply' }, expect.anything());
    expect(screen.getByRole('button', { name: replyContent.anotherLabel(WHATSAPP_MESSAGE.name) })).toBeTruthy();
  });

  it('shows the server’s refusal and lets the desk try again', async () => {
    workshop.sendReply.mockRejectedValueOnce(new ApiError(workshopMessages.workshop.replyChannelOff('sms'), 409));
    workshop.sendReply.mockResolvedValueOnce({ message: '', data: { ...SMS_MESSAGE, replies: [{ id: 5, channel: 'sms', text: 'Yes, 9 to 5.', status: 'sent', created_at: '2026-12-01T06:00:00.000Z' }] } });
    renderPage('/staff/inbox', '/staff/inbox', InboxPage);
    fireEvent.click(await screen.findByRole('button', { name: replyContent.openLabel(SMS_MESSAGE.name) }));
    fireEvent.change(screen.getByLabelText(new RegExp(`^${replyContent.fieldLabel('sms')}`)), { target: { value: 'Yes, 9 to 5.' } });
    fireEvent.click(screen.getByRole('button', { name: replyContent.send }));
    expect((await screen.findByRole('alert')).textContent).toContain(workshopMessages.workshop.replyChannelOff('sms'));
    fireEvent.click(screen.getByRole('button', { name: replyContent.retry }));
    expect(await screen.findByText('Yes, 9 to 5.')).toBeTruthy();
    await waitFor(() => expect(workshop.sendReply).toHaveBeenCalledTimes(2));
  });
});

describe('outbox and customer file channels', () => {
  it('lists each message’s channel in the outbox', async () => {
    mail.listMail.mockResolvedValue({ mails: [...MAILS, { ...SENT_MAIL, id: 9, channel: 'whatsapp', to: '923001234567', status: 'read' }], delivery: 'smtp' });
    renderPage('/staff/mail', '/staff/mail', MailPage);
    expect(await screen.findAllByRole('columnheader', { name: mailOutboxContent.columns.channel })).toBeTruthy();
    expect(screen.getAllByText('WhatsApp').length).toBeGreaterThan(0);
    expect(screen.getByRole('group', { name: 'Channel' })).toBeTruthy();
  });

  it('shows the customer’s conversation, or says there is none', async () => {
    customers.fetchCustomer.mockResolvedValue({
      ...FILE,
      conversation: [
        { id: 'in-1', direction: 'in', channel: 'whatsapp', kind: 'inbound', text: 'Can I come at 11?', status: null, at: '2026-12-01T05:00:00.000Z' },
        { id: 'out-1', direction: 'out', channel: 'whatsapp', kind: 'inbox_reply', text: 'Yes, 11:00 is free.', status: 'read', at: '2026-12-01T05:10:00.000Z' },
      ],
    });
    const first = renderPage(`/staff/customers/${FILE.id}`, '/staff/customers/:id', CustomerFilePage);
    const list = await screen.findByRole('list', { name: conversationContent.listLabel });
    expect(within(list).getByText('Can I come at 11?')).toBeTruthy();
    expect(within(list).getByText(conversationContent.fromWorkshop)).toBeTruthy();
    expect(within(list).getByText('Read')).toBeTruthy();
    first.unmount();
    customers.fetchCustomer.mockResolvedValue(FILE);
    renderPage(`/staff/customers/${FILE.id}`, '/staff/customers/:id', CustomerFilePage);
    expect(await screen.findByText(conversationContent.empty)).toBeTruthy();
  });
});
