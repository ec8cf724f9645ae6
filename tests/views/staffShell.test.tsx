// @vitest-environment happy-dom
// The console's shell as staff, a customer and a signed-out visitor see it: the guard, the sign-in page, the not-allowed
// and new-password pages, the header and its navigation; and the mail and audit log pages with their servers stubbed.
import '../setup/dom';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import { api, ApiError } from '../../src/api/client';
import type { MailList } from '../../src/api/mailOutbox';
import type { StaffCredentials, StaffMessageAnswer } from '../../src/api/staffSession';
import { auditLogContent, mailOutboxContent, notAllowedContent, passwordPageContent, shellContent, staffLoginContent, staffSessionMessages } from '../../src/domain/console/shellContent';
import { shortId } from '../../src/domain/format';
import { messages } from '../../src/domain/messages';
import type { AuditEntry, StaffSessionData } from '../../src/domain/staff';
import type { Paged } from '../../src/domain/types';
import { auditLogMachine } from '../../src/machines/auditLog';
import { mailOutboxMachine } from '../../src/machines/mailOutbox';
import { staffSessionMachine } from '../../src/machines/staffSession';
import AuditLogPage from '../../src/views/staff/log/AuditLogPage';
import MailPage from '../../src/views/staff/mail/MailPage';
import StaffApp from '../../src/views/staff/StaffApp';
import { BOOKING_ID, FIRST_PAGE } from '../models/auditLog';
import { FAILED_MAIL, MAILS, QUEUED_AGAIN } from '../models/mailOutbox';
import { STAFF, STAFF_WITH_TEMPORARY_PASSWORD } from '../models/staffSession';
import { renderAt } from '../setup/renderAt';

const ADMIN: StaffSessionData = { ...STAFF, role: 'admin', user: { id: 'u-1', name: 'Imran Sheikh', email: 'imran@shineworks.pk' } };

function staffServer() {
  const never = () => new Promise<never>(() => {});
  return {
    status: vi.fn<() => Promise<StaffSessionData>>(never),
    login: vi.fn<(credentials: StaffCredentials) => Promise<StaffSessionData>>(never),
    changePassword: vi.fn<(change: unknown) => Promise<StaffMessageAnswer>>(never),
    logout: vi.fn<() => Promise<StaffMessageAnswer>>(never),
  };
}

function renderConsole(path: string, server = staffServer()) {
  const logic = staffSessionMachine.provide({
    actors: {
      staffStatus: fromPromise(() => server.status()),
      staffLogin: fromPromise(({ input }) => server.login(input)),
      changePassword: fromPromise(({ input }) => server.changePassword(input)),
      staffLogout: fromPromise(() => server.logout()),
    },
  });
  return { ...renderAt(path, <StaffApp logic={logic} />), server };
}

describe('console shell', () => {
  it('sends a signed-out visitor to sign in, then back to the page asked for', async () => {
    const server = staffServer();
    server.status.mockRejectedValue(new ApiError('HTTP 401: Unauthorized', 401));
    server.login.mockResolvedValue(STAFF);
    const { location } = renderConsole('/staff/nowhere?from=test', server);

    expect(await screen.findByRole('heading', { level: 1, name: staffLoginContent.title })).toBeTruthy();
    expect(location.history).toEqual(['/staff/login?redirect=/staff/nowhere%3Ffrom%3Dtest']);
    expect(document.title).toBe(`${shellContent.titles.login} · ShineWorks Console`);

    const user = userEvent.setup();
    await user.type(screen.getByLabelText(staffLoginContent.emailLabel), STAFF.user.email);
    await user.type(screen.getByLabelText(staffLoginContent.passwordLabel), 'secret-pass');
    await user.click(screen.getByLabelText(staffLoginContent.remember));
    await user.click(screen.getByRole('button', { name: staffLoginContent.submit }));

    expect(server.login).toHaveBeenCalledWith({ email: STAFF.user.email, password: 'secret-pass', remember: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(location.history.at(-1)).toBe('/staff/nowhere?from=test');
    expect(screen.getAllByText(STAFF.user.name).length).toBeGreaterThan(0);
  });

  it('shows field errors tied to their inputs, and the server sentence of a refused sign-in', async () => {
    const server = staffServer();
    server.status.mockRejectedValue(new ApiError('HTTP 401: Unauthorized', 401));
    server.login.mockRejectedValue(new ApiError(messages.staff.customerRefused, 403));
    renderConsole('/staff/login', server);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: staffLoginContent.submit }));

    const email = screen.getByLabelText(staffLoginContent.emailLabel);
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(email.getAttribute('aria-describedby') ?? '')?.textContent).toBe(messages.register.emailRequired);
    expect(document.activeElement).toBe(email);
    expect(server.login).not.toHaveBeenCalled();

    await user.type(email, 'ayesha@example.com');
    await user.type(screen.getByLabelText(staffLoginContent.passwordLabel), 'secret-pass');
    await user.click(screen.getByRole('button', { name: staffLoginContent.submit }));
    expect((await screen.findByRole('alert')).textContent).toBe(messages.staff.customerRefused);
  });

  it('tells a customer the console is for staff, with the customer site and Sign out', async () => {
    const server = staffServer();
    server.status.mockRejectedValue(new ApiError(messages.staff.customerRefused, 403));
    server.logout.mockResolvedValue({ success: true });
    const { location } = renderConsole('/staff', server);

    expect(await screen.findByRole('heading', { level: 1, name: notAllowedContent.title })).toBeTruthy();
    expect(screen.getByRole('link', { name: notAllowedContent.customerSite }).getAttribute('href')).toBe('/');
    await userEvent.setup().click(screen.getByRole('button', { name: notAllowedContent.signOut }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/staff/login'));
    expect(await screen.findByRole('heading', { level: 1, name: staffLoginContent.title })).toBeTruthy();
  });

  it('asks for a new password before anything else while the account has a temporary one', async () => {
    const server = staffServer();
    server.status.mockResolvedValue(STAFF_WITH_TEMPORARY_PASSWORD);
    server.changePassword.mockResolvedValue({ success: true, message: messages.staff.passwordChanged });
    renderConsole('/staff/nowhere', server);

    expect(await screen.findByRole('heading', { level: 1, name: passwordPageContent.requiredTitle })).toBeTruthy();
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryByRole('button', { name: passwordPageContent.cancel })).toBeNull();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(passwordPageContent.currentLabel), 'temporary-1');
    await user.type(screen.getByLabelText(passwordPageContent.newLabel), 'my-own-secret');
    await user.type(screen.getByLabelText(passwordPageContent.confirmLabel), 'my-own-secret');
    await user.click(screen.getByRole('button', { name: passwordPageContent.submit }));

    expect(server.changePassword).toHaveBeenCalledWith({ current_password: 'temporary-1', new_password: 'my-own-secret' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
  });

  it("shows staff the console's navigation without Capacity or Staff accounts, the name and role, and marks the current page", async () => {
    const server = staffServer();
    server.status.mockResolvedValue(STAFF);
    renderConsole('/staff/nowhere', server);
    const nav = await screen.findByRole('navigation', { name: shellContent.navigation });
    const links = within(nav).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      [shellContent.nav.board, '/staff'],
      [shellContent.nav.customers, '/staff/customers'],
      [shellContent.nav.catalogue, '/staff/catalogue'],
      [shellContent.nav.inbox, '/staff/inbox'],
      [shellContent.nav.mail, '/staff/mail'],
      [shellContent.nav.log, '/staff/log'],
    ]);
    expect(within(nav).queryByRole('link', { current: 'page' })).toBeNull();
    expect(screen.getAllByText('Staff').length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: shellContent.skipToContent }).getAttribute('href')).toBe('#console-main');
  });

  it('gives an admin the Capacity, Staff, Reports and Payments links and a menu button that opens and closes with the keyboard', async () => {
    const server = staffServer();
    server.status.mockResolvedValue(ADMIN);
    renderConsole('/staff/nowhere', server);
    const nav = await screen.findByRole('navigation', { name: shellContent.navigation });
    expect(within(nav).getByRole('link', { name: shellContent.nav.capacity }).getAttribute('href')).toBe('/staff/capacity');
    expect(within(nav).getByRole('link', { name: shellContent.nav.staff }).getAttribute('href')).toBe('/staff/accounts');
    expect(within(nav).getByRole('link', { name: shellContent.nav.reports }).getAttribute('href')).toBe('/staff/reports');
    expect(within(nav).getByRole('link', { name: shellContent.nav.payments }).getAttribute('href')).toBe('/staff/payments');

    const toggle = screen.getByRole('button', { name: shellContent.menu });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    const user = userEvent.setup();
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(document.getElementById(toggle.getAttribute('aria-controls') ?? '')?.hidden).toBe(false);
    await user.keyboard('{Escape}');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);
  });

  it('signs out from the header, and signs out with a notice when a console call finds the session over', async () => {
    const server = staffServer();
    server.status.mockResolvedValue(STAFF);
    server.logout.mockResolvedValue({ success: true });
    const { location } = renderConsole('/staff/nowhere', server);
    const signOut = (await screen.findAllByRole('button', { name: shellContent.signOut }))[0]!;
    await userEvent.setup().click(signOut);
    await waitFor(() => expect(location.history.at(-1)).toBe('/staff/login'));
    expect(server.logout).toHaveBeenCalledTimes(1);
  });

  it('shows "Your session has ended" on the sign-in page when a console call is answered 401', async () => {
    const server = staffServer();
    server.status.mockResolvedValue(STAFF);
    const { location } = renderConsole('/staff/nowhere', server);
    await screen.findByRole('navigation', { name: shellContent.navigation });

    // Any call through the app's client reports a 401 to the session (its real listener).
    const body = JSON.stringify({ success: false, detail: messages.auth.notAuthenticated, message: messages.auth.notAuthenticated });
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(body, { status: 401, headers: { 'content-type': 'application/json' } }));
    await act(async () => {
      await api.get('ops/audit').catch(() => undefined);
    });
    fetchSpy.mockRestore();

    expect(await screen.findByText(staffSessionMessages.sessionEnded)).toBeTruthy();
    expect(location.history.at(-1)).toBe('/staff/login?redirect=/staff/nowhere');
  });
});

describe('mail outbox page', () => {
  it('lists the mails, filters by status in the address, and sends a failed one again', async () => {
    const listMail = vi.fn<(filter: string) => Promise<MailList>>().mockResolvedValue({ mails: MAILS, delivery: 'smtp' });
    const resend = vi.fn<(mailId: number) => Promise<StaffMessageAnswer>>().mockResolvedValue({ success: true, message: QUEUED_AGAIN });
    const logic = mailOutboxMachine.provide({
      actors: {
        loadMail: fromPromise(({ input }) => listMail(input.filter)),
        resendMail: fromPromise(({ input }) => resend(input.mailId)),
      },
    });
    const { location } = renderAt('/staff/mail', <MailPage logic={logic} />);

    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(1 + MAILS.length);
    expect(within(table).getByText(FAILED_MAIL.last_error ?? '')).toBeTruthy();
    // with SMTP a delivered mail is sent, and no notice says otherwise
    expect(within(table).getByText(mailOutboxContent.statuses.sent, { selector: 'span' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: mailOutboxContent.fileNoticeTitle })).toBeNull();
    expect(within(table).getByRole('link', { name: FAILED_MAIL.subject }).getAttribute('href')).toBe(`/staff/mail/${FAILED_MAIL.id}`);
    const user = userEvent.setup();
    const sendAgain = within(table).getByRole('button', { name: new RegExp(`^${mailOutboxContent.resend}`) });
    await user.click(sendAgain);
    expect(resend).toHaveBeenCalledWith(FAILED_MAIL.id);
    await waitFor(() => expect(listMail).toHaveBeenCalledTimes(2));

    await user.click(screen.getByRole('button', { name: mailOutboxContent.filters.failed }));
    expect(location.history.at(-1)).toBe('/staff/mail?status=failed');
    expect(listMail).toHaveBeenLastCalledWith('failed');
    expect(screen.getByRole('button', { name: mailOutboxContent.filters.failed }).getAttribute('aria-pressed')).toBe('true');
  });

  it('says that mail written to files is not leaving this machine, how to set SMTP_URL, and never calls it sent', async () => {
    const logic = mailOutboxMachine.provide({ actors: { loadMail: fromPromise(async (): Promise<MailList> => ({ mails: MAILS, delivery: 'file' })) } });
    renderAt('/staff/mail', <MailPage logic={logic} />);
    const table = await screen.findByRole('table');
    const notice = screen.getByRole('note', { name: mailOutboxContent.fileNoticeTitle });
    expect(notice.textContent).toContain('SMTP_URL');
    expect(within(table).getByText(mailOutboxContent.writtenToFile)).toBeTruthy();
    expect(within(table).queryByText(mailOutboxContent.statuses.sent, { selector: 'span' })).toBeNull();
    expect(screen.getByRole('button', { name: mailOutboxContent.writtenToFile })).toBeTruthy();
    expect(screen.queryByRole('button', { name: mailOutboxContent.filters.sent })).toBeNull();
  });

  it('says so when no mail has the status', async () => {
    const logic = mailOutboxMachine.provide({ actors: { loadMail: fromPromise(async (): Promise<MailList> => ({ mails: [], delivery: 'smtp' })) } });
    renderAt('/staff/mail?status=failed', <MailPage logic={logic} />);
    expect(await screen.findByText(mailOutboxContent.empty.failed)).toBeTruthy();
  });
});

describe('audit log page', () => {
  it('shows who did what, links to the booking by the number every screen shows, and moves to the next page', async () => {
    const load = vi.fn<(query: { page: number }) => Promise<Paged<AuditEntry>>>().mockResolvedValue(FIRST_PAGE);
    const logic = auditLogMachine.provide({ actors: { loadEntries: fromPromise(({ input }) => load(input)) } });
    const { location } = renderAt('/staff/log', <AuditLogPage logic={logic} />);

    const table = await screen.findByRole('table');
    expect(within(table).getByText('Sana Qureshi')).toBeTruthy();
    expect(within(table).getByText('ops token')).toBeTruthy();
    // the id's last 8 characters, as on the board, the booking page, My Bookings and the booking search
    const [bookingLink] = within(table).getAllByRole('link', { name: '#3E4F5A6B' });
    expect(shortId(BOOKING_ID)).toBe('3E4F5A6B');
    expect(bookingLink?.getAttribute('href')).toBe('/staff/bookings/3f2a9c1e-5b7d-4e21-9a0b-1c2d3e4f5a6b');
    expect(screen.getByRole('button', { name: auditLogContent.previous }).hasAttribute('disabled')).toBe(true);

    await userEvent.setup().click(screen.getByRole('button', { name: auditLogContent.next }));
    expect(location.history.at(-1)).toBe('/staff/log?page=2');
    expect(load).toHaveBeenLastCalledWith({ page: 2, booking: null });
  });

  it('names the service a catalogue entry is about', async () => {
    const serviceEntry: AuditEntry = {
      ...FIRST_PAGE.results[0]!,
      id: 9,
      action: 'service.save',
      target_kind: 'service',
      target_id: 'full-detail',
      target_name: 'Full Detail',
      booking_id: null,
      summary: 'price: 2500 → 2800',
    };
    const logic = auditLogMachine.provide({ actors: { loadEntries: fromPromise(async (): Promise<Paged<AuditEntry>> => ({ count: 1, next: null, previous: null, results: [serviceEntry] })) } });
    renderAt('/staff/log', <AuditLogPage logic={logic} />);
    const table = await screen.findByRole('table');
    expect(within(table).getByText('Full Detail: price: 2500 → 2800')).toBeTruthy();
  });

  it('shows the failure with a retry', async () => {
    const logic = auditLogMachine.provide({ actors: { loadEntries: fromPromise(() => Promise.reject(new TypeError('Failed to fetch'))) } });
    renderAt('/staff/log', <AuditLogPage logic={logic} />);
    expect((await screen.findByRole('alert')).textContent).toBe(auditLogContent.loadFailed);
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
