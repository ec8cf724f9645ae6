// The workshop console's sentences that the server and the console share: staff sign-in and the board's actions.
export const staffMessages = {
  staff: {
    /** A customer account on the staff sign-in (the customer sign-in refuses staff the same way). */
    customerRefused: "This sign-in is for the workshop's staff. Customers sign in at /login.",
    /** Either sign-in, for an account an admin turned off. */
    accountDeactivated: 'This account has been deactivated. Ask an admin to turn it back on.',
    currentPasswordRequired: 'Type your current password.',
    currentPasswordWrong: 'Your current password is not right.',
    passwordChanged: 'Your password has been changed.',
    cancelReasonRequired: 'Say why the booking is cancelled.',
    cancelReasonTooLong: (max: number) => `Keep the reason to ${max} characters or fewer.`,
    cancelled: 'Booking cancelled.',
    /** Where a staff reschedule put the booking, e.g. "Moved to Sun 29 Nov, 10:00, bay 2". */
    movedTo: (day: string, time: string, bay: number) => `Moved to ${day}, ${time}, bay ${bay}`,
    declineReasonRequired: 'Say why the refund is declined.',
    timeRequired: 'Choose a start time.',
    searchRequired: 'Type a booking number, phone number, plate or customer name.',
    searchTooLong: (max: number) => `Search with ${max} characters or fewer.`,
  },
} as const;
