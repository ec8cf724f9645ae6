// The front desk's sentences that the server and the console share: desk bookings, bay blocks and the customer file.
// Apart from the shared catalogue (messages.ts) on purpose: the customer's first load carries that one, not these.

/** "1 booking", "3 bookings". */
const bookingsCount = (count: number) => `${count} ${count === 1 ? 'booking' : 'bookings'}`;

export const deskMessages = {
  // ---- Desk bookings ----
  phoneRequired: "Enter the customer's phone number.",
  phoneInvalid: 'Enter a Pakistani mobile or landline number, such as 0300 1234567 or 021 34567890.',
  customerRequired: 'Choose the customer, or add a new one (not both).',
  carRequired: 'Choose the car, or add a new one (not both).',
  sourceInvalid: 'source must be phone, walk_in or whatsapp.',
  carNotTheirs: "This car is not one of the customer's saved cars.",
  // ---- Add-ons on a booking ----
  addonAdded: (name: string, total: string) => `${name} added. The visit now costs ${total}.`,
  addonAddedInBay: (name: string, total: string, bay: number) =>
    `${name} added. The longer visit did not fit in its own bay, so it moved to bay ${bay} at the same time. It now costs ${total}.`,
  addonRemoved: (name: string, total: string) => `${name} removed. The visit now costs ${total}.`,
  addonsPaid: 'The invoice is already paid: add-ons can no longer be changed on this booking.',
  addonsStatus: (statusLabel: string) => `The add-ons of a ${statusLabel} booking cannot be changed.`,
  addonDoesNotFit: (time: string, bay: number) =>
    `With this add-on the visit does not fit at ${time}: its bay ${bay} and every other bay are taken before it would end. Move the booking first.`,
  addonAlreadyOnBooking: 'This add-on is already on the booking.',
  addonNotOnBooking: 'This add-on is not on the booking.',
  addonsFull: (max: number) => `A visit can have at most ${max} add-ons.`,
  /** The service does not fit between its start and closing time. */
  outsideHours: (opens: string, closes: string) => `The service must start and end between ${opens} and ${closes}. Choose another start.`,
  duplicatePhone: (name: string) =>
    `${name} already has this phone number. Book for them, or confirm that a new customer shares the phone.`,
  duplicateEmail: (name: string) => `${name} already has this e-mail address. Book for them instead.`,
  /** A desk booking made: where it went, e.g. "Booked for Sun 29 Nov, 14:14, bay 1." */
  booked: (day: string, time: string, bay: number) => `Booked for ${day}, ${time}, bay ${bay}.`,

  // ---- Bay blocks ----
  reasonRequired: 'Say why the bay is blocked.',
  reasonTooLong: (max: number) => `Keep the reason to ${max} characters or fewer.`,
  bayInvalid: (bays: number) => `Bay must be a whole number from 1 to ${bays}.`,
  blockTimesInvalid: (opens: string, closes: string) => `A block must end after it starts, between ${opens} and ${closes}.`,
  blockPast: 'A bay cannot be blocked for a time that is already over.',
  blockOverBookings: (count: number) => `The bay has ${bookingsCount(count)} in that time. Move or cancel ${count === 1 ? 'it' : 'them'} first.`,
  alreadyBlocked: 'The bay is already blocked for part of that time.',
  blocked: (bay: number, day: string, start: string, end: string) => `Bay ${bay} is blocked on ${day}, ${start}–${end}.`,
  unblocked: 'The block is removed: the bay is free again.',
  blockNotFound: 'Block not found.',

  // ---- The customer file ----
  customerNotFound: 'Customer not found.',
  customerSaved: 'Customer saved.',
  notesTooLong: (max: number) => `Keep the notes to ${max} characters or fewer.`,
  /** Staff may not move an account's sign-in address (the customer changes it on the profile, with their password). */
  emailOfAccount: 'This customer signs in with this e-mail address: they change it on their profile.',
  /** Staff may not set or change a customer's address at all: whoever sets it receives the password-reset links. */
  emailAdminOnly: "Only an admin can change a customer's e-mail address: password-reset links go to it.",
  searchTooLong: (max: number) => `Search with ${max} characters or fewer.`,
} as const;
