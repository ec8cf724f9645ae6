// The app shell: error boundary, session, layout, routes and toasts.
import ErrorBoundary from './ErrorBoundary';
import Layout from './layout/Layout';
import { AppRoutes } from './routes';
import { SessionProvider } from './session/SessionProvider';
import { Toasts } from './components/Toasts';

export default function App() {
  return (
    <ErrorBoundary>
      <SessionProvider>
        <Layout>
          <AppRoutes />
        </Layout>
      </SessionProvider>
      <Toasts />
    </ErrorBoundary>
  );
}
