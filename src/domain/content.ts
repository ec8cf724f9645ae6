// Marketing and page copy of the public screens (not spec messages; those live in messages.ts).
import { WORKSHOP } from './constants';
import { formatMoney } from './format';
import { translatable } from './i18n';

export const BRAND = 'ShineWorks';
export const BRAND_FULL = 'ShineWorks Car Detailing';

/** The workshop's public contact details (the invoice's company block uses the same values on the server). */
export const CONTACT_DETAILS = {
  email: 'bookings@shineworks.pk',
  phone: '+92 21 3584 1122',
  address: 'Plot 14-C, Khayaban-e-Ittehad, Phase 6, DHA, Karachi 75500',
  /** Read when shown, so it is in the language in force. */
  get hours(): string {
    return WORKSHOP.hours;
  },
} as const;

/** The page title and the duration in English; the exported functions below read them in the language in force. */
export const contentFormatters = translatable('contentFormatters', {
  pageTitle: (title?: string) => (title ? `${title} · ${BRAND}` : `${BRAND_FULL} · Karachi`),
  duration: (minutes: number) => {
    const hours = Math.floor(minutes / 60);
    const rest = minutes % 60;
    const parts: string[] = [];
    if (hours > 0) parts.push(`${hours} hour${hours === 1 ? '' : 's'}`);
    if (rest > 0 || hours === 0) parts.push(`${rest} minute${rest === 1 ? '' : 's'}`);
    return parts.join(' ');
  },
} as const);

/** "Services · ShineWorks"; the home page is the brand alone. */
export const pageTitle = (title?: string) => contentFormatters.pageTitle(title);

export const navLabels = translatable('navLabels', {
  skipToContent: 'Skip to content',
  home: 'Home',
  services: 'Services',
  pricing: 'Pricing',
  contact: 'Contact',
  bookNow: 'Book Now',
  loginSignUp: 'Login / Sign Up',
  myBookings: 'My Bookings',
  myProfile: 'My Profile',
  logout: 'Logout',
  mainNavigation: 'Main',
  mobileNavigation: 'Mobile',
  menu: 'Menu',
  signedInAs: 'Signed in as',
} as const);

export const serviceCardLabels = translatable('serviceCardLabels', {
  mostPopular: 'MOST POPULAR',
  bookNow: 'Book Now',
  save: (amount: number) => `Save ${formatMoney(amount)}`,
  moreItems: (count: number) => `+${count} more item${count === 1 ? '' : 's'}`,
  originalPrice: 'Original price',
  duration: 'Duration',
  /** "4.7 ★" and "(23 ratings)" side by side, and the same in words for screen readers. */
  ratingAverage: (average: number) => `${average.toFixed(1)} ★`,
  ratingCount: (count: number) => `(${count} rating${count === 1 ? '' : 's'})`,
  ratingName: (average: number, count: number) => `Rated ${average.toFixed(1)} out of 5 from ${count} rating${count === 1 ? '' : 's'}`,
} as const);

/** "2 hours", "1 hour 30 minutes", "45 minutes". */
export function formatDuration(minutes: number): string {
  return contentFormatters.duration(minutes);
}

/** Titles of the signed-in customer's pages (their heading and the browser tab). */
export const pageTitles = translatable('pageTitles', {
  book: 'Book a Service',
  checkout: 'Checkout',
  payment: 'Payment',
  bookingConfirmation: 'Booking Confirmation',
  myBookings: 'My Bookings',
  profile: 'My Profile',
  invoice: 'Invoice',
} as const);

export const commonLabels = translatable('commonLabels', {
  retry: 'Retry',
  loading: 'Loading…',
  visitItems: 'Services in this visit',
} as const);

export const homeContent = translatable('homeContent', {
  eyebrow: 'Car detailing in Karachi',
  headline: 'Showroom shine for your car, booked in a minute',
  lead:
    'Hand washes, interior deep cleans, full details and ceramic protection by trained technicians who know what Karachi dust, sea air and summer sun do to a car.',
  primaryCta: 'Book Now',
  secondaryCta: 'View Services',
  statsTitle: 'ShineWorks in numbers',
  /** Read by screen readers while the figures load (the page is rendered ahead without them). */
  statsLoading: 'Loading the figures…',
  statsUnavailable: 'The figures could not be loaded.',
  featuredTitle: 'Featured services',
  loadingFeatured: 'Loading featured services…',
  featuredLead: 'Our most requested packages. Prices are in PKR and include tax.',
  allServices: 'See all services',
  whyTitle: 'Why choose ShineWorks',
  whyLead: 'A workshop you can trust with the car you rely on every day.',
  why: [
    {
      title: 'Trained technicians',
      text: 'Every detailer completes our in-house training on paint correction, interiors and coatings before working on a customer car.',
    },
    {
      title: 'Safe, quality products',
      text: 'pH-neutral shampoos, clean microfibre for every car, and coatings from established brands — no harsh acids on your paint.',
    },
    {
      title: 'Fixed, clear prices',
      text: 'The price you see in PKR is the price you pay, tax included. No surprise add-ons at the counter.',
    },
    {
      title: 'Your time respected',
      text: 'Book a slot online for any of the next 14 days and we start on time. Reschedule or cancel before the start time.',
    },
    {
      title: 'Pay when it is done',
      text: WORKSHOP.paymentNote,
    },
    {
      title: 'Open every day',
      text: `We are open ${WORKSHOP.hours}, including weekends and public holidays.`,
    },
  ],
  ctaTitle: 'Ready for that just-detailed feeling?',
  ctaText: 'Pick a service, choose a day, and drop your car at our DHA workshop. We handle the rest.',
  ctaButton: 'Book your detail',
  ctaContact: 'Ask us a question',
} as const);

export const footerContent = translatable('footerContent', {
  tagline: 'Professional car detailing in Karachi: exterior, interior, full details and paint protection.',
  quickLinks: 'Quick links',
  ourServices: 'Our services',
  contactUs: 'Contact us',
  policies: 'Policies',
  terms: 'Terms of Service',
  privacy: 'Privacy Policy',
  refund: 'Refund Policy',
  copyright: (year: number) => `© ${year} ${BRAND_FULL}. All rights reserved.`,
  emailLabel: 'Email',
  phoneLabel: 'Phone',
  addressLabel: 'Address',
  hoursLabel: 'Hours',
} as const);
