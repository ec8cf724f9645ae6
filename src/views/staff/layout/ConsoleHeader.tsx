// The console's header: its title, who is signed in (name and role), Change password and Sign out, and the
// navigation (the Inbox item with its unread count); at 768 px and narrower the navigation and the account sit in a
// menu behind a button.
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { CONSOLE_PATHS } from '../../../domain/console/consolePaths';
import { CONSOLE_NAME, roleLabels, shellContent, unreadNavContent } from '../../../domain/console/shellContent';
import type { StaffSessionData } from '../../../domain/staff';
import { CloseIcon, MenuIcon, SparkleIcon } from '../../components/icons';
import * as styles from './ConsoleLayout.css';
import { isCurrentNavItem, navItemsFor } from './consoleNavigation';

interface ConsoleHeaderProps {
  session: StaffSessionData;
  signingOut: boolean;
  onSignOut: () => void;
  onChangePassword: () => void;
  /** Unread inbox messages; null until known. */
  unread: number | null;
}

/**
 * The Inbox item's count: seen as a small badge; the control's name says it ("Inbox, 3 unread"). The space before it
 * keeps the visible "Inbox 3" within that name (label in name); the control's flex layout does not show it.
 */
function UnreadBadge({ count, className = styles.navCount }: { count: number; className?: string }) {
  return (
    <>
      {' '}
      <span className={className} aria-hidden="true">
        {unreadNavContent.shown(count)}
      </span>
    </>
  );
}

export function ConsoleHeader({ session, signingOut, onSignOut, onChangePassword, unread }: ConsoleHeaderProps) {
  const [location] = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const headerRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const items = navItemsFor(session.role);

  useEffect(() => setMenuOpen(false), [location]);

  useEffect(() => {
    if (!menuOpen) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      toggleRef.current?.focus();
    };
    const closeOnOutside = (event: MouseEvent) => {
      if (!headerRef.current?.contains(event.target as Node)) setMenuOpen(false);
    };
    document.addEventListener('keydown', closeOnEscape);
    document.addEventListener('mousedown', closeOnOutside);
    return () => {
      document.removeEventListener('keydown', closeOnEscape);
      document.removeEventListener('mousedown', closeOnOutside);
    };
  }, [menuOpen]);

  const links = (className: string) =>
    items.map((item) => (
      <li key={item.href}>
        <Link
          href={item.href}
          className={className}
          aria-current={isCurrentNavItem(item.href, location) ? 'page' : undefined}
          aria-label={item.href === CONSOLE_PATHS.inbox && unread ? unreadNavContent.name(item.label, unread) : undefined}
        >
          {item.label}
          {item.href === CONSOLE_PATHS.inbox && unread ? <UnreadBadge count={unread} /> : null}
        </Link>
      </li>
    ));

  const who = (className: string) => (
    <p className={className}>
      <span className={styles.whoName}>
        <span className="visually-hidden">{shellContent.signedInAs} </span>
        {session.user.name || session.user.email}
      </span>
      <span className={styles.roleBadge}>{roleLabels[session.role]}</span>
    </p>
  );

  const accountButtons = (
    <>
      <button type="button" className={styles.headerButton} onClick={onChangePassword}>
        {shellContent.changePassword}
      </button>
      <button type="button" className={styles.headerButton} onClick={onSignOut} disabled={signingOut} aria-busy={signingOut}>
        {shellContent.signOut}
      </button>
    </>
  );

  return (
    <header className={styles.header} ref={headerRef}>
      <div className={`${styles.inner} ${styles.bar}`}>
        <Link href={CONSOLE_PATHS.board} className={styles.brand}>
          <span className={styles.brandMark} aria-hidden="true">
            <SparkleIcon />
          </span>
          {CONSOLE_NAME}
        </Link>
        <div className={styles.account}>
          {who(styles.who)}
          {accountButtons}
        </div>
        <button
          ref={toggleRef}
          type="button"
          className={styles.menuToggle}
          aria-expanded={menuOpen}
          aria-controls={menuId}
          aria-label={unread ? unreadNavContent.name(shellContent.menu, unread) : undefined}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? <CloseIcon /> : <MenuIcon />}
          {shellContent.menu}
          {unread ? <UnreadBadge count={unread} className={styles.menuCount} /> : null}
        </button>
      </div>
      <nav className={styles.navRow} aria-label={shellContent.navigation}>
        <ul className={`${styles.inner} ${styles.navList}`}>{links(styles.navLink)}</ul>
      </nav>
      <div id={menuId} className={styles.menuPanel} hidden={!menuOpen}>
        <nav className={styles.inner} aria-label={shellContent.menu}>
          <ul className={styles.menuList}>{links(styles.menuLink)}</ul>
          <div className={styles.menuAccount}>
            {who(styles.menuWho)}
            {accountButtons}
          </div>
        </nav>
      </div>
    </header>
  );
}
