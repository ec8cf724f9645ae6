// Copy of the Page Not Found page; its own module so the home page does not carry it.
import { translatable } from './i18n';

export const notFoundContent = translatable('notFoundContent', {
  text: 'The page you are looking for does not exist or has moved. Here are some ways to get back on track.',
  goHome: 'Go Home',
  goBack: 'Go Back',
  ourServices: 'Our Services',
  bookService: 'Book a Service',
  contactUs: 'Contact Us',
} as const);
