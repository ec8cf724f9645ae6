// The customer's profile and vehicles, and the contact form.

export const accountMessages = {
  cars: {
    fetchFailed: 'Failed to fetch cars',
    addFailed: 'Failed to add car',
    updateFailed: 'Failed to update car',
    deleteFailed: 'Failed to delete car',
    requiredFields: 'Please fill in all required fields',
    notFound: 'Vehicle not found',
    updated: 'Vehicle updated successfully',
    plateTaken: 'You have already saved a vehicle with this licence plate.',
    hasActiveBookings: 'This vehicle has upcoming or active bookings and cannot be removed. Cancel or complete them first.',
    otherCustomer: 'You can only manage your own vehicles.',
    yearOutOfRange: (min: number, max: number) => `Year must be between ${min} and ${max}`,
    limitReached: (max: number) => `You can save at most ${max} vehicles. Remove one you no longer use to add another.`,
  },
  contact: { sendFailed: 'Failed to send message.', nameRequired: 'Name is required' },
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
} as const;
