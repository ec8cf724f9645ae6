// The app shell: error boundary, session, layout, routes and toasts.
import { Toaster } from 'react-hot-toast';
import ErrorBoundary from './ErrorBoundary';
import Layout from './layout/Layout';
import { AppRoutes } from './routes';
import { SessionProvider } from './session/SessionProvider';

// react-hot-toast's defaults are the spec's durations (§9); only the 16 px edge is set here.
const TOAST_EDGE = 16;

export default function App() {
  return (
    <ErrorBoundary>
      <SessionProvider>
        <Layout>
          <AppRoutes />
        </Layout>
      </SessionProvider>
      <Toaster position="top-right" gutter={8} containerStyle={{ top: TOAST_EDGE, right: TOAST_EDGE, bottom: TOAST_EDGE, left: TOAST_EDGE }} />
    </ErrorBoundary>
  );
}
