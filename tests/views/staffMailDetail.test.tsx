// @vitest-environment happy-dom
// One mail of the outbox (/staff/mail/:id) with its api stubbed: the facts, the text part by default, the HTML part in
// a sandboxed frame that runs no script, "Written to file" for a mail delivered to a file, and an unknown mail.
import '../setup/dom';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { ApiError } from '../../src/api/client';
import { mailDetailContent, mailOutboxContent } from '../../src/domain/console/shellContent';
import { outboxChannelContent } from '../../src/domain/console/channelContent';
import type { OpsMailDetail } from '../../src/domain/types';
import MailDetailPage from '../../src/views/staff/mail/MailDetailPage';
import { SENT_MAIL } from '../models/mailOutbox';

const api = vi.hoisted(() => ({ fetchMail: vi.fn(), listMail: vi.fn(), resendMail: vi.fn() }));
vi.mock('../../src/api/mailOutbox', async (original) => ({ ...(await original<object>()), ...api }));

const MAIL: OpsMailDetail = {
  ...SENT_MAIL,
  reply_to: null,
  text: 'Salaam Ayesha,\nYour booking is confirmed.\nReset: https://shineworks.pk/reset-password?token=•••',
  html: '<p>Salaam Ayesha,</p><script>parent.document.title = "owned"</script><p>Your booking is confirmed.</p>',
  attachments: [{ filename: 'booking.ics', content_type: 'text/calendar' }],
  file: null,
};

const renderMail = (id: string) => {
  const location = memoryLocation({ path: `/staff/mail/${id}`, record: true });
  return render(
    <Router hook={location.hook} searchHook={location.searchHook}>
      <Route path="/staff/mail/:id">
        <MailDetailPage />
      </Route>
    </Router>,
  );
};

beforeEach(() => {
  api.fetchMail.mockReset();
});

describe('mail detail page', () => {
  it('shows a WhatsApp message as its text alone, with its channel and status', async () => {
    api.fetchMail.mockResolvedValue({ ...MAIL, channel: 'whatsapp', to: '923001234567', subject: 'booking_reminder', kind: 'booking_reminder', status: 'read', html: '', attachments: [], text: 'Salaam Ayesha, see you tomorrow at 10:00.' });
    renderMail(String(MAIL.id));
    expect(await screen.findByRole('heading', { name: outboxChannelContent.phoneTextTitle('whatsapp') })).toBeTruthy();
    expect(screen.getByText('Salaam Ayesha, see you tomorrow at 10:00.')).toBeTruthy();
    expect(screen.getByText('WhatsApp')).toBeTruthy();
    expect(screen.getByText(mailOutboxContent.statuses.read)).toBeTruthy();
    expect(screen.queryByRole('button', { name: mailDetailContent.parts.html })).toBeNull();
    expect(screen.queryByText(mailDetailContent.noHtml)).toBeNull();
  });

  it('shows the mail, its text part first, and its HTML in a frame that runs no script', async () => {
    api.fetchMail.mockResolvedValue(MAIL);
    renderMail(String(MAIL.id));
    expect(await screen.findByRole('heading', { level: 1, name: MAIL.subject })).toBeTruthy();
    expect(api.fetchMail).toHaveBeenCalledWith(String(MAIL.id), expect.any(AbortSignal));
    expect(screen.getByText(MAIL.to)).toBeTruthy();
    expect(screen.getByText('booking.ics')).toBeTruthy();
    expect(screen.getByText(mailOutboxContent.statuses.sent, { selector: 'span' })).toBeTruthy();
    expect(screen.getByText((_, element) => element?.tagName === 'PRE' && element.textContent === MAIL.text)).toBeTruthy();
    expect(screen.queryByTitle(mailDetailContent.htmlFrameTitle(MAIL.subject))).toBeNull();

    await userEvent.setup().click(screen.getByRole('button', { name: mailDetailContent.parts.html }));
    const frame = screen.getByTitle(mailDetailContent.htmlFrameTitle(MAIL.subject));
    expect(frame.tagName).toBe('IFRAME');
    // an empty sandbox: no scripts, no forms, no top navigation, an origin of its own
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(frame.getAttribute('srcdoc')).toBe(MAIL.html);
    expect(screen.getByRole('button', { name: mailDetailContent.parts.html }).getAttribute('aria-pressed')).toBe('true');
  });

  it('calls a mail delivered to a file "Written to file" and names the file', async () => {
    api.fetchMail.mockResolvedValue({ ...MAIL, file: '/var/shineworks/mail/8-booking_confirmed.eml' });
    renderMail(String(MAIL.id));
    const facts = (await screen.findByRole('heading', { level: 1, name: MAIL.subject })).parentElement!;
    expect(within(facts).getByText(mailOutboxContent.writtenToFile)).toBeTruthy();
    expect(within(facts).queryByText(mailOutboxContent.statuses.sent, { selector: 'span' })).toBeNull();
    expect(within(facts).getByText('/var/shineworks/mail/8-booking_confirmed.eml')).toBeTruthy();
  });

  it('says so for a mail that does not exist', async () => {
    api.fetchMail.mockRejectedValue(new ApiError('Mail not found.', 404));
    renderMail('999');
    expect(await screen.findByText(mailDetailContent.notFound)).toBeTruthy();
    expect(screen.getByRole('link', { name: mailDetailContent.backToOutbox }).getAttribute('href')).toBe('/staff/mail');
  });
});
