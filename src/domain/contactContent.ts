// Copy of the Contact page (spec §2 "Contact"); the server answers with the same success sentence.
import { WORKSHOP } from './constants';
import { translatable } from './i18n';

export const contactContent = translatable('contactContent', {
  title: 'Contact Us',
  documentTitle: 'Contact',
  intro: `Questions about a service, a booking or a quote? Send us a message. ${WORKSHOP.replyPromise}.`,
  infoHeading: 'Get in touch',
  phoneLabel: 'Phone',
  emailLabel: 'Email',
  addressLabel: 'Address',
  hoursLabel: 'Opening hours',
  replyPromise: WORKSHOP.replyPromise,
  formHeading: 'Send us a message',
  requiredNote: 'Name and email are required; the rest is optional.',
  fields: {
    name: 'Name',
    email: 'Email',
    phone: 'Phone',
    service: 'Service',
    message: 'Message',
  },
  placeholders: {
    name: 'Your full name',
    email: 'you@example.com',
    phone: '0300 1234567',
    message: 'How can we help?',
  },
  honeypotLabel: 'Leave this field empty',
  submit: 'Send Message',
  sending: 'Sending…',
  successHeading: 'Message sent',
  sendAnother: 'Send another message',
  tryAgain: 'Try again',
  openInMaps: 'Open in Maps',
  whyHeading: 'Why choose ShineWorks',
  whyPoints: [
    'Trained detailers and professional-grade products',
    'Clear prices with no hidden charges',
    'Online booking with instant confirmation',
  ],
  ctaHeading: 'Ready for a showroom shine?',
  ctaText: 'Pick a service and a time that suits you.',
  ctaButton: 'Book a Service',
  successMessage: 'Thank you! Your message has been sent. We reply within 2 hours.',
  /** The first choice of the Service select; the catalogue's names follow it. */
  generalEnquiry: 'General enquiry',
} as const);
