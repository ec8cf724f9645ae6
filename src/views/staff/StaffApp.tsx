// The workshop's console (every page under /staff), loaded lazily beside the customer site: its own staff session,
// toasts and frame. Signed out → the sign-in page (with ?redirect= back); a customer → "not allowed"; a temporary
// password → "Set a new password"; otherwise the console's pages.
import type { ReactNode } from 'react';
import { Redirect, Route, Switch, useLocation, useSearch } from 'wouter';
import { consoleLoginPath, consoleRedirectPath, CONSOLE_PATHS } from '../../domain/console/consolePaths';
import { shellContent } from '../../domain/console/shellContent';
import type { StaffSessionSnapshot, staffSessionMachine } from '../../machines/staffSession';
import { Toasts } from '../components/Toasts';
import { ConsoleRoutes } from './ConsoleRoutes';
import { ConsoleStatus } from './ConsoleStatus';
import { ConsoleLayout } from './layout/ConsoleLayout';
import { StandaloneFrame } from './layout/StandaloneFrame';
import NotAllowedPage from './NotAllowedPage';
import PasswordPage from './PasswordPage';
import StaffLoginPage from './StaffLoginPage';
import { StaffSessionProvider, useStaffSessionActor, useStaffSessionSelector, useStaffSessionStatus } from './staffSessionActor';
import { useConsoleTitle } from './useConsoleTitle';

const selectSession = (snapshot: StaffSessionSnapshot) => snapshot.context.session;

function Standalone({ title, children }: { title: string; children: ReactNode }) {
  useConsoleTitle(title);
  return <StandaloneFrame>{children}</StandaloneFrame>;
}

/** /staff/login: the form while signed out; anyone signed in goes on to where the sign-in would have taken them. */
function LoginRoute() {
  const status = useStaffSessionStatus();
  const redirect = new URLSearchParams(useSearch()).get('redirect');
  if (status === 'restoring' || status === 'signingOut') return <ConsoleStatus text={shellContent.checkingSession} />;
  if (status !== 'signedOut') return <Redirect to={consoleRedirectPath(redirect)} replace />;
  return (
    <Standalone title={shellContent.titles.login}>
      <StaffLoginPage />
    </Standalone>
  );
}

/** Every other console page, behind the guard. */
function GuardedConsole() {
  const status = useStaffSessionStatus();
  const session = useStaffSessionSelector(selectSession);
  const actor = useStaffSessionActor();
  const [location] = useLocation();
  const search = useSearch();

  if (status === 'restoring') return <ConsoleStatus text={shellContent.checkingSession} />;
  if (status === 'signedOut') return <Redirect to={consoleLoginPath(search ? `${location}?${search}` : location)} replace />;
  if (status === 'notAllowed') {
    return (
      <Standalone title={shellContent.titles.notAllowed}>
        <NotAllowedPage />
      </Standalone>
    );
  }
  if (status === 'changingPassword') {
    const required = session?.must_change_password ?? true;
    return (
      <Standalone title={required ? shellContent.titles.setPassword : shellContent.titles.changePassword}>
        <PasswordPage />
      </Standalone>
    );
  }
  if (!session) return <ConsoleStatus text={shellContent.checkingSession} />;
  return (
    <ConsoleLayout
      session={session}
      signingOut={status === 'signingOut'}
      onSignOut={() => actor.send({ type: 'staffSession.signOut' })}
      onChangePassword={() => actor.send({ type: 'staffSession.openPasswordChange' })}
    >
      <ConsoleRoutes />
    </ConsoleLayout>
  );
}

interface StaffAppProps {
  /** The session logic; tests pass `staffSessionMachine.provide({ actors })` to stub the server. */
  logic?: typeof staffSessionMachine;
}

export default function StaffApp({ logic }: StaffAppProps) {
  return (
    <StaffSessionProvider logic={logic}>
      <Switch>
        <Route path={CONSOLE_PATHS.login} component={LoginRoute} />
        <Route component={GuardedConsole} />
      </Switch>
      <Toasts />
    </StaffSessionProvider>
  );
}
