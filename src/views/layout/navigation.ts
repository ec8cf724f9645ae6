// The site's links in one place: header, mobile menu and footer read them from here.
import { footerContent, navLabels } from '../../domain/content';

export interface NavItem {
  href: string;
  label: string;
}

export const primaryNav: readonly NavItem[] = [
  { href: '/', label: navLabels.home },
  { href: '/services', label: navLabels.services },
  { href: '/contact', label: navLabels.contact },
];

export const BOOK_HREF = '/book';
export const LOGIN_HREF = '/login';
export const MY_BOOKINGS_HREF = '/my-bookings';

export const footerQuickLinks: readonly NavItem[] = [
  { href: '/', label: navLabels.home },
  { href: '/services', label: navLabels.services },
  { href: BOOK_HREF, label: navLabels.bookNow },
  { href: '/contact', label: navLabels.contact },
  { href: MY_BOOKINGS_HREF, label: navLabels.myBookings },
];

export const policyLinks: readonly NavItem[] = [
  { href: '/terms', label: footerContent.terms },
  { href: '/privacy', label: footerContent.privacy },
  { href: '/terms#cancellations', label: footerContent.refund },
];
