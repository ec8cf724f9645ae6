// The signed-in customer's menu (menu button pattern): My Bookings and Logout.
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link, useLocation } from 'wouter';
import { navLabels } from '../../domain/content';
import { ChevronDownIcon } from '../components/icons';
import { MY_BOOKINGS_HREF, PROFILE_HREF } from './navigation';
import * as styles from './UserMenu.css';

interface UserMenuProps {
  name: string;
  onLogout: () => void;
}

export const initialOf = (name: string) => name.trim().charAt(0).toUpperCase() || '?';

export function UserMenu({ name, onLogout }: UserMenuProps) {
  const [open, setOpen] = useState(false);
  const [location] = useLocation();
  const menuId = useId();
  const triggerId = useId();
  const wrapperRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  // Which item to focus once the menu is shown: first or last (arrow up on the button).
  const focusOnOpen = useRef<'first' | 'last'>('first');

  const items = () => Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

  useEffect(() => setOpen(false), [location]);

  useEffect(() => {
    if (!open) return;
    const list = items();
    (focusOnOpen.current === 'first' ? list[0] : list[list.length - 1])?.focus();
    const closeOnOutside = (event: MouseEvent) => {
      if (!wrapperRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', closeOnOutside);
    return () => document.removeEventListener('mousedown', closeOnOutside);
  }, [open]);

  const openMenu = (focus: 'first' | 'last') => {
    focusOnOpen.current = focus;
    setOpen(true);
  };

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) triggerRef.current?.focus();
  };

  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      openMenu('first');
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openMenu('last');
    } else if (event.key === 'Escape' && open) {
      close(true);
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const list = items();
    const index = list.indexOf(document.activeElement as HTMLElement);
    const focusAt = (next: number) => list[(next + list.length) % list.length]?.focus();
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        focusAt(index + 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        focusAt(index - 1);
        break;
      case 'Home':
        event.preventDefault();
        focusAt(0);
        break;
      case 'End':
        event.preventDefault();
        focusAt(list.length - 1);
        break;
      case 'Escape':
        event.preventDefault();
        close(true);
        break;
      case 'Tab':
        close(false);
        break;
    }
  };

  return (
    <div className={styles.wrapper} ref={wrapperRef}>
      <button
        ref={triggerRef}
        id={triggerId}
        type="button"
        className={styles.trigger}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => (open ? close(false) : openMenu('first'))}
        onKeyDown={onTriggerKeyDown}
      >
        <span className={styles.avatar} aria-hidden="true">
          {initialOf(name)}
        </span>
        <bdi className={styles.name}>{name}</bdi>
        <ChevronDownIcon />
      </button>
      <ul ref={menuRef} id={menuId} role="menu" aria-labelledby={triggerId} className={styles.menu} hidden={!open} onKeyDown={onMenuKeyDown}>
        <li role="none">
          <Link href={MY_BOOKINGS_HREF} role="menuitem" tabIndex={-1} className={styles.item} onClick={() => close(false)}>
            {navLabels.myBookings}
          </Link>
        </li>
        <li role="none">
          <Link href={PROFILE_HREF} role="menuitem" tabIndex={-1} className={styles.item} onClick={() => close(false)}>
            {navLabels.myProfile}
          </Link>
        </li>
        <li role="none">
          <button
            type="button"
            role="menuitem"
            tabIndex={-1}
            className={`${styles.item} ${styles.dangerItem}`}
            onClick={() => {
              close(false);
              onLogout();
            }}
          >
            {navLabels.logout}
          </button>
        </li>
      </ul>
    </div>
  );
}
