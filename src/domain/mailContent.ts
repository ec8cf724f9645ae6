// Every sentence of the mails the workshop sends and of their calendar entries. Only the server reads this module.
import { WORKSHOP } from './constants';
import { formatLongDate, formatMoney, formatTime, karachiTimeOfDay, todayInKarachi } from './format';
import { translatable } from './i18n';

/** A run of text in which some pieces are links: the HTML part makes them clickable, the text part writes them out. */
export type MailText = string | ReadonlyArray<string | MailLink>;
export interface MailLink {
  text: string;
  href: string;
}

/** The first word of a name, for a greeting ("Ayesha Khan" → "Ayesha"). */
export const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? '';

/** A booking whose service has since been removed from the catalogue still needs a name. */
const serviceOrDefault = (serviceName: string) => serviceName.trim() || 'Car detailing';

export const mailContent = translatable('mailContent', {
  /** How mails write dates and times (the exported helpers below read these). */
  dates: {
    /** "Friday, 27 November 2026" for a workshop date (never "Tomorrow": a mail is often read days after it is sent). */
    long: (isoDate: string) => formatLongDate(isoDate),
    /** "Friday, 27 November": the date in a subject line. */
    short: (isoDate: string) => formatLongDate(isoDate).replace(/,?\s+\d{4}$/, ''),
    /** "10:00 AM – 12:00 PM". */
    timeRange: (startTime: string, endTime: string) => `${formatTime(startTime)} – ${formatTime(endTime)}`,
    /** The workshop's wall-clock reading of an instant: "Sunday, 22 November 2026 at 10:30 AM" (Karachi, UTC+5 all year). */
    instant: (instant: Date) => `${formatLongDate(todayInKarachi(instant))} at ${formatTime(karachiTimeOfDay(instant))}`,
  },

  greeting: (name: string) => (firstName(name) ? `Hi ${firstName(name)},` : 'Hello,'),
  signOff: (company: string) => `See you soon,\nThe ${company} team`,
  thanksSignOff: (company: string) => `Thank you,\nThe ${company} team`,
  serviceName: serviceOrDefault,
  linkFallback: 'If the button does not work, copy this link into your browser:',

  /** The booking's facts, as every booking mail lists them. */
  details: {
    bookingNumber: 'Booking number',
    service: 'Service',
    vehicle: 'Vehicle',
    licensePlate: 'License plate',
    date: 'Date',
    time: 'Time',
    price: 'Price',
    address: 'Address',
    bookingNumberValue: (number: string) => `#${number}`,
    vehicleValue: (make: string, model: string) => `${make} ${model}`.trim(),
    priceValue: (amount: number) => `${formatMoney(amount)} (tax included)`,
    deposit: 'Deposit to hold your place',
    depositValue: (amount: number, dueBy: string) => `${formatMoney(amount)}, to pay online by ${dueBy} (the rest at the workshop)`,
  },

  /** How a customer changes a booking: the same promise as the terms (any time before the start, free of charge). */
  manage: {
    button: 'Manage my booking',
    myBookingsLink: 'My Bookings',
    sentence: (myBookings: MailLink, phone: MailLink): MailText => [
      'Need to reschedule or cancel? You can do it yourself in ',
      myBookings,
      ' any time before your start time, free of charge, or call us on ',
      phone,
      '.',
    ],
  },

  footer: {
    phone: 'Phone',
    email: 'Email',
    website: 'Website',
    bookingReason: (company: string) => `You are receiving this email because you booked a service with ${company}.`,
    accountReason: (company: string) => `You are receiving this email because a password reset was requested for your ${company} account.`,
    contactReason: (company: string) => `You are receiving this email because you sent a message to ${company} through our website.`,
    workshopReason: 'Sent by the contact form on your booking website.',
  },

  passwordReset: {
    subject: (company: string) => `Reset your ${company} password`,
    preheader: 'Use this link within 1 hour to choose a new password.',
    heading: 'Reset your password',
    intro: (company: string) => `We received a request to reset the password of your ${company} account. Choose a new password with the button below.`,
    button: 'Choose a new password',
    validity: 'The link works once and expires in 1 hour.',
    notYou: 'If you did not ask for this, you can safely ignore this email. Your password stays the same.',
  },

  bookingConfirmation: {
    subject: (serviceName: string, date: string, time: string) => `Booking confirmed: ${serviceName} on ${date} at ${time}`,
    preheader: (date: string, time: string) => `See you on ${date} at ${time}. Your booking details and calendar entry are inside.`,
    heading: 'Your booking is confirmed',
    intro: (company: string) => `Thank you for booking with ${company}. Here are the details of your appointment.`,
    arrive: (time: string) => `Please arrive a few minutes before ${time} so we can start on time, and remove any valuables from the car.`,
    calendar: 'A calendar entry is attached: open it to add the appointment to your calendar.',
  },

  /** A pending booking's first mail: received, and the workshop will confirm it (a second mail says when it does). */
  bookingReceived: {
    subject: (serviceName: string, date: string, time: string) => `Booking received: ${serviceName} on ${date} at ${time}`,
    preheader: (date: string, time: string) => `We have your booking for ${date} at ${time} and will confirm it shortly.`,
    heading: 'We have received your booking',
    intro: (company: string) =>
      `Thank you for booking with ${company}. We have received your booking and the workshop will confirm it shortly; you will get another email when it does. Here are the details.`,
  },

  bookingRescheduled: {
    subject: (serviceName: string, date: string, time: string) => `Booking moved: ${serviceName} is now on ${date} at ${time}`,
    preheader: (date: string, time: string) => `Your new time is ${date} at ${time}.`,
    heading: 'Your booking has a new time',
    intro: 'Your booking has been moved. Here are the updated details.',
    previous: 'Previous time',
    previousValue: (date: string, time: string) => `${date} at ${time}`,
    newDate: 'New date',
    newTime: 'New time',
    calendar: 'The attached calendar entry updates the appointment in your calendar.',
  },

  bookingCancelled: {
    subject: (serviceName: string, date: string) => `Booking cancelled: ${serviceName} on ${date}`,
    preheader: (date: string) => `Your booking on ${date} has been cancelled.`,
    heading: 'Your booking has been cancelled',
    intro: (date: string, time: string) => `Your booking on ${date} at ${time} has been cancelled and the time is no longer reserved for you.`,
    refund: (amount: number, reference: string) =>
      `We have refunded ${formatMoney(amount)} to your original payment method (refund reference ${reference}). Your bank or wallet may take a few working days to show it.`,
    /** Money paid that the cancellation does not refund online at once. */
    moneyBack: {
      atWorkshop: (amount: number, phone: MailLink): MailText => [
        `You paid ${formatMoney(amount)} at the workshop: we give it back at the workshop, or call us on `,
        phone,
        ' and we will arrange it.',
      ],
      toFollow: (amount: number) => `Your payment of ${formatMoney(amount)} will be refunded once the workshop confirms it; we will e-mail you when it is done.`,
      returnedAtCounter: (amount: number) => `${formatMoney(amount)} has been given back to you at the workshop.`,
    },
    bookAgain: 'Want a new time? You are welcome to book again whenever it suits you.',
    button: 'Book again',
    calendar: 'The attached calendar update removes the appointment from your calendar.',
    questions: (phone: MailLink): MailText => ['Questions about this cancellation? Call us on ', phone, '.'],
    reason: 'The reason given:',
  },

  paymentReceived: {
    subject: (amount: number, invoiceNumber: string) => `Payment received: ${formatMoney(amount)} for invoice ${invoiceNumber}`,
    preheader: (amount: number) => `Thank you! We have received your payment of ${formatMoney(amount)}.`,
    heading: 'Thank you for your payment',
    intro: (amount: number) => `We have received your payment of ${formatMoney(amount)}. Your invoice is attached as a PDF.`,
    invoiceNumber: 'Invoice number',
    amountPaid: 'Amount paid',
    paidWith: 'Paid with',
    paidOn: 'Paid on',
    amountValue: (amount: number) => `${formatMoney(amount)} (tax included)`,
    /** A deposit paid online: the rest is paid at the workshop. */
    balance: 'Still to pay at the workshop',
    button: 'View invoice',
  },

  bookingReminder: {
    subject: (serviceName: string, date: string, time: string) => `Reminder: ${serviceName} on ${date} at ${time}`,
    preheader: (date: string, time: string) => `See you on ${date} at ${time}.`,
    heading: (date: string) => `See you on ${date}`,
    intro: 'A friendly reminder of your upcoming appointment with us.',
    arrive: (time: string) =>
      `Please arrive by ${time} and remove any valuables from the car. If you are more than 30 minutes late we may have to move your booking.`,
    button: 'Get directions',
  },

  contactAcknowledgement: {
    subject: (company: string) => `We received your message - ${company}`,
    get preheader() {
      return `Thank you for getting in touch. ${WORKSHOP.replyPromise}.`;
    },
    heading: 'Thank you for getting in touch',
    get intro() {
      return `We have received your message and will get back to you soon. ${WORKSHOP.replyPromise} during our opening hours (${WORKSHOP.hours}).`;
    },
    urgent: (phone: MailLink): MailText => ['If it is urgent, call us on ', phone, '.'],
  },

  contactCopy: {
    subject: (name: string, service: string) => (service ? `Contact form: ${name} (${service})` : `Contact form: ${name}`),
    preheader: (name: string) => `${name} sent a message through the website.`,
    heading: 'New message from the contact form',
    intro: 'Someone sent a message through the website. Reply to this email to answer them directly.',
    name: 'Name',
    email: 'Email',
    phone: 'Phone',
    service: 'Service',
    received: 'Received',
    notGiven: 'Not given',
    message: 'Message:',
    button: 'Reply by email',
    replySubject: (company: string) => `Re: Your message to ${company}`,
  },

  /** The iCalendar entry attached to booking mails (and offered for download). */
  calendar: {
    summary: (serviceName: string, company: string) => `${serviceOrDefault(serviceName)} at ${company}`,
    description: (facts: { vehicle: string; licensePlate: string; bookingNumber: string; myBookingsUrl: string; phone: string }) =>
      [
        `Vehicle: ${facts.vehicle} (${facts.licensePlate})`,
        `Booking number: #${facts.bookingNumber}`,
        `To reschedule or cancel, open My Bookings before the start time: ${facts.myBookingsUrl}`,
        `Or call us on ${facts.phone}.`,
      ].join('\n'),
    alarm: (serviceName: string, company: string) => `${serviceOrDefault(serviceName)} at ${company} in 2 hours`,
  },
} as const);

/** "Friday, 27 November 2026" for a workshop date (never "Tomorrow": a mail is often read days after it is sent). */
export const mailDate = (isoDate: string) => mailContent.dates.long(isoDate);

/** "Friday, 27 November": the date in a subject line. */
export const mailDateShort = (isoDate: string) => mailContent.dates.short(isoDate);

/** "10:00 AM – 12:00 PM". */
export const mailTimeRange = (startTime: string, endTime: string) => mailContent.dates.timeRange(startTime, endTime);

/** The workshop's wall-clock reading of an instant: "Sunday, 22 November 2026 at 10:30 AM" (Karachi, UTC+5 all year). */
export const mailInstant = (instant: Date) => mailContent.dates.instant(instant);
