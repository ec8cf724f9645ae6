// @vitest-environment happy-dom
// The profile page with its api modules stubbed: personal info (view, edit, validate, save, cancel, errors) and
// My Vehicles (empty state, add panel, default badge, set default, remove with its dialog, refusals).
import '../setup/dom';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../src/api/client';
import { messages } from '../../src/domain/messages';
import { PROFILE_LABELS, profileContent, vehiclesContent } from '../../src/domain/profileContent';
import type { Car, PhoneChannelState, Profile } from '../../src/domain/types';
import ProfilePage from '../../src/views/profile/ProfilePage';
import { useCurrentUser } from '../../src/views/session/SessionProvider';
import { buttonClass } from '../../src/views/components/buttonClass';
import * as plateStyles from '../../src/views/components/Plate.css';
import { renderSignedIn } from '../setup/renderWithSession';
import { serverMessages } from '../../server/messages';

const profileApi = vi.hoisted(() => ({ getProfile: vi.fn(), updateProfile: vi.fn() }));
const carsApi = vi.hoisted(() => ({ listCars: vi.fn(), addCar: vi.fn(), removeCar: vi.fn(), setDefaultCar: vi.fn() }));
vi.mock('../../src/api/profile', () => profileApi);
vi.mock('../../src/api/cars', () => carsApi);

const customer = { id: 'c-7', name: 'Bilal Ahmed', email: 'bilal@example.pk' };
const stored: Profile = { name: 'Bilal Ahmed', email: 'bilal@example.pk', phone: '03001234567', address: '', city: 'Karachi', state: 'Sindh', zipCode: '75500' };
/** What GET /auth/profile/ adds: booking messages by e-mail only, both phone channels offered. */
const emailOnly: PhoneChannelState = { phone_channel: 'none', phone_channels: ['whatsapp', 'sms'] };
const corolla: Car = { id: 'car-1', make: 'Toyota', model: 'Corolla', year: 2019, license_plate: 'KHI-101', color: 'White', customer: 'c-7', is_default: true };
const alto: Car = { id: 'car-2', make: 'Suzuki', model: 'Alto', year: 2022, license_plate: 'LEA-202', color: '', customer: 'c-7', is_default: false };

/** What the header shows of the signed-in customer. */
function SignedInAs() {
  const user = useCurrentUser();
  return <p data-testid="signed-in-as">{user ? `${user.name} <${user.email}>` : ''}</p>;
}

function renderPage() {
  const view = renderSignedIn(
    <>
      <SignedInAs />
      <ProfilePage />
    </>,
    customer,
    '/profile',
  );
  return { ...view, user: userEvent.setup() };
}

const personalCard = () => screen.getByRole('region', { name: profileContent.personalTitle });
const vehiclesCard = () => screen.getByRole('region', { name: vehiclesContent.title });
const vehicleItem = (name: string) => within(vehiclesCard()).getByRole('listitem', { name: new RegExp(name) });
const detailOf = (label: string) => within(personalCard()).getByText(label).nextElementSibling?.textContent;

beforeEach(() => {
  vi.clearAllMocks();
  profileApi.getProfile.mockResolvedValue({ ...stored, ...emailOnly });
  carsApi.listCars.mockResolvedValue([corolla, alto]);
});

describe('ProfilePage — personal information', () => {
  it('shows the saved details read-only with an Edit Profile button', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: profileContent.title })).toBeTruthy();
    await screen.findByRole('button', { name: profileContent.edit });
    expect(detailOf(PROFILE_LABELS.name)).toBe(stored.name);
    expect(detailOf(PROFILE_LABELS.phone)).toBe(stored.phone);
    expect(detailOf(PROFILE_LABELS.city)).toBe('Karachi');
    expect(detailOf(PROFILE_LABELS.address)).toBe(profileContent.notProvided);
    expect(within(personalCard()).queryByRole('textbox')).toBeNull();
    expect(document.title).toContain(profileContent.title);
  });

  it('shows a long e-mail address whole, with break points only after "@" and before each "."', async () => {
    const email = 'bilal.ahmed-khan@karachi-car-detailing-customers.example.com';
    profileApi.getProfile.mockResolvedValue({ ...stored, ...emailOnly, email });
    renderPage();
    await screen.findByRole('button', { name: profileContent.edit });
    const value = within(personalCard()).getByText(PROFILE_LABELS.email).nextElementSibling;
    expect(value?.textContent).toBe(email);
    // The pieces between <wbr>s: the lines it may wrap into; a hyphen is no break point.
    const address = value?.querySelector('[title]');
    expect(address?.getAttribute('title')).toBe(email);
    const pieces = [...(address?.childNodes ?? [])].map((node) => (node.nodeName === 'WBR' ? '|' : node.textContent)).join('');
    expect(pieces).toBe('bilal|.ahmed-khan@|karachi-car-detailing-customers|.example|.com');
  });

  it('saves edited details, toasts, shows them read-only and refreshes the signed-in name and email', async () => {
    const changed: Profile = { ...stored, name: 'Bilal A. Khan', email: 'bilal.khan@example.pk', phone: '03211234567', city: 'Lahore' };
    profileApi.updateProfile.mockResolvedValue(changed);
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: profileContent.edit }));

    const name = screen.getByLabelText(PROFILE_LABELS.name);
    expect(name).toHaveProperty('value', stored.name);
    expect(document.activeElement).toBe(name);
    await user.clear(name);
    await user.type(name, changed.name);
    await user.clear(screen.getByLabelText(PROFILE_LABELS.email));
    await user.type(screen.getByLabelText(PROFILE_LABELS.email), changed.email);
    await user.type(screen.getByLabelText(profileContent.currentPassword), 'karachi123');
    const phone = screen.getByLabelText(PROFILE_LABELS.phone);
    await user.clear(phone);
    await user.type(phone, '0321-abc-1234567');
    expect(phone).toHaveProperty('value', '03211234567');
    // A pasted number keeps every digit: the dash is filtered before the 11-digit cap.
    await user.clear(phone);
    await user.paste('0321-1234567');
    expect(phone).toHaveProperty('value', '03211234567');
    await user.clear(screen.getByLabelText(PROFILE_LABELS.city));
    await user.type(screen.getByLabelText(PROFILE_LABELS.city), changed.city);
    await user.click(screen.getByRole('button', { name: profileContent.save }));

    expect(await screen.findByText(messages.profile.updated)).toBeTruthy();
    expect(profileApi.updateProfile).toHaveBeenCalledWith({ ...changed, current_password: 'karachi123' }, expect.any(AbortSignal));
    expect(detailOf(PROFILE_LABELS.name)).toBe(changed.name);
    expect(detailOf(PROFILE_LABELS.city)).toBe('Lahore');
    expect(screen.getByTestId('signed-in-as').textContent).toBe(`${changed.name} <${changed.email}>`);
  });

  it('asks for the current password only while the email differs from the saved one, and sends it with the new address', async () => {
    const moved: Profile = { ...stored, email: 'bilal.new@example.pk' };
    profileApi.updateProfile.mockResolvedValue(moved);
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: profileContent.edit }));
    expect(screen.queryByLabelText(profileContent.currentPassword)).toBeNull();

    const email = screen.getByLabelText(PROFILE_LABELS.email);
    await user.clear(email);
    await user.type(email, moved.email);
    const password = screen.getByLabelText(profileContent.currentPassword);
    expect(password.getAttribute('type')).toBe('password');
    expect(screen.getByText(profileContent.currentPasswordHint)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: profileContent.save }));
    expect(screen.getByText(messages.profile.currentPasswordRequired)).toBeTruthy();
    expect(document.activeElement).toBe(password);
    expect(profileApi.updateProfile).not.toHaveBeenCalled();

    // Back to the saved address: no password asked, none sent.
    await user.clear(email);
    await user.type(email, stored.email);
    expect(screen.queryByLabelText(profileContent.currentPassword)).toBeNull();
    await user.clear(email);
    await user.type(email, moved.email);
    await user.type(screen.getByLabelText(profileContent.currentPassword), 'karachi123');
    await user.click(screen.getByRole('button', { name: profileContent.save }));

    expect(await screen.findByText(messages.profile.updated)).toBeTruthy();
    expect(profileApi.updateProfile).toHaveBeenCalledWith({ ...moved, current_password: 'karachi123' }, expect.any(AbortSignal));
    expect(detailOf(PROFILE_LABELS.email)).toBe(moved.email);
    expect(screen.getByTestId('signed-in-as').textContent).toBe(`${stored.name} <${moved.email}>`);
  });

  it('shows a wrong current password at its field and keeps the form', async () => {
    profileApi.updateProfile.mockRejectedValue(new ApiError(messages.profile.currentPasswordWrong, 400, { current_password: [messages.profile.currentPasswordWrong] }));
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: profileContent.edit }));
    await user.clear(screen.getByLabelText(PROFILE_LABELS.email));
    await user.type(screen.getByLabelText(PROFILE_LABELS.email), 'bilal.new@example.pk');
    await user.type(screen.getByLabelText(profileContent.currentPassword), 'not-my-password');
    await user.click(screen.getByRole('button', { name: profileContent.save }));

    expect(await screen.findByText(messages.profile.updateFailed)).toBeTruthy();
    const password = screen.getByLabelText(profileContent.currentPassword);
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(password.getAttribute('aria-describedby')?.split(' ')[0] ?? '')?.textContent).toBe(messages.profile.currentPasswordWrong);
    expect(screen.getByLabelText(PROFILE_LABELS.email)).toHaveProperty('value', 'bilal.new@example.pk');
  });

  /** Opens the form, empties the name, types a phone too short and saves: what the schema refuses. */
  async function saveWithoutNameAndWithShortPhone() {
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: profileContent.edit }));
    await user.clear(screen.getByLabelText(PROFILE_LABELS.name));
    const phone = screen.getByLabelText(PROFILE_LABELS.phone);
    await user.clear(phone);
    await user.type(phone, '0321');
    await user.click(screen.getByRole('button', { name: profileContent.save }));
    return { user, phone };
  }

  it('shows the schema errors at the fields before any call', async () => {
    const { phone } = await saveWithoutNameAndWithShortPhone();

    const name = screen.getByLabelText(PROFILE_LABELS.name);
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(name.getAttribute('aria-describedby') ?? '')?.textContent).toBe(messages.register.fullNameRequired);
    expect(phone.getAttribute('aria-describedby')).toContain('profile-phone-error');
    expect(screen.getByText(messages.register.phoneInvalid)).toBeTruthy();
    expect(document.activeElement).toBe(name);
    expect(profileApi.updateProfile).not.toHaveBeenCalled();
  });

  it('leaves the focus in the field being fixed after a refused save', async () => {
    const { user, phone } = await saveWithoutNameAndWithShortPhone();
    expect(document.activeElement).toBe(screen.getByLabelText(PROFILE_LABELS.name));

    await user.click(phone);
    await user.type(phone, '1234567');
    expect(phone.getAttribute('aria-invalid')).toBeNull();
    expect(document.activeElement).toBe(phone);
    expect(phone).toHaveProperty('value', '03211234567');
  });

  it('stays in the form with the server’s field error and toasts the failure', async () => {
    profileApi.updateProfile.mockRejectedValue(new ApiError(serverMessages.validationFailed, 400, { email: ['Email is invalid'] }));
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: profileContent.edit }));
    await user.click(screen.getByRole('button', { name: profileContent.save }));

    expect(await screen.findByText(messages.profile.updateFailed)).toBeTruthy();
    expect(screen.getByText('Email is invalid')).toBeTruthy();
    expect(screen.getByLabelText(PROFILE_LABELS.email).getAttribute('aria-invalid')).toBe('true');
    expect(within(personalCard()).getByRole('alert').textContent).toBe(serverMessages.validationFailed);
    expect(screen.getByRole('button', { name: profileContent.save })).toHaveProperty('disabled', false);
  });

  it('Cancel throws the typed changes away', async () => {
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: profileContent.edit }));
    await user.type(screen.getByLabelText(PROFILE_LABELS.city), ' Cantt');
    await user.click(screen.getByRole('button', { name: profileContent.cancel }));
    expect(detailOf(PROFILE_LABELS.city)).toBe('Karachi');
    await user.click(screen.getByRole('button', { name: profileContent.edit }));
    expect(screen.getByLabelText(PROFILE_LABELS.city)).toHaveProperty('value', 'Karachi');
  });

  it('shows a load failure with Retry', async () => {
    // Both sections read the profile: both fail, each with its own Retry.
    profileApi.getProfile.mockRejectedValueOnce(new TypeError('Failed to fetch')).mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const { user } = renderPage();
    expect(await within(await screen.findByRole('region', { name: profileContent.personalTitle })).findByText(messages.profile.loadFailed)).toBeTruthy();
    await user.click(within(personalCard()).getByRole('button', { name: 'Retry' }));
    await within(personalCard()).findByRole('button', { name: profileContent.edit });
  });
});

describe('ProfilePage — My Vehicles', () => {
  it('lists the vehicles with the Default badge, and Set as default only on the others', async () => {
    renderPage();
    const first = await waitFor(() => vehicleItem('2019 Toyota Corolla'));
    expect(within(first).getByText(vehiclesContent.defaultBadge)).toBeTruthy();
    expect(within(first).getByText('KHI-101').parentElement?.textContent).toMatch(/KHI-101 · White/);
    expect(within(first).queryByRole('button', { name: vehiclesContent.setDefault })).toBeNull();
    const second = vehicleItem('2022 Suzuki Alto');
    expect(within(second).queryByText(vehiclesContent.defaultBadge)).toBeNull();
    expect(within(second).getByRole('button', { name: vehiclesContent.setDefault })).toBeTruthy();
  });

  it('shows a friendly empty state, then adds the first vehicle (uppercased plate) as the default', async () => {
    carsApi.listCars.mockResolvedValue([]);
    carsApi.addCar.mockResolvedValue({ ...corolla });
    const { user } = renderPage();
    expect(await within(await screen.findByRole('region', { name: vehiclesContent.title })).findByText(vehiclesContent.empty)).toBeTruthy();

    const toggle = within(vehiclesCard()).getByRole('button', { name: vehiclesContent.addVehicle });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    await user.click(screen.getByRole('button', { name: vehiclesContent.save }));
    expect(within(vehiclesCard()).getByRole('alert').textContent).toBe(messages.cars.requiredFields);
    expect(carsApi.addCar).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText(/^Make/), 'Toyota');
    await user.type(screen.getByLabelText(/^Model/), 'Corolla');
    await user.selectOptions(screen.getByLabelText(/^Year/), '2019');
    await user.type(screen.getByLabelText(/^Color/), 'White');
    await user.type(screen.getByLabelText(/^License Plate/), 'khi-101');
    expect(screen.getByLabelText(/^License Plate/)).toHaveProperty('value', 'KHI-101');
    await user.click(screen.getByRole('button', { name: vehiclesContent.save }));

    expect(await screen.findByText(messages.profile.vehicleAdded)).toBeTruthy();
    expect(carsApi.addCar).toHaveBeenCalledWith({ make: 'Toyota', model: 'Corolla', year: 2019, license_plate: 'KHI-101', color: 'White', customer: 'c-7' }, expect.any(AbortSignal));
    expect(within(vehicleItem('2019 Toyota Corolla')).getByText(vehiclesContent.defaultBadge)).toBeTruthy();
    expect(screen.queryByLabelText(/^Make/)).toBeNull();
  });

  it('marks each missing field of an Add Vehicle form sent empty, keeps the one sentence, and focuses the first', async () => {
    const { user } = renderPage();
    await waitFor(() => vehicleItem('2019 Toyota Corolla'));
    await user.click(within(vehiclesCard()).getByRole('button', { name: vehiclesContent.addVehicle }));
    const save = screen.getByRole('button', { name: vehiclesContent.save });
    await user.click(save);

    const alert = within(vehiclesCard()).getByRole('alert');
    expect(alert.textContent).toBe(messages.cars.requiredFields);
    const field = (label: RegExp) => screen.getByLabelText(label);
    for (const label of [/^Make/, /^Model/, /^Year/, /^License Plate/]) {
      expect(field(label).getAttribute('aria-invalid'), String(label)).toBe('true');
      expect(field(label).getAttribute('aria-describedby'), String(label)).toBe(alert.id);
    }
    expect(field(/^Color/).getAttribute('aria-invalid')).toBeNull();
    expect(document.activeElement).toBe(field(/^Make/));

    // A fixed field is no longer marked; the next refused save takes the focus to the first still missing.
    await user.type(field(/^Make/), 'Honda');
    expect(field(/^Make/).getAttribute('aria-invalid')).toBeNull();
    expect(document.activeElement).toBe(field(/^Make/));
    await user.click(save);
    expect(document.activeElement).toBe(field(/^Model/));
    expect(carsApi.addCar).not.toHaveBeenCalled();
  });

  it('closing the add panel clears it, and a refused plate shows the server’s sentence', async () => {
    carsApi.addCar.mockRejectedValue(new ApiError(messages.cars.plateTaken, 409));
    const { user } = renderPage();
    await waitFor(() => vehicleItem('2019 Toyota Corolla'));
    await user.click(within(vehiclesCard()).getByRole('button', { name: vehiclesContent.addVehicle }));
    await user.type(screen.getByLabelText(/^Make/), 'Honda');
    await user.click(within(vehiclesCard()).getByRole('button', { name: vehiclesContent.closeForm }));
    await user.click(within(vehiclesCard()).getByRole('button', { name: vehiclesContent.addVehicle }));
    expect(screen.getByLabelText(/^Make/)).toHaveProperty('value', '');

    await user.type(screen.getByLabelText(/^Make/), 'Toyota');
    await user.type(screen.getByLabelText(/^Model/), 'Corolla');
    await user.selectOptions(screen.getByLabelText(/^Year/), '2019');
    await user.type(screen.getByLabelText(/^License Plate/), 'KHI-101');
    await user.click(screen.getByRole('button', { name: vehiclesContent.save }));
    expect(await screen.findByText(messages.profile.vehicleAddFailed)).toBeTruthy();
    expect(within(vehiclesCard()).getByRole('alert').textContent).toBe(messages.cars.plateTaken);
    expect(screen.getByLabelText(/^Make/)).toHaveProperty('value', 'Toyota');
  });

  it('sets another vehicle as the default', async () => {
    carsApi.setDefaultCar.mockResolvedValue({ ...alto, is_default: true });
    const { user } = renderPage();
    await waitFor(() => vehicleItem('2022 Suzuki Alto'));
    await user.click(within(vehicleItem('2022 Suzuki Alto')).getByRole('button', { name: vehiclesContent.setDefault }));
    expect(await screen.findByText(messages.profile.defaultUpdated)).toBeTruthy();
    expect(carsApi.setDefaultCar).toHaveBeenCalledWith('car-2', expect.any(AbortSignal));
    expect(within(vehicleItem('2022 Suzuki Alto')).getByText(vehiclesContent.defaultBadge)).toBeTruthy();
    expect(within(vehicleItem('2019 Toyota Corolla')).queryByText(vehiclesContent.defaultBadge)).toBeNull();
  });

  it('toasts a failed default change', async () => {
    carsApi.setDefaultCar.mockRejectedValue(new TypeError('Failed to fetch'));
    const { user } = renderPage();
    await waitFor(() => vehicleItem('2022 Suzuki Alto'));
    await user.click(within(vehicleItem('2022 Suzuki Alto')).getByRole('button', { name: vehiclesContent.setDefault }));
    expect(await screen.findByText(messages.profile.defaultUpdateFailed)).toBeTruthy();
    expect(within(vehicleItem('2019 Toyota Corolla')).getByText(vehiclesContent.defaultBadge)).toBeTruthy();
  });

  it('asks before removing; Keep does nothing, Remove removes and the other vehicle becomes default', async () => {
    carsApi.removeCar.mockResolvedValue(undefined);
    const { user } = renderPage();
    await waitFor(() => vehicleItem('2019 Toyota Corolla'));
    const removeButton = within(vehicleItem('2019 Toyota Corolla')).getByRole('button', { name: vehiclesContent.remove });
    expect(removeButton.className, 'styled as a destructive action').toContain(buttonClass('destructiveOutline'));
    await user.click(removeButton);
    let dialog = screen.getByRole('dialog', { name: vehiclesContent.removeTitle });
    const question = within(dialog).getByText((_, element) => element?.tagName === 'P' && element.textContent === vehiclesContent.removeQuestion('2019 Toyota Corolla (KHI-101)'));
    // The plate inside the question is one unit that never breaks.
    expect(within(question).getByText('KHI-101').className).toBe(plateStyles.plate);
    await user.click(within(dialog).getByRole('button', { name: vehiclesContent.keep }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(carsApi.removeCar).not.toHaveBeenCalled();

    await user.click(removeButton);
    dialog = screen.getByRole('dialog', { name: vehiclesContent.removeTitle });
    await user.click(within(dialog).getByRole('button', { name: vehiclesContent.confirmRemove }));
    expect(await screen.findByText(messages.profile.vehicleRemoved)).toBeTruthy();
    expect(carsApi.removeCar).toHaveBeenCalledWith('car-1', expect.any(AbortSignal));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(within(vehiclesCard()).queryByText(/Toyota Corolla/)).toBeNull();
    expect(within(vehicleItem('2022 Suzuki Alto')).getByText(vehiclesContent.defaultBadge)).toBeTruthy();
  });

  it('shows the server’s sentence when a vehicle with active bookings cannot be removed', async () => {
    carsApi.removeCar.mockRejectedValue(new ApiError(messages.cars.hasActiveBookings, 409));
    const { user } = renderPage();
    await waitFor(() => vehicleItem('2022 Suzuki Alto'));
    await user.click(within(vehicleItem('2022 Suzuki Alto')).getByRole('button', { name: vehiclesContent.remove }));
    await user.click(screen.getByRole('button', { name: vehiclesContent.confirmRemove }));
    expect(await screen.findByText(messages.profile.vehicleRemoveFailed)).toBeTruthy();
    expect(within(vehiclesCard()).getByRole('alert').textContent).toBe(messages.cars.hasActiveBookings);
    expect(vehicleItem('2022 Suzuki Alto')).toBeTruthy();
  });

  it('shows a load failure with Retry', async () => {
    carsApi.listCars.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const { user } = renderPage();
    expect(await within(await screen.findByRole('region', { name: vehiclesContent.title })).findByText(messages.profile.vehiclesLoadFailed)).toBeTruthy();
    await user.click(within(vehiclesCard()).getByRole('button', { name: 'Retry' }));
    await waitFor(() => vehicleItem('2019 Toyota Corolla'));
  });
});
