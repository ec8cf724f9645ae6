// The policy pages' texts (terms, privacy; the terms' #cancellations section is the refund policy), in their own
// module so they load with those pages only.
import { WORKSHOP } from './constants';
import { BRAND_FULL, CONTACT_DETAILS } from './content';
import { translatable } from './i18n';
import type { PolicyPage } from './types';

export const policyLabels = translatable('policyLabels', { contents: 'Contents' } as const);

export const termsContent: PolicyPage = translatable('termsContent', {
  title: 'Terms of Service',
  updated: 'Last updated: 25 November 2026',
  intro: `These terms apply when you book a service with ${BRAND_FULL}, ${CONTACT_DETAILS.address}. By booking you agree to them.`,
  sections: [
    {
      id: 'bookings',
      title: 'Bookings',
      paragraphs: [
        'You can book any active service for one of the next 14 days. A booking is for the vehicle you select; tell us if you bring a different one, as prices and time can differ by vehicle size.',
        'Your booking starts as pending and is confirmed by the workshop. We give each booking a time slot and a bay; please arrive at your slot time so we can start on time.',
        'If you arrive more than 30 minutes late we may need to move your booking to the next free slot the same day or another day.',
      ],
    },
    {
      id: 'cancellations',
      title: 'Rescheduling, cancellations and refunds',
      paragraphs: [
        `You can reschedule or cancel a pending, confirmed or rescheduled booking yourself from My Bookings at any time before its start time, free of charge. The workshop may stop online changes a short time before the start; after that, call us on ${CONTACT_DETAILS.phone} and we will help.`,
        'Once work has started a booking can no longer be cancelled. A booking missed without cancelling is marked as a no-show.',
        'If you paid online and cancel, we refund the full amount to the original payment method automatically, the moment you cancel. Your bank or wallet may take a few working days to show it, and the cancellation e-mail we send you confirms the refund. If you paid at the workshop, the workshop refunds you at the counter.',
        'If we have to cancel, for example because of a power or water outage, we will call you to rebook and refund any online payment in full.',
        'You can hold at most 5 upcoming bookings at a time. For every booking we send you a confirmation e-mail with a calendar entry, and a reminder 24 hours before your appointment.',
      ],
    },
    {
      id: 'prices-and-payment',
      title: 'Prices and payment',
      paragraphs: [
        'All prices are in Pakistani rupees (PKR) and include GST. The price shown when you book is the price you pay for that service.',
        'You can pay at the workshop when the service is done, by cash, debit or credit card, or digital wallet, or online in advance with Pay now in My Bookings. Every booking has an invoice you can view, print or download there.',
      ],
    },
    {
      id: 'your-vehicle',
      title: 'Your vehicle and belongings',
      paragraphs: [
        'Please remove valuables from the car before handing it over. We are not responsible for cash, jewellery or electronics left in the vehicle.',
        'Tell us about existing damage, aftermarket paint, loose trim or warning lights when you drop off. We inspect and note the condition of each car before starting work.',
      ],
    },
    {
      id: 'liability',
      title: 'Damage and liability',
      paragraphs: [
        'We take care of every car as if it were our own. If our work damages your vehicle, tell us before you leave or within 48 hours and we will repair it or pay for the repair at a workshop we agree on together.',
        'We are not liable for wear that was already present, such as failing clear coat, stone chips, cracked trim or old repairs, or for results limited by the condition of the paint or upholstery.',
      ],
    },
    {
      id: 'satisfaction',
      title: 'Satisfaction guarantee',
      paragraphs: [
        'If part of the work is not up to standard, tell us before you drive away or within 48 hours and we will redo the affected work free of charge.',
      ],
    },
    {
      id: 'contact',
      title: 'Contact',
      // read when shown: the hours are a translated text, and this module may first load in another language
      get paragraphs() {
        return [
          `Questions about these terms: ${CONTACT_DETAILS.email}, ${CONTACT_DETAILS.phone}, or visit us at ${CONTACT_DETAILS.address}, ${WORKSHOP.hours}.`,
        ];
      },
    },
  ],
});

export const privacyContent: PolicyPage = translatable('privacyContent', {
  title: 'Privacy Policy',
  updated: 'Last updated: 1 January 2026',
  intro: `This policy explains what ${BRAND_FULL} keeps about you, why, and what you can ask us to do with it.`,
  sections: [
    {
      id: 'data-we-keep',
      title: 'What we keep',
      paragraphs: [
        'Your account: full name, email address, mobile number and a securely hashed password (we never store the password itself).',
        'Your vehicles: make, model, year, colour and licence plate, so we know which car to expect.',
        'Your bookings, invoices and payments: the service, date, time, notes you add, amounts and payment status. For card payments we keep only the card brand, the last 4 digits and the transaction id; we never store a full card number or CVV.',
        'Messages you send us through the contact form.',
      ],
    },
    {
      id: 'why',
      title: 'Why we use it',
      paragraphs: [
        'To run your bookings: confirming, scheduling, detailing your car, invoicing and taking payment.',
        'To contact you about a booking, for example a confirmation, a change of time or a reply to your message. We do not send marketing messages and do not sell or share your data with advertisers.',
      ],
    },
    {
      id: 'cookies',
      title: 'Cookies',
      paragraphs: [
        'We use two cookies: one keeps you signed in and holds a random session id, not your personal details; the other remembers the language you chose (English or Urdu). There are no advertising or tracking cookies.',
        'Your browser also keeps your name and email locally so the site can show who is signed in; signing out clears it.',
      ],
    },
    {
      id: 'retention',
      title: 'How long we keep it',
      paragraphs: [
        'Booking and invoice records are kept for as long as tax law in Pakistan requires. Account details are kept while your account is open; you can ask us to close it at any time.',
      ],
    },
    {
      id: 'your-rights',
      title: 'Your choices',
      paragraphs: [
        'You can see and update your details on your profile page. To get a copy of your data, correct it, or close your account, email us and we will respond within 7 working days.',
      ],
    },
    {
      id: 'contact',
      title: 'Contact',
      paragraphs: [`Privacy questions: ${CONTACT_DETAILS.email} or ${CONTACT_DETAILS.phone}, ${CONTACT_DETAILS.address}.`],
    },
  ],
});
