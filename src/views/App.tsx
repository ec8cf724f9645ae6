// The app shell: language, error boundary, session, layout, routes and toasts.
import { textDirection, type Language } from '../domain/i18n';
import ErrorBoundary from './ErrorBoundary';
import { LanguageProvider } from './language/LanguageProvider';
import Layout from './layout/Layout';
import { AppRoutes } from './routes';
import { SessionProvider } from './session/SessionProvider';
import { Toasts } from './components/Toasts';

export default function App({ language = 'en' }: { language?: Language }) {
  return (
    <LanguageProvider initial={language}>
      {(current) => (
        <ErrorBoundary>
          <SessionProvider>
            <Layout>
              <AppRoutes />
            </Layout>
          </SessionProvider>
          <Toasts rightToLeft={textDirection(current) === 'rtl'} />
        </ErrorBoundary>
      )}
    </LanguageProvider>
  );
}
