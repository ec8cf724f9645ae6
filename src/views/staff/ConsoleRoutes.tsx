// The console's route table: each page under /staff, its tab title, and the page, loaded on first visit in a chunk
// of its own. Pages take no props: they read the signed-in staff member with useStaffSession().
import { lazy, Suspense, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { Route, Switch } from 'wouter';
import { CONSOLE_PATHS } from '../../domain/console/consolePaths';
import { shellContent } from '../../domain/console/shellContent';
import { ConsoleStatus } from './ConsoleStatus';
import ConsoleNotFound from './ConsoleNotFound';
import { useConsoleTitle } from './useConsoleTitle';

type ConsolePage = LazyExoticComponent<ComponentType>;

const BoardPage = lazy(() => import('./board/BoardPage'));
const BookingDetailPage = lazy(() => import('./booking/BookingDetailPage'));
const CustomersPage = lazy(() => import('./customers/CustomersPage'));
const CustomerFilePage = lazy(() => import('./customers/CustomerFilePage'));
const CataloguePage = lazy(() => import('./catalogue/CataloguePage'));
const CapacityPage = lazy(() => import('./capacity/CapacityPage'));
const InboxPage = lazy(() => import('./inbox/InboxPage'));
const MailPage = lazy(() => import('./mail/MailPage'));
const MailDetailPage = lazy(() => import('./mail/MailDetailPage'));
const AccountsPage = lazy(() => import('./accounts/AccountsPage'));
const AuditLogPage = lazy(() => import('./log/AuditLogPage'));
const SettingsPage = lazy(() => import('./settings/SettingsPage'));
const ReportsPage = lazy(() => import('./reports/ReportsPage'));
const PaymentsPage = lazy(() => import('./payments/PaymentsPage'));

export const consoleRoutes: ReadonlyArray<{ path: string; title: string; Page: ConsolePage }> = [
  { path: CONSOLE_PATHS.board, title: shellContent.titles.board, Page: BoardPage },
  { path: CONSOLE_PATHS.booking, title: shellContent.titles.booking, Page: BookingDetailPage },
  { path: CONSOLE_PATHS.customers, title: shellContent.titles.customers, Page: CustomersPage },
  { path: CONSOLE_PATHS.customer, title: shellContent.titles.customer, Page: CustomerFilePage },
  { path: CONSOLE_PATHS.catalogue, title: shellContent.titles.catalogue, Page: CataloguePage },
  { path: CONSOLE_PATHS.capacity, title: shellContent.titles.capacity, Page: CapacityPage },
  { path: CONSOLE_PATHS.inbox, title: shellContent.titles.inbox, Page: InboxPage },
  { path: CONSOLE_PATHS.mail, title: shellContent.titles.mail, Page: MailPage },
  { path: CONSOLE_PATHS.mailDetail, title: shellContent.titles.mailDetail, Page: MailDetailPage },
  { path: CONSOLE_PATHS.accounts, title: shellContent.titles.accounts, Page: AccountsPage },
  { path: CONSOLE_PATHS.log, title: shellContent.titles.log, Page: AuditLogPage },
  { path: CONSOLE_PATHS.settings, title: shellContent.titles.settings, Page: SettingsPage },
  { path: CONSOLE_PATHS.reports, title: shellContent.titles.reports, Page: ReportsPage },
  { path: CONSOLE_PATHS.payments, title: shellContent.titles.payments, Page: PaymentsPage },
];

function Titled({ title, children }: { title: string; children: ReactNode }) {
  useConsoleTitle(title);
  return <>{children}</>;
}

export function ConsoleRoutes() {
  return (
    <Suspense fallback={<ConsoleStatus text={shellContent.loadingPage} />}>
      <Switch>
        {consoleRoutes.map(({ path, title, Page }) => (
          <Route key={path} path={path}>
            <Titled title={title}>
              <Page />
            </Titled>
          </Route>
        ))}
        <Route>
          <Titled title={shellContent.titles.notFound}>
            <ConsoleNotFound />
          </Titled>
        </Route>
      </Switch>
    </Suspense>
  );
}
