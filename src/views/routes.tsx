// The single route table (spec §2).
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Route, Switch } from 'wouter';
import HomePage from './pages/HomePage';
import RequireAuth from './RequireAuth';
import { pageStatus } from './components/StatusStates.css';

type TitledPage = LazyExoticComponent<ComponentType<{ title: string }>>;

// Loaded on first visit, each in its own chunk, so the public pages stay small.
const ServicesPage = lazy(() => import('./pages/ServicesPage'));
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
const ProfilePage = lazy(() => import('./profile/ProfilePage'));
const InvoicePage = lazy(() => import('./invoice/InvoicePage'));
const NotFoundPage = lazy(() => import('./pages/NotFoundPage'));

/** Customer-only pages: path, title, and the page that renders them. */
export const guardedRoutes: ReadonlyArray<{ path: string; title: string; Page: TitledPage }> = [
  { path: '/book', title: 'Book a Service', Page: BookingPage },
  { path: '/checkout', title: 'Checkout', Page: CheckoutPage },
  { path: '/booking-confirmation', title: 'Booking Confirmation', Page: BookingConfirmationPage },
  { path: '/my-bookings', title: 'My Bookings', Page: MyBookingsPage },
  { path: '/profile', title: 'My Profile', Page: ProfilePage },
  { path: '/invoice/:id', title: 'Invoice', Page: InvoicePage },
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
        <Route path="/" component={HomePage} />
        <Route path="/services" component={ServicesPage} />
        <Route path="/contact">
          <ContactPage />
        </Route>
        <Route path="/login" component={LoginPage} />
        <Route path="/register" component={RegisterPage} />
        <Route path="/forgot-password">
          <ForgotPasswordPage />
        </Route>
        <Route path="/reset-password">
          <ResetPasswordPage />
        </Route>
        <Route path="/terms" component={TermsPage} />
        <Route path="/privacy" component={PrivacyPage} />
        {guardedRoutes.map(({ path, title, Page }) => (
          <Route key={path} path={path}>
            <RequireAuth>
              <Page title={title} />
            </RequireAuth>
          </Route>
        ))}
        <Route component={NotFoundPage} />
      </Switch>
    </Suspense>
  );
}
