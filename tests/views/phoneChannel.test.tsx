// @vitest-environment happy-dom
// The profile's "Booking messages" section with its api modules stubbed: e-mail only when nothing is offered; choose
// WhatsApp, the code input (focused, numeric, one-time-code) with the masked number and the resend countdown; a wrong
// code tied to the input; switched on, then off; a refused send shown in place; a new phone re-reads the section.
import '../setup/dom';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../src/api/client';
import { channelMessages } from '../../src/domain/messageAreas/channels';
import { phoneChannelContent as content } from '../../src/domain/profileContent';
import type { PhoneChannelState, Profile } from '../../src/domain/types';
import ProfilePage from '../../src/views/profile/ProfilePage';
import { renderSignedIn } from '../setup/renderWithSession';

const profileApi = vi.hoisted(() => ({ getProfile: vi.fn(), updateProfile: vi.fn() }));
const carsApi = vi.hoisted(() => ({ listCars: vi.fn(), addCar: vi.fn(), removeCar: vi.fn(), setDefaultCar: vi.fn() }));
const phoneApi = vi.hoisted(() => ({ startPhoneVerification: vi.fn(), verifyPhone: vi.fn(), switchPhoneChannelOff: vi.fn() }));
vi.mock('../../src/api/profile', () => profileApi);
vi.mock('../../src/api/cars', () => carsApi);
vi.mock('../../src/api/phoneChannel', async (importOriginal) => ({ ...(await importOriginal<object>()), ...phoneApi }));

const customer = { id: 'c-7', name: 'Bilal Ahmed', email: 'bilal@example.pk' };
const details: Profile = { name: 'Bilal Ahmed', email: 'bilal@example.pk', phone: '03001234567', address: '', city: 'Karachi', state: 'Sindh', zipCode: '75500' };
const answer = (state: PhoneChannelState) => ({ ...details, ...state });

function renderPage() {
  const view = renderSignedIn(<ProfilePage />, customer, '/profile');
  return { ...view, user: userEvent.setup() };
}

const section = () => screen.getByRole('region', { name: content.title });

beforeEach(() => {
  vi.clearAllMocks();
  profileApi.getProfile.mockResolvedValue(answer({ phone_channel: 'none', phone_channels: ['whatsapp', 'sms'] }));
  carsApi.listCars.mockResolvedValue([]);
});

describe('Booking messages on the profile', () => {
  it('says booking messages come by e-mail and offers nothing when the workshop sends no WhatsApp or SMS', async () => {
    profileApi.getProfile.mockResolvedValue(answer({ phone_channel: 'none', phone_channels: [] }));
    renderPage();
    expect(await within(await screen.findByRole('region', { name: content.title })).findByText(content.emailOnly)).toBeTruthy();
    expect(within(section()).queryByRole('button')).toBeNull();
  });

  it('switches WhatsApp on with the code sent to the masked number, then off again', async () => {
    phoneApi.startPhoneVerification.mockResolvedValue(channelMessages.channels.codeSent('whatsapp'));
    phoneApi.verifyPhone.mockResolvedValue(answer({ phone_channel: 'whatsapp', phone_channels: ['whatsapp', 'sms'] }));
    phoneApi.switchPhoneChannelOff.mockResolvedValue(answer({ phone_channel: 'none', phone_channels: ['whatsapp', 'sms'] }));
    const { user } = renderPage();
    const group = await within(await screen.findByRole('region', { name: content.title })).findByRole('group', { name: content.chooseLabel });
    await user.click(within(group).getByRole('button', { name: content.use('whatsapp') }));
    expect(phoneApi.startPhoneVerification).toHaveBeenCalledWith('whatsapp', expect.any(AbortSignal));

    const code = await within(section()).findByLabelText(content.codeLabel);
    await waitFor(() => expect(document.activeElement).toBe(code));
    expect(code.getAttribute('inputmode')).toBe('numeric');
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    expect(within(section()).getByRole('status').textContent).toBe(channelMessages.channels.codeSent('whatsapp'));
    expect(within(section()).getByText(/\+92 300 •••4567/)).toBeTruthy();
    const resend = within(section()).getByRole('button', { name: /1:00/ });
    expect(resend).toHaveProperty('disabled', true);

    await user.type(code, '482 913');
    expect(code).toHaveProperty('value', '482913');
    await user.keyboard('{Enter}');
    expect(phoneApi.verifyPhone).toHaveBeenCalledWith('whatsapp', '482913', expect.any(AbortSignal));
    const onTitle = await within(section()).findByText(content.onTitle('whatsapp'));
    // The pressed button is gone: the keyboard lands on where booking messages now come.
    await waitFor(() => expect(document.activeElement).toBe(onTitle));
    expect(await screen.findByText(channelMessages.channels.switchedOn('whatsapp'))).toBeTruthy();

    await user.click(within(section()).getByRole('button', { name: content.switchOff }));
    expect(await within(section()).findByRole('group', { name: content.chooseLabel })).toBeTruthy();
    expect(phoneApi.switchPhoneChannelOff).toHaveBeenCalled();
    await waitFor(() => expect(document.activeElement?.textContent).toBe(channelMessages.channels.switchedOff));
  });

  it("ties a refused code's sentence to the input, and checks the code's length before sending", async () => {
    phoneApi.startPhoneVerification.mockResolvedValue(undefined);
    phoneApi.verifyPhone.mockRejectedValue(new ApiError(channelMessages.channels.codeWrong, 400, { code: [channelMessages.channels.codeWrong] }));
    const { user } = renderPage();
    await user.click(await within(await screen.findByRole('region', { name: content.title })).findByRole('button', { name: content.use('sms') }));
    const code = await within(section()).findByLabelText(content.codeLabel);
    await user.type(code, '4829');
    await user.click(within(section()).getByRole('button', { name: content.verify }));
    expect(phoneApi.verifyPhone).not.toHaveBeenCalled();
    expect(describedBy(code)).toContain(channelMessages.channels.codeFormat);

    await user.type(code, '13');
    await user.click(within(section()).getByRole('button', { name: content.verify }));
    await waitFor(() => expect(describedBy(code)).toContain(channelMessages.channels.codeWrong));
    expect(code.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(code);

    await user.click(within(section()).getByRole('button', { name: content.cancel }));
    expect(await within(section()).findByRole('group', { name: content.chooseLabel })).toBeTruthy();
  });

  it("shows the server's refusal to send in place, tied to the choice", async () => {
    phoneApi.startPhoneVerification.mockRejectedValue(new ApiError(channelMessages.channels.phoneNeeded, 400, { channel: [channelMessages.channels.phoneNeeded] }));
    const { user } = renderPage();
    await user.click(await within(await screen.findByRole('region', { name: content.title })).findByRole('button', { name: content.use('whatsapp') }));
    const alert = await within(section()).findByRole('alert');
    expect(alert.textContent).toBe(channelMessages.channels.phoneNeeded);
    expect(within(section()).getByRole('group', { name: content.chooseLabel }).getAttribute('aria-describedby')).toBe(alert.id);
  });

  it('shows a number that is on, and a new phone saved on the profile re-reads the section', async () => {
    profileApi.getProfile.mockResolvedValue(answer({ phone_channel: 'sms', phone_channels: ['whatsapp', 'sms'] }));
    const changed = { ...details, phone: '03211234567' };
    profileApi.updateProfile.mockResolvedValue({ ...changed, phone_channel: 'none', phone_channels: ['whatsapp', 'sms'] });
    const { user } = renderPage();
    expect(await within(await screen.findByRole('region', { name: content.title })).findByText(content.onTitle('sms'))).toBeTruthy();

    profileApi.getProfile.mockResolvedValue({ ...changed, phone_channel: 'none', phone_channels: ['whatsapp', 'sms'] });
    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    const phone = screen.getByLabelText('Phone Number');
    await user.clear(phone);
    await user.type(phone, changed.phone);
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await within(section()).findByRole('group', { name: content.chooseLabel })).toBeTruthy();
    expect(profileApi.getProfile).toHaveBeenCalledTimes(3);
  });
});

/** The sentences an input's aria-describedby points at. */
function describedBy(element: HTMLElement) {
  return (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
}
