// Site header: brand, main navigation, Book Now, the account area, and the mobile menu toggle.
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { BRAND, navLabels } from '../../domain/content';
import * as ui from '../../styles/ui.css';
import { buttonClass } from '../components/buttonClass';
import { useHydrated } from '../components/hydration';
import { CloseIcon, MenuIcon, SparkleIcon } from '../components/icons';
import { LanguageSwitch } from '../language/LanguageSwitch';
import { useCurrentUser, useSessionActor, useSessionStatus } from '../session/SessionProvider';
import * as styles from './Header.css';
import { MobileMenu } from './MobileMenu';
import { NavLink } from './NavLink';
import { BOOK_HREF, LOGIN_HREF, primaryNav } from './navigation';

// The account menu comes only to a signed-in customer: a visitor's first load does not carry it.
const UserMenu = lazy(() => import('./UserMenu').then(({ UserMenu: component }) => ({ default: component })));

export default function Header() {
  const status = useSessionStatus();
  const user = useCurrentUser();
  const session = useSessionActor();
  const [location] = useLocation();
  const [mobileOpen, setMobileOpen] = useState(false);
  const hydrated = useHydrated();
  const mobileMenuId = useId();
  const headerRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => setMobileOpen(false), [location, status]);

  useEffect(() => {
    if (!mobileOpen) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMobileOpen(false);
      toggleRef.current?.focus();
    };
    const closeOnOutside = (event: MouseEvent) => {
      if (!headerRef.current?.contains(event.target as Node)) setMobileOpen(false);
    };
    document.addEventListener('keydown', closeOnEscape);
    document.addEventListener('mousedown', closeOnOutside);
    return () => {
      document.removeEventListener('keydown', closeOnEscape);
      document.removeEventListener('mousedown', closeOnOutside);
    };
  }, [mobileOpen]);

  const authPlaceholder = <span className={styles.authPlaceholder} aria-hidden="true" />;

  const logout = () => {
    setMobileOpen(false);
    session.send({ type: 'session.logout' });
  };

  return (
    <header className={styles.header} ref={headerRef}>
      <div className={`${ui.container} ${styles.bar}`}>
        <Link href="/" className={styles.brand}>
          <span className={styles.brandMark} aria-hidden="true">
            <SparkleIcon />
          </span>
          {BRAND}
        </Link>

        <nav className={styles.nav} aria-label={navLabels.mainNavigation}>
          <ul className={styles.navList}>
            {primaryNav.map((item) => (
              <li key={item.href}>
                <NavLink href={item.href} className={styles.navLink}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        <div className={styles.actions}>
          <div className={styles.desktopOnly}>
            <LanguageSwitch />
          </div>
          <Link href={BOOK_HREF} className={`${buttonClass('accent')} ${styles.bookButton}`}>
            {navLabels.bookNow}
          </Link>
          <div className={styles.desktopOnly}>
            {status === 'authenticated' && user ? (
              <Suspense fallback={authPlaceholder}>
                <UserMenu name={user.name || user.email} onLogout={logout} />
              </Suspense>
            ) : status === 'anonymous' ? (
              <Link href={LOGIN_HREF} className={buttonClass('secondary')}>
                {navLabels.loginSignUp}
              </Link>
            ) : (
              authPlaceholder
            )}
          </div>
          <button
            ref={toggleRef}
            type="button"
            className={styles.menuToggle}
            aria-expanded={mobileOpen}
            aria-controls={mobileMenuId}
            aria-label={navLabels.menu}
            disabled={!hydrated}
            onClick={() => setMobileOpen((open) => !open)}
          >
            {mobileOpen ? <CloseIcon /> : <MenuIcon />}
          </button>
        </div>
      </div>
      <MobileMenu
        id={mobileMenuId}
        open={mobileOpen}
        status={status}
        user={status === 'authenticated' ? user : null}
        onNavigate={() => setMobileOpen(false)}
        onLogout={logout}
      />
    </header>
  );
}
