// The console's navigation: each page's link, and which one is the current page for a location.
import { CONSOLE_PATHS } from '../../../domain/console/consolePaths';
import { shellContent } from '../../../domain/console/shellContent';
import type { StaffRole } from '../../../domain/staff';

export interface ConsoleNavItem {
  href: string;
  label: string;
  /** Shown to admins only. */
  adminOnly?: boolean;
}

export const CONSOLE_NAV: readonly ConsoleNavItem[] = [
  { href: CONSOLE_PATHS.board, label: shellContent.nav.board },
  { href: CONSOLE_PATHS.customers, label: shellContent.nav.customers },
  { href: CONSOLE_PATHS.catalogue, label: shellContent.nav.catalogue },
  { href: CONSOLE_PATHS.capacity, label: shellContent.nav.capacity, adminOnly: true },
  { href: CONSOLE_PATHS.inbox, label: shellContent.nav.inbox },
  { href: CONSOLE_PATHS.mail, label: shellContent.nav.mail },
  { href: CONSOLE_PATHS.accounts, label: shellContent.nav.staff, adminOnly: true },
  { href: CONSOLE_PATHS.reports, label: shellContent.nav.reports, adminOnly: true },
  { href: CONSOLE_PATHS.payments, label: shellContent.nav.payments, adminOnly: true },
  { href: CONSOLE_PATHS.settings, label: shellContent.nav.settings, adminOnly: true },
  { href: CONSOLE_PATHS.log, label: shellContent.nav.log },
];

export const navItemsFor = (role: StaffRole) => CONSOLE_NAV.filter((item) => !item.adminOnly || role === 'admin');

const withoutTrailingSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/** Whether a link is the page at `location`: its own path, or a page under it (a booking belongs to the board). */
export function isCurrentNavItem(href: string, location: string): boolean {
  const path = withoutTrailingSlash(location.toLowerCase());
  if (href === CONSOLE_PATHS.board) return path === href || path.startsWith('/staff/bookings/');
  return path === href || path.startsWith(`${href}/`);
}
