// @vitest-environment happy-dom
import '../setup/dom';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import { ApiError } from '../../src/api/client';
import type { ContactAnswer, ContactRequest } from '../../src/api/contact';
import { contactContent } from '../../src/domain/contactContent';
import { CONTACT_DETAILS } from '../../src/domain/content';
import { WORKSHOP } from '../../src/domain/constants';
import { messages } from '../../src/domain/messages';
import type { Profile, Service } from '../../src/domain/types';
import { contactMachine } from '../../src/machines/contact';
import ContactPage from '../../src/views/pages/ContactPage';
import { renderSignedIn, renderWithSession } from '../setup/renderWithSession';
import { catalogue } from './services.fixtures';

// The page's real machine, its server calls stubbed.
const sendMock = vi.fn<(request: ContactRequest, signal: AbortSignal) => Promise<ContactAnswer>>();
const listServicesMock = vi.fn<() => Promise<Service[]>>();
const profileMock = vi.fn<() => Promise<Profile>>();
const logic = contactMachine.provide({
  actors: {
    sendContact: fromPromise<ContactAnswer, ContactRequest>(({ input, signal }) => sendMock(input, signal)),
    loadServices: fromPromise<Service[]>(() => listServicesMock()),
    loadCustomerDetails: fromPromise<Profile>(() => profileMock()),
  },
});

const serviceName = catalogue[0]?.name ?? '';
const accepted: ContactAnswer = { success: true, message: contactContent.successMessage, data: { id: 'msg-1' } };

/** The page for a visitor (the session never answers: nobody is signed in). */
function renderContact() {
  renderWithSession(<ContactPage logic={logic} />, { path: '/contact' });
  return userEvent.setup();
}

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Name'), 'Bilal Ahmed');
  await user.type(screen.getByLabelText('Email'), 'bilal@example.pk');
  await user.type(screen.getByLabelText('Phone'), '0300 1234567');
  await user.type(screen.getByLabelText('Message'), 'Do you polish ceramic-coated cars?');
}

describe('ContactPage', () => {
  beforeEach(() => {
    sendMock.mockReset();
    listServicesMock.mockReset();
    listServicesMock.mockResolvedValue(catalogue);
    profileMock.mockReset();
  });

  it('shows the title, the contact details, the call to action and labelled fields', async () => {
    renderContact();
    expect(screen.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeTruthy();
    expect(document.title).toBe('Contact · ShineWorks');
    expect(screen.getByRole('link', { name: CONTACT_DETAILS.phone }).getAttribute('href')).toBe('tel:+922135841122');
    const mail = screen.getByRole('link', { name: (_, link) => link.getAttribute('href') === `mailto:${CONTACT_DETAILS.email}` });
    expect(mail.textContent).toBe(CONTACT_DETAILS.email);
    expect(screen.getByText(WORKSHOP.replyPromise)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open in Maps' }).getAttribute('href')).toMatch(/^https:\/\/maps\.google\.com\/\?q=/);
    expect(screen.getByRole('link', { name: 'Book a Service' }).getAttribute('href')).toBe('/book');

    const select = screen.getByLabelText('Service');
    await waitFor(() => expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual([contactContent.generalEnquiry, ...catalogue.map((item) => item.name)]));

    const honeypot = document.querySelector<HTMLInputElement>('input[name="website"]');
    expect(honeypot?.tabIndex).toBe(-1);
    expect(honeypot?.getAttribute('autocomplete')).toBe('off');
    expect(honeypot?.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('shows each contact detail once, in a card with the footer’s line icon', () => {
    renderContact();
    const cards = within(screen.getByRole('region', { name: 'Get in touch' })).getAllByRole('listitem');
    expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual(['Phone', 'Email', 'Address', 'Opening hours']);
    for (const card of cards) {
      expect(card.querySelector('svg[aria-hidden="true"]'), 'a line icon').not.toBeNull();
      expect(card.textContent).not.toMatch(/[☎✉⌂◷]/);
    }
    expect(screen.getAllByText(CONTACT_DETAILS.address)).toHaveLength(1);
    expect(screen.getAllByText(/8:00 AM/)).toHaveLength(1);
    expect(screen.getByText(WORKSHOP.hours)).toBeTruthy();
    expect(within(cards[2]!).getByRole('link', { name: 'Open in Maps' })).toBeTruthy();
  });

  it('keeps just "General enquiry" when the services cannot be loaded', async () => {
    listServicesMock.mockRejectedValue(new Error('offline'));
    renderContact();
    await waitFor(() => expect(listServicesMock).toHaveBeenCalled());
    expect(within(screen.getByLabelText('Service')).getAllByRole('option').map((option) => option.textContent)).toEqual([contactContent.generalEnquiry]);
  });

  it('shows the required messages under the fields without a call', async () => {
    const user = renderContact();
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    const name = screen.getByLabelText('Name');
    const email = screen.getByLabelText('Email');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(name.getAttribute('aria-describedby') ?? '')?.textContent).toBe(messages.contact.nameRequired);
    expect(document.getElementById(email.getAttribute('aria-describedby') ?? '')?.textContent).toBe(messages.register.emailRequired);

    await user.type(email, 'bilal@');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(document.getElementById(email.getAttribute('aria-describedby') ?? '')?.textContent).toBe(messages.register.emailInvalid);
    expect(sendMock).not.toHaveBeenCalled();
  });

  it('sends the message, replaces the form with the confirmation and clears the fields', async () => {
    let answer: (value: ContactAnswer) => void = () => {};
    sendMock.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    const user = renderContact();
    await waitFor(() => expect(within(screen.getByLabelText('Service')).getAllByRole('option')).toHaveLength(catalogue.length + 1));
    await fillRequired(user);
    await user.selectOptions(screen.getByLabelText('Service'), serviceName);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    const busy = await screen.findByRole('button', { name: 'Sending…' });
    expect(busy.hasAttribute('disabled')).toBe(true);
    expect(sendMock).toHaveBeenCalledTimes(1);
    expect(sendMock.mock.calls[0]?.[0]).toEqual({
      name: 'Bilal Ahmed',
      email: 'bilal@example.pk',
      phone: '0300 1234567',
      service: serviceName,
      message: 'Do you polish ceramic-coated cars?',
      website: '',
    });
    expect(sendMock.mock.calls[0]?.[1]).toBeInstanceOf(AbortSignal);

    answer(accepted);
    const status = await screen.findByRole('status');
    expect(status.textContent).toContain(contactContent.successMessage);
    expect(screen.queryByRole('button', { name: 'Send Message' })).toBeNull();

    await user.click(within(status).getByRole('button', { name: 'Send another message' }));
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('Message') as HTMLTextAreaElement).value).toBe('');
    expect((screen.getByLabelText('Service') as HTMLSelectElement).value).toBe('');
  });

  it('shows the server text on failure and keeps the values', async () => {
    sendMock.mockRejectedValue(new ApiError(messages.auth.tooManyAttempts, 429));
    const user = renderContact();
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect((await screen.findByRole('alert')).textContent).toContain(messages.auth.tooManyAttempts);
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Bilal Ahmed');

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('falls back to "Failed to send message." without a server text', async () => {
    sendMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const user = renderContact();
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect((await screen.findByRole('alert')).textContent).toContain(messages.contact.sendFailed);

    // Editing a field puts the form back to idle.
    await user.type(screen.getByLabelText('Phone'), '9');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("fills in a signed-in customer's name, e-mail and phone, still editable, and sends what they leave", async () => {
    const customer = { id: 'c-7', name: 'Ayesha Khan', email: 'ayesha@example.pk' };
    profileMock.mockResolvedValue({ ...customer, phone: '03001234567', address: '', city: '', state: '', zipCode: '' });
    sendMock.mockResolvedValue(accepted);
    renderSignedIn(<ContactPage logic={logic} />, customer, '/contact');
    const user = userEvent.setup();
    const value = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;
    await waitFor(() => expect(value('Phone')).toBe('03001234567'));
    expect(value('Name')).toBe('Ayesha Khan');
    expect(value('Email')).toBe('ayesha@example.pk');
    expect(profileMock).toHaveBeenCalledTimes(1);

    await user.clear(screen.getByLabelText('Name'));
    await user.type(screen.getByLabelText('Name'), 'Ayesha K.');
    await user.type(screen.getByLabelText('Message'), 'Is Saturday morning free?');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await screen.findByRole('heading', { name: contactContent.successHeading });
    expect(sendMock.mock.calls[0]?.[0]).toMatchObject({ name: 'Ayesha K.', email: 'ayesha@example.pk', phone: '03001234567', message: 'Is Saturday morning free?' });

    // The next message starts from their details again.
    await user.click(screen.getByRole('button', { name: 'Send another message' }));
    expect(value('Name')).toBe('Ayesha Khan');
    expect(value('Phone')).toBe('03001234567');
    expect(value('Message')).toBe('');
  });
});
