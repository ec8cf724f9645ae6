// The navigation panel under the header on narrow screens: the same links as the header.
import { Link } from 'wouter';
import { navLabels } from '../../domain/content';
import type { AccountUser } from '../../domain/session';
import * as ui from '../../styles/ui.css';
import { buttonClass } from '../components/buttonClass';
import { LanguageSwitch } from '../language/LanguageSwitch';
import * as styles from './MobileMenu.css';
import { NavLink } from './NavLink';
import { BOOK_HREF, LOGIN_HREF, MY_BOOKINGS_HREF, PROFILE_HREF, primaryNav } from './navigation';

interface MobileMenuProps {
  id: string;
  open: boolean;
  status: 'restoring' | 'anonymous' | 'authenticated';
  user: AccountUser | null;
  onNavigate: () => void;
  onLogout: () => void;
}

export function MobileMenu({ id, open, status, user, onNavigate, onLogout }: MobileMenuProps) {
  return (
    <nav id={id} className={styles.panel} aria-label={navLabels.mobileNavigation} hidden={!open}>
      <div className={ui.container}>
        <ul className={styles.list}>
          {primaryNav.map((item) => (
            <li key={item.href}>
              <NavLink href={item.href} className={styles.link} onClick={onNavigate}>
                {item.label}
              </NavLink>
            </li>
          ))}
          {user ? (
            <>
              <li>
                <NavLink href={MY_BOOKINGS_HREF} className={styles.link} onClick={onNavigate}>
                  {navLabels.myBookings}
                </NavLink>
              </li>
              <li>
                <NavLink href={PROFILE_HREF} className={styles.link} onClick={onNavigate}>
                  {navLabels.myProfile}
                </NavLink>
              </li>
            </>
          ) : null}
        </ul>
        <hr className={styles.divider} />
        <div className={styles.account}>
          <LanguageSwitch />
          {user ? (
            <>
              <p className={styles.signedInAs}>
                {navLabels.signedInAs} <span className={styles.signedInName}>{user.name || user.email}</span>
              </p>
              <button type="button" className={styles.logout} onClick={onLogout}>
                {navLabels.logout}
              </button>
            </>
          ) : null}
          <div className={styles.buttons}>
            <Link href={BOOK_HREF} className={buttonClass('accent')} onClick={onNavigate}>
              {navLabels.bookNow}
            </Link>
            {status === 'anonymous' ? (
              <Link href={LOGIN_HREF} className={buttonClass('secondary')} onClick={onNavigate}>
                {navLabels.loginSignUp}
              </Link>
            ) : null}
          </div>
        </div>
      </div>
    </nav>
  );
}
