// The customer's saved vehicles (the profile's My Vehicles and the wizard's vehicle step).
import { translatable } from '../i18n';

export const vehicleMessages = translatable('vehicleMessages', {
  cars: {
    fetchFailed: 'Failed to fetch cars',
    addFailed: 'Failed to add car',
    updateFailed: 'Failed to update car',
    deleteFailed: 'Failed to delete car',
    requiredFields: 'Please fill in all required fields',
    notFound: 'Vehicle not found',
    updated: 'Vehicle updated successfully',
    plateTaken: 'You have already saved a vehicle with this licence plate.',
    plateNeedsLettersOrDigits: 'The licence plate needs at least one letter or digit.',
    hasActiveBookings: 'This vehicle has upcoming or active bookings and cannot be removed. Cancel or complete them first.',
    otherCustomer: 'You can only manage your own vehicles.',
    yearOutOfRange: (min: number, max: number) => `Year must be between ${min} and ${max}`,
    limitReached: (max: number) => `You can save at most ${max} vehicles. Remove one you no longer use to add another.`,
  },
} as const);
