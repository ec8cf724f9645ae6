// The app shell: error boundary, session, layout, routes and toasts. The workshop's console (/staff…) is an app of
// its own, loaded only when opened, without the customer's session and layout.
import { lazy, Suspense } from 'react';
import { useLocation } from 'wouter';
import ErrorBoundary from './ErrorBoundary';
import Layout from './layout/Layout';
import { AppRoutes } from './routes';
import { SessionProvider } from './session/SessionProvider';
import { Toasts } from './components/Toasts';

const StaffApp = lazy(() => import('./staff/StaffApp'));

export default function App() {
  const [path] = useLocation();
  // The console's path test is written out here: importing its module would add it to the customer's first load.
  return (
    <ErrorBoundary>
      {/^\/staff(\/|$)/i.test(path) ? (
        <Suspense>
          <StaffApp />
        </Suspense>
      ) : (
        <>
          <SessionProvider>
            <Layout>
              <AppRoutes />
            </Layout>
          </SessionProvider>
          <Toasts />
        </>
      )}
    </ErrorBoundary>
  );
}
