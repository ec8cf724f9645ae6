// The workshop console's sentences that the server and the console share: capacity, closed dates, inbox, staff
// accounts, the catalogue editor and the Settings page.

/** "1 booking", "3 bookings". */
const bookingsCount = (count: number) => `${count} ${count === 1 ? 'booking' : 'bookings'}`;
const theseBookings = (count: number) => (count === 1 ? 'this booking' : `these ${count} bookings`);

export const workshopMessages = {
  workshop: {
    // ---- Capacity ----
    baysInvalid: 'Bays must be a whole number from 1 to 50.',
    slotMinutesInvalid: 'Start times must be every 15 to 720 minutes, in steps of 5 minutes.',
    bufferInvalid: 'The cleanup time after a booking must be 0 to 60 minutes, in steps of 5 minutes.',
    hoursInvalid: 'Opening hours need each weekday once (1 = Monday to 7 = Sunday), with periods written HH:MM on the 5-minute mark, each opening before it closes and after the one before it closes.',
    /** New hours would leave upcoming bookings outside them. */
    hoursInUse: (count: number) => `${bookingsCount(count)} from today on would fall outside these hours. Move or cancel ${theseBookings(count)} first.`,
    capacitySaved: 'Capacity saved.',
    capacityUnchanged: 'Nothing changed.',
    /** Fewer bays would drop a bay that upcoming bookings use. */
    baysInUse: (count: number, bays: number) =>
      `${bookingsCount(count)} from today on ${count === 1 ? 'uses a bay' : 'use bays'} above bay ${bays}. Move or cancel ${theseBookings(count)} first.`,
    /** A booking asked for a start that a grid or hours changed meanwhile no longer offer. */
    timetableChanged: 'The workshop has just changed its timetable. Please choose the time again.',

    // ---- Closed dates ----
    datePast: 'A date in the past cannot be closed.',
    noteInvalid: 'The note can be at most 200 characters.',
    dateClosed: (date: string) => `The workshop is now closed on ${date}.`,
    dateAlreadyClosed: (date: string) => `The workshop was already closed on ${date}.`,
    dateHasBookings: (date: string, count: number) => `${date} has ${bookingsCount(count)}. Move or cancel ${theseBookings(count)} first.`,
    dateReopened: (date: string) => `The workshop is open again on ${date}.`,
    dateNotClosed: (date: string) => `The workshop is not closed on ${date}.`,
    /** One booking in the way of a change, as errors.bookings lists it. */
    bookingLine: (booking: { shortId: string; date: string; time: string; customer: string; service: string }) =>
      `${booking.shortId} · ${booking.date} ${booking.time} · ${booking.customer} · ${booking.service}`,

    // ---- Catalogue ----
    serviceIdMismatch: 'The service id in the body must be the id in the address.',
    serviceSaved: (name: string) => `${name} saved.`,

    // ---- Inbox ----
    inboxStatusInvalid: 'status must be unread or read.',
    inboxChannelInvalid: 'channel must be web, whatsapp or sms.',
    readInvalid: 'read must be true or false.',
    messageNotFound: 'Message not found.',
    markedRead: 'Marked as read.',
    markedUnread: 'Marked as unread.',
    replyText: 'Write the answer first.',
    replyTooLong: (max: number) => `Keep the answer under ${max} characters.`,
    replySent: (channel: 'web' | 'whatsapp' | 'sms') => (channel === 'whatsapp' ? 'Answer sent on WhatsApp.' : channel === 'sms' ? 'Answer sent by SMS.' : 'Answer sent by e-mail.'),
    templateSent: 'Sent the "please reply" template on WhatsApp.',
    /** WhatsApp takes free text only within 24 hours of the customer's last message. */
    replyWindowClosed:
      'This customer last wrote on WhatsApp more than 24 hours ago, and WhatsApp then takes only a registered template. Send the "please reply" template instead: it asks them to write again.',
    replyChannelOff: (channel: 'whatsapp' | 'sms') => (channel === 'whatsapp' ? 'WhatsApp is not set up on this server, so the answer cannot be sent.' : 'SMS is not set up on this server, so the answer cannot be sent.'),
    templateOnlyWhatsApp: 'The "please reply" template is for WhatsApp messages only.',
    notificationChannelInvalid: 'channel must be email, whatsapp or sms.',
    confirmedOnWhatsApp: 'confirmed by the customer on WhatsApp',

    // ---- Settings ----
    nameInvalid: 'Enter the workshop name (at most 120 characters).',
    addressInvalid: 'Enter the workshop address (at most 300 characters).',
    phoneInvalid: "Enter the workshop's phone number, such as +92 21 3584 1122.",
    ntnInvalid: 'The NTN is 7 digits with an optional check digit, such as 1234567-8.',
    strnInvalid: 'The STRN is 13 digits, such as 17-00-3761-234-55.',
    figureInvalid: 'Each figure must be a whole number from 0 to 1,000,000.',
    reminderHoursInvalid: 'Reminder hours must be a whole number from 1 to 336, or empty to send no reminders.',
    depositThresholdInvalid: 'The deposit amount must be a whole number of rupees from 1 to 10,000,000, or empty to ask for no deposits.',
    depositPercentInvalid: 'The deposit must be a whole percentage from 5 to 90.',
    depositHoldInvalid: 'The hold time must be a whole number of minutes from 1 to 4,320 (three days).',
    settingsSaved: 'Settings saved.',

    // ---- Staff accounts ----
    roleInvalid: 'role must be staff or admin.',
    staffNotFound: 'Staff account not found.',
    staffCreated: (name: string) => `Account created for ${name}. They choose a new password when they first sign in.`,
    cannotDeactivateSelf: 'You cannot deactivate your own account.',
    lastActiveAdmin: 'This is the last active admin account. Make another account admin before deactivating it.',
    staffDeactivated: (name: string) => `${name} can no longer sign in.`,
    staffActivated: (name: string) => `${name} can sign in again.`,
    passwordReset: (name: string) =>
      `A temporary password was made for ${name}; it is shown only now. They choose a new one when they sign in, or set one from the reset mail sent to them.`,
  },
} as const;
