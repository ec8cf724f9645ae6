// The site's links in one place: header, mobile menu and footer read them from here.
import { footerContent, navLabels } from '../../domain/content';
import { CATEGORY_QUERY, SERVICE_CATEGORIES } from '../../domain/constants';
import { categoryLabel } from '../../domain/format';

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
export const PROFILE_HREF = '/profile';

export const footerQuickLinks: readonly NavItem[] = [
  { href: '/', label: navLabels.home },
  { href: '/services', label: navLabels.services },
  { href: '/pricing', label: navLabels.pricing },
  { href: BOOK_HREF, label: navLabels.bookNow },
  { href: '/contact', label: navLabels.contact },
  { href: MY_BOOKINGS_HREF, label: navLabels.myBookings },
  { href: PROFILE_HREF, label: navLabels.myProfile },
];

/** The services page opened on one category. */
export const servicesCategoryHref = (category: string) => `/services?${new URLSearchParams({ [CATEGORY_QUERY]: category }).toString()}`;

export const footerServiceLinks: readonly NavItem[] = SERVICE_CATEGORIES.map((category) => ({
  href: servicesCategoryHref(category),
  label: categoryLabel(category),
}));

export const policyLinks: readonly NavItem[] = [
  { href: '/terms', label: footerContent.terms },
  { href: '/privacy', label: footerContent.privacy },
  { href: '/terms#cancellations', label: footerContent.refund },
];
