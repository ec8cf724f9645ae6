// Copy of the Services page and the price list; its own module so the home page does not carry it.
import { translatable } from './i18n';

export const servicesContent = translatable('servicesContent', {
  title: 'Our Services',
  lead: 'From a quick exterior wash to multi-year ceramic protection. All prices in PKR, tax included.',
  filterLabel: 'Filter services by category',
  allCategories: 'All Services',
  loading: 'Loading services…',
  showing: (count: number, category: string | null) =>
    `Showing ${count} service${count === 1 ? '' : 's'}${category ? ` in ${category}` : ''}`,
  howTitle: 'How it works',
  howLead: 'Four simple steps from booking to a spotless car.',
  howSteps: [
    { title: 'Choose a service', text: 'Browse the catalogue and pick the package that suits your car.' },
    { title: 'Book a slot', text: 'Choose your vehicle and a date in the next 14 days. Booking takes about a minute.' },
    { title: 'We detail your car', text: 'Drop the car at our DHA workshop; our technicians get to work at the booked time.' },
    { title: 'Pay at service', text: 'Pay when the work is done by cash, card or digital wallet, or online in advance from My Bookings.' },
  ],
  guaranteeTitle: 'Our satisfaction guarantee',
  guaranteeText:
    'If something is not right, tell us before you drive away or within 48 hours and we will redo the affected work free of charge.',
  guaranteeCta: 'Book with confidence',
  addonsTitle: 'Add-ons',
  addonsLead: 'Extras done in the same visit, in the same bay: add them to any booking on its review step.',
  addonsBook: 'Book a service',
  addonsLoadFailed: 'The add-ons could not be loaded just now.',
} as const);

/** The price list (/pricing): every active service by category. */
export const pricingContent = translatable('pricingContent', {
  title: 'Price list',
  lead: 'Every service we offer, with how long it takes and what it costs.',
  taxNote: 'All prices are in Pakistani rupees (PKR) and include tax: the price shown is the price you pay. Your invoice shows the tax part.',
  loading: 'Loading prices…',
  duration: 'Duration',
  price: 'Price',
  originalPrice: 'Original price',
  discount: (percent: number) => `${percent}% off`,
  book: 'Book',
  detailsLead: 'Want to know what each service includes?',
  detailsLink: 'See the services in detail',
} as const);
