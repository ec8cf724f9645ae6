// The site's links in one place: header, mobile menu and footer read them from here.
import { footerContent, navLabels } from '../../domain/content';
import { CATEGORY_QUERY, SERVICE_CATEGORIES } from '../../domain/constants';
import { categoryLabel } from '../../domain/format';

export interface NavItem {
  href: string;
  label: string;
}

/** A link whose label is read when it is rendered, in the language then in force. */
const link = (href: string, label: () => string): NavItem => ({
  href,
  get label() {
    return label();
  },
});

export const primaryNav: readonly NavItem[] = [
  link('/', () => navLabels.home),
  link('/services', () => navLabels.services),
  link('/contact', () => navLabels.contact),
];

export const BOOK_HREF = '/book';
export const LOGIN_HREF = '/login';
export const MY_BOOKINGS_HREF = '/my-bookings';
export const PROFILE_HREF = '/profile';

export const footerQuickLinks: readonly NavItem[] = [
  link('/', () => navLabels.home),
  link('/services', () => navLabels.services),
  link('/pricing', () => navLabels.pricing),
  link(BOOK_HREF, () => navLabels.bookNow),
  link('/contact', () => navLabels.contact),
  link(MY_BOOKINGS_HREF, () => navLabels.myBookings),
  link(PROFILE_HREF, () => navLabels.myProfile),
];

/** The services page opened on one category. */
export const servicesCategoryHref = (category: string) => `/services?${new URLSearchParams({ [CATEGORY_QUERY]: category }).toString()}`;

export const footerServiceLinks: readonly NavItem[] = SERVICE_CATEGORIES.map((category) => ({
  href: servicesCategoryHref(category),
  get label() {
    return categoryLabel(category);
  },
}));

export const policyLinks: readonly NavItem[] = [
  link('/terms', () => footerContent.terms),
  link('/privacy', () => footerContent.privacy),
  link('/terms#cancellations', () => footerContent.refund),
];
