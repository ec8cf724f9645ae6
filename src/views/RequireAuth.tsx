// Guards a customer-only page (spec §2 redirect rules): 'Authenticating...' until the session is known,
// then the page, or /login?redirect=<this page> replacing the history entry.
import { useEffect, type ReactNode } from 'react';
import { useLocation, useSearch } from 'wouter';
import { sessionMessages } from '../domain/messageAreas/session';
import { loginPathFrom } from '../domain/session';
import { useSessionStatus } from './session/SessionProvider';
import * as styles from './pages/LoginPage.css';

export default function RequireAuth({ children }: { children: ReactNode }) {
  const status = useSessionStatus();
  const [location, navigate] = useLocation();
  const search = useSearch();

  useEffect(() => {
    if (status === 'anonymous') navigate(loginPathFrom(search ? `${location}?${search}` : location), { replace: true });
  }, [status, location, search, navigate]);

  if (status === 'authenticated') return <>{children}</>;
  return (
    <p role="status" className={styles.status}>
      {sessionMessages.auth.authenticating}
    </p>
  );
}
