// Page copy of the profile page (not spec messages; those live in messages.ts).
import { PHONE_HINT } from './accountContent';
import { translatable } from './i18n';
import type { Profile } from './types';

export const PROFILE_LABELS = translatable<Record<keyof Profile, string>>('PROFILE_LABELS', {
  name: 'Full Name',
  email: 'Email Address',
  phone: 'Phone Number',
  address: 'Address',
  city: 'City',
  state: 'State',
  zipCode: 'Zip Code',
  language: 'Language',
});

export const profileContent = translatable('profileContent', {
  title: 'My Profile',
  lead: 'Keep your contact details and saved vehicles up to date for faster bookings.',
  personalTitle: 'Personal Information',
  loadingProfile: 'Loading your profile…',
  notProvided: 'Not provided',
  phoneHint: PHONE_HINT,
  currentPassword: 'Current Password',
  currentPasswordHint: 'Needed to change your email address.',
  edit: 'Edit Profile',
  save: 'Save Changes',
  saving: 'Saving...',
  cancel: 'Cancel',
} as const);

export const vehiclesContent = translatable('vehiclesContent', {
  title: 'My Vehicles',
  loadingVehicles: 'Loading your vehicles…',
  empty: 'No vehicles saved yet. Add your car once and pick it in a click when you book.',
  addVehicle: 'Add Vehicle',
  closeForm: 'Close',
  formTitle: 'Add a Vehicle',
  make: 'Make',
  model: 'Model',
  year: 'Year',
  yearPlaceholder: 'Select year',
  color: 'Color',
  licensePlate: 'License Plate',
  save: 'Save Vehicle',
  saving: 'Saving...',
  plate: 'Plate',
  defaultBadge: 'Default',
  setDefault: 'Set as default',
  settingDefault: 'Updating...',
  remove: 'Remove',
  removeTitle: 'Remove vehicle?',
  removeQuestion: (vehicle: string) => `Remove ${vehicle} from your saved vehicles?`,
  keep: 'Keep Vehicle',
  confirmRemove: 'Remove Vehicle',
  removing: 'Removing...',
  vehicleName: (car: { year: number; make: string; model: string }) => `${car.year} ${car.make} ${car.model}`,
} as const);

/** Booking messages on WhatsApp or by SMS: the section's copy (its outcomes and refusals are channelMessages). */
export const phoneChannelContent = translatable('phoneChannelContent', {
  title: 'Booking messages',
  lead: 'Confirmations, changes and reminders come by e-mail. Get them on WhatsApp or by SMS too.',
  loading: 'Loading your booking messages…',
  emailOnly: 'Booking messages come by e-mail. The workshop does not send WhatsApp or SMS messages yet.',
  chooseLabel: 'Where else should they come?',
  channelNames: { whatsapp: 'WhatsApp', sms: 'SMS' },
  use: (channel: 'whatsapp' | 'sms') => (channel === 'whatsapp' ? 'On WhatsApp' : 'By SMS'),
  sending: 'Sending the code…',
  sentTo: (number: string) => `Sent to ${number}. The code is valid for 10 minutes.`,
  codeLabel: '6-digit code',
  verify: 'Switch on',
  verifying: 'Checking…',
  resend: 'Send the code again',
  resendIn: (time: string) => `Send the code again in ${time}`,
  resending: 'Sending…',
  cancel: 'Cancel',
  onTitle: (channel: 'whatsapp' | 'sms') => (channel === 'whatsapp' ? 'Booking messages on WhatsApp' : 'Booking messages by SMS'),
  onDetail: (number: string) => `They come to ${number} as well as by e-mail.`,
  onBadge: 'On',
  switchOff: 'Switch off',
  switchingOff: 'Switching off…',
} as const);
