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
