// Booking a date, managing bookings and the confirmation page.

import { translatable } from '../i18n';
import { vehicleMessages } from './vehicles';

const BOOKING_NOT_FOUND = 'Booking not found';

export const bookingMessages = translatable('bookingMessages', {
  dates: { loadFailed: 'Failed to load available dates', timesLoadFailed: 'Failed to load available times' },
  wizard: {
    completeRequiredFields: 'Please complete all required fields before proceeding.',
    incompleteTitle: 'Incomplete Booking Information',
    incompleteBody: 'Please complete all previous steps before reviewing your booking.',
    missingInformation: 'Missing required booking information',
    userNotAuthenticated: 'User not authenticated',
    chooseTime: 'Please choose a start time.',
  },
  booking: {
    createFailed: 'Failed to create booking',
    created: 'Booking confirmed successfully!',
    rescheduleFailed: 'Failed to reschedule booking',
    cancelFailed: 'Failed to cancel booking',
    rateFailed: 'Failed to submit rating',
    rescheduled: 'Reschedule request submitted successfully',
    /** The spec's sentence with where the booking went, so the toast says when to come. */
    rescheduledTo: (date: string, time: string) => `Reschedule request submitted successfully: your booking is now on ${date} at ${time}.`,
    cancelled: 'Booking cancelled successfully',
    rated: 'Rating submitted successfully',
    confirmCancel: 'Are you sure you want to cancel this booking?',
    listLoadFailed: 'Failed to load bookings',
    listErrorBanner: 'Error loading bookings',
    emptyAll: "You don't have any bookings yet.",
    emptyPending: 'No pending bookings found.',
    emptyConfirmed: 'No confirmed bookings found.',
    emptyInProgress: 'No bookings in progress.',
    emptyCompleted: 'No completed bookings found.',
    emptyCancelled: 'No cancelled bookings found.',
    emptyRescheduled: 'No rescheduled bookings found.',
    noSlots: (date: string) => `No slots available on ${date}. Please choose another date.`,
    timeTaken: (date: string, time: string) => `${time} on ${date} is already taken. Please choose another time.`,
    timeNoLongerFits: (time: string) => `With the add-ons the visit is longer, and ${time} no longer leaves a bay free for all of it. Please choose another start time.`,
    timeInvalid: 'Time must be a start time of the workshop day written HH:MM, such as 10:00.',
    timePassed: 'That time has already passed. Please choose a later time.',
    carAlreadyBooked: (plate: string, date: string) =>
      `Your vehicle ${plate} already has a booking at that time on ${date}. Choose another time, or change that booking.`,
    dateInvalid: 'Dates must be real dates written YYYY-MM-DD.',
    timesNeedDate: 'Send the date whose times you want, written YYYY-MM-DD.',
    idempotencyReused: 'This Idempotency-Key was already used for a different booking. Use a new key for a new booking.',
    dateOutsideWindow: (days: number) => `Bookings can be made from today up to ${days - 1} days ahead.`,
    dateClosed: (date: string) => `The workshop is closed on ${date}. Please choose another date.`,
    daysInvalid: (max: number) => `days must be a whole number from 1 to ${max}.`,
    statusFilterInvalid: 'status must be all or a known booking status.',
    notFound: BOOKING_NOT_FOUND,
    otherCustomer: 'You can only make bookings for your own account.',
    serviceUnavailable: 'This service is not available for booking.',
    addonsInvalid: 'addons must be a list of add-on ids.',
    addonsTooMany: (max: number) => `A visit can have at most ${max} add-ons in addons.`,
    addonsRepeated: 'Each add-on can be in addons only once.',
    addonUnavailable: 'An add-on in addons is not available for booking.',
    addonAsService: 'An add-on cannot be booked on its own: choose a main service as service and send the add-on in addons.',
    carNotFound: vehicleMessages.cars.notFound,
    notesTooLong: (max: number) => `Notes can be at most ${max} characters.`,
    notesUpdated: 'Booking notes updated',
    notesRequired: 'Send customer_notes with the new notes (empty text clears them).',
    textExpected: 'This field must be text.',
    notesLocked: 'Notes can only be changed while a booking is pending, confirmed or rescheduled.',
    cancelTooLate: 'Bookings can only be cancelled before their start time',
    rescheduleTooLate: 'Bookings can only be rescheduled before their start time',
    changeCutoff: (minutes: number, phone: string) =>
      `Changes within ${minutes} ${minutes === 1 ? 'minute' : 'minutes'} of the start can't be made online. Please call us on ${phone}.`,
    tooManyUpcoming: (max: number) =>
      `You already have ${max} upcoming ${max === 1 ? 'booking' : 'bookings'}, the most one account can hold. Cancel one or wait until one is done before booking another.`,
    unpaidFromAddress: (max: number, phone: string, payOnline: boolean) =>
      `There ${max === 1 ? 'is already 1 unpaid upcoming booking' : `are already ${max} unpaid upcoming bookings`} from your internet connection, the most we hold without payment. ${
        payOnline ? `To book another, pay for one of your bookings online in My Bookings, or call us on ${phone}.` : `To book another, please call us on ${phone}.`
      }`,
    unpaidFromDevice: (max: number, phone: string, payOnline: boolean) =>
      `There ${max === 1 ? 'is already 1 unpaid upcoming booking' : `are already ${max} unpaid upcoming bookings`} from this device, the most we hold without payment. ${
        payOnline ? `To book another, pay for one of your bookings online in My Bookings, or call us on ${phone}.` : `To book another, please call us on ${phone}.`
      }`,
    busyForNewAccounts: (phone: string) =>
      `Our calendar is filling up very fast right now, so new accounts can't book online for the moment. Please call us on ${phone} and we will book you in.`,
    cannotCancel: (statusLabel: string) => `A ${statusLabel} booking cannot be cancelled.`,
    cannotReschedule: (statusLabel: string) => `A ${statusLabel} booking cannot be rescheduled.`,
    onlyCompletedRated: 'Only completed bookings can be rated',
    alreadyRated: 'This booking has already been rated',
    ratingInvalid: 'Rating must be a whole number from 1 to 5',
    reviewTooLong: (max: number) => `The review can be at most ${max} characters.`,
    reasonTooLong: (max: number) => `The reason can be at most ${max} characters.`,
    invalidTransition: (fromLabel: string, toLabel: string) => `A booking that is ${fromLabel} cannot be changed to ${toLabel}.`,
    statusUnknown: 'status must be one of pending, confirmed, in_progress, completed, cancelled, no_show, rescheduled.',
    statusUpdated: (label: string) => `Booking status changed to ${label}.`,
    noShowBeforeStart: (date: string, time: string) => `This booking starts on ${date} at ${time}: it can be marked as a no-show only once that time has passed.`,
    rescheduleNeedsDate: 'Rescheduling needs a new date; customers reschedule from My Bookings.',
  },
  confirmation: { loadFailed: 'Failed to load booking details', notFound: BOOKING_NOT_FOUND, loading: 'Loading booking details...' },
} as const);
