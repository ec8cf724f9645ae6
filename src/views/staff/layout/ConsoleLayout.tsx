// The frame of every console page once someone is signed in: skip link, header with the navigation, and the page in
// <main>, whose heading takes the keyboard after each navigation.
import { useRef, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { shellContent } from '../../../domain/console/shellContent';
import type { StaffSessionData } from '../../../domain/staff';
import { SkipLink } from '../../components/SkipLink';
import { ConsoleHeader } from './ConsoleHeader';
import * as styles from './ConsoleLayout.css';
import { useFocusPageHeading } from './useFocusPageHeading';

interface ConsoleLayoutProps {
  session: StaffSessionData;
  signingOut: boolean;
  onSignOut: () => void;
  onChangePassword: () => void;
  children: ReactNode;
}

export function ConsoleLayout({ children, ...header }: ConsoleLayoutProps) {
  const [location] = useLocation();
  const main = useRef<HTMLElement>(null);
  useFocusPageHeading(main, location);

  return (
    <div className={styles.frame}>
      <SkipLink href="#console-main" onDark>
        {shellContent.skipToContent}
      </SkipLink>
      <ConsoleHeader {...header} />
      <main id="console-main" ref={main} tabIndex={-1} className={styles.main}>
        {children}
      </main>
    </div>
  );
}
