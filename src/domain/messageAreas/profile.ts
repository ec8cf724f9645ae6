// The customer's personal information on the profile page.
import { translatable } from '../i18n';

export const profileMessages = translatable('profileMessages', {
  profile: {
    updated: 'Profile updated successfully',
    updateFailed: 'Failed to update profile',
    vehicleAdded: 'Vehicle added successfully',
    vehicleAddFailed: 'Failed to add vehicle',
    vehicleRemoved: 'Vehicle removed successfully',
    vehicleRemoveFailed: 'Failed to remove vehicle',
    defaultUpdated: 'Default vehicle updated',
    defaultUpdateFailed: 'Failed to update default vehicle',
    loadFailed: 'Failed to load profile',
    vehiclesLoadFailed: 'Failed to load vehicles',
    currentPasswordRequired: 'Enter your current password to change your email address.',
    currentPasswordWrong: 'The current password is not correct.',
  },
} as const);
