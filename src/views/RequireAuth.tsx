// Guards a customer-only page (spec §2 redirect rules): 'Authenticating...' until the session is known,
// then the page, or /login?redirect=<this page> replacing the history entry.
import type { ReactNode } from 'react';
import { Redirect, useLocation, useSearch } from 'wouter';
import { sessionMessages } from '../domain/messageAreas/session';
import { loginPathFrom } from '../domain/session';
import { useSessionStatus } from './session/SessionProvider';
import { pageStatus } from './components/StatusStates.css';

export default function RequireAuth({ children }: { children: ReactNode }) {
  const status = useSessionStatus();
  const [location] = useLocation();
  const search = useSearch();

  if (status === 'authenticated') return <>{children}</>;
  return (
    <>
      {status === 'anonymous' ? <Redirect to={loginPathFrom(search ? `${location}?${search}` : location)} replace /> : null}
      <p role="status" className={pageStatus}>
        {sessionMessages.auth.authenticating}
      </p>
    </>
  );
}
