// The frame of every console page once someone is signed in: skip link, header with the navigation (and the inbox's
// unread count, kept by its own chart for every page), and the page in <main>, whose heading takes the keyboard after
// each navigation.
import { useActorRef, useSelector } from '@xstate/react';
import { useRef, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { shellContent } from '../../../domain/console/shellContent';
import type { StaffSessionData } from '../../../domain/staff';
import { inspector } from '../../../machines/inspector';
import { unreadCountMachine, type UnreadCountSnapshot } from '../../../machines/unreadCount';
import { SkipLink } from '../../components/SkipLink';
import { ConsoleHeader } from './ConsoleHeader';
import * as styles from './ConsoleLayout.css';
import { UnreadCountContext } from './unreadCountContext';
import { useFocusPageHeading } from './useFocusPageHeading';

const selectUnread = (snapshot: UnreadCountSnapshot) => snapshot.context.count;

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
  const unreadActor = useActorRef(unreadCountMachine, { inspect: inspector() });
  const unread = useSelector(unreadActor, selectUnread);

  return (
    <UnreadCountContext.Provider value={unreadActor}>
      <div className={styles.frame}>
        <SkipLink href="#console-main" onDark>
          {shellContent.skipToContent}
        </SkipLink>
        <ConsoleHeader {...header} unread={unread} />
        <main id="console-main" ref={main} tabIndex={-1} className={styles.main}>
          {children}
        </main>
      </div>
    </UnreadCountContext.Provider>
  );
}
