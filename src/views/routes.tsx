// The single route table (spec §2).
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Route, Switch } from 'wouter';
import { pageTitles } from '../domain/content';
import { ROUTE_PATHS } from '../domain/routePaths';
import HomePage from './pages/HomePage';
import RequireAuth from './RequireAuth';
import { pageStatus } from './components/StatusStates.css';

type TitledPage = LazyExoticComponent<ComponentType<{ title: string }>>;

// Loaded on first visit, each in its own chunk, so the public pages stay small.
const ServicesPage = lazy(() => import('./pages/ServicesPage'));
const PricingPage = lazy(() => import('./pages/PricingPage'));
const LoginPage = lazy(() => import('./pages/LoginPage'));
const RegisterPage = lazy(() => import('./pages/RegisterPage'));
const ContactPage = lazy(() => import('./pages/ContactPage'));
const TermsPage = lazy(() => import('./pages/TermsPage'));
const PrivacyPage = lazy(() => import('./pages/PrivacyPage'));
const ForgotPasswordPage = lazy(() => import('./pages/ForgotPasswordPage'));
const ResetPasswordPage = lazy(() => import('./pages/ResetPasswordPage'));
const BookingPage: TitledPage = lazy(() => import('./booking/BookingPage'));
const MyBookingsPage = lazy(() => import('./my-bookings/MyBookingsPage'));
const BookingConfirmationPage = lazy(() => import('./confirmation/BookingConfirmationPage'));
const CheckoutPage = lazy(() => import('./checkout/CheckoutPage'));
const PaymentPage = lazy(() => import('./checkout/PaymentPage'));
const ProfilePage = lazy(() => import('./profile/ProfilePage'));
const InvoicePage = lazy(() => import('./invoice/InvoicePage'));
const NotFoundPage = lazy(() => import('./pages/NotFoundPage'));

/** Customer-only pages: path, title, and the page that renders them. */
export const guardedRoutes: ReadonlyArray<{ path: string; title: keyof typeof pageTitles; Page: TitledPage }> = [
  { path: ROUTE_PATHS.book, title: 'book', Page: BookingPage },
  { path: ROUTE_PATHS.checkout, title: 'checkout', Page: CheckoutPage },
  { path: ROUTE_PATHS.payment, title: 'payment', Page: PaymentPage },
  { path: ROUTE_PATHS.bookingConfirmation, title: 'bookingConfirmation', Page: BookingConfirmationPage },
  { path: ROUTE_PATHS.myBookings, title: 'myBookings', Page: MyBookingsPage },
  { path: ROUTE_PATHS.profile, title: 'profile', Page: ProfilePage },
  { path: ROUTE_PATHS.invoice, title: 'invoice', Page: InvoicePage },
];

const PageLoading = () => (
  <p role="status" className={pageStatus}>
    Loading...
  </p>
);

export function AppRoutes() {
  return (
    <Suspense fallback={<PageLoading />}>
      <Switch>
        <Route path={ROUTE_PATHS.home} component={HomePage} />
        <Route path={ROUTE_PATHS.services} component={ServicesPage} />
        <Route path={ROUTE_PATHS.pricing} component={PricingPage} />
        <Route path={ROUTE_PATHS.contact}>
          <ContactPage />
        </Route>
        <Route path={ROUTE_PATHS.login} component={LoginPage} />
        <Route path={ROUTE_PATHS.register} component={RegisterPage} />
        <Route path={ROUTE_PATHS.forgotPassword}>
          <ForgotPasswordPage />
        </Route>
        <Route path={ROUTE_PATHS.resetPassword}>
          <ResetPasswordPage />
        </Route>
        <Route path={ROUTE_PATHS.terms} component={TermsPage} />
        <Route path={ROUTE_PATHS.privacy} component={PrivacyPage} />
        {guardedRoutes.map(({ path, title, Page }) => (
          <Route key={path} path={path}>
            <RequireAuth>
              <Page title={pageTitles[title]} />
            </RequireAuth>
          </Route>
        ))}
        <Route component={NotFoundPage} />
      </Switch>
    </Suspense>
  );
}
