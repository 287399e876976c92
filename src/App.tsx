import { useState } from 'react';
import { QueryClient } from '@tanstack/react-query';
import { Authenticated, CustomRoutes, Resource, type LayoutComponent } from 'react-admin';
import { BrowserRouter, Navigate, Route } from 'react-router-dom';
import { portalRoutes } from '../common/portal-routes';
import { i18nProvider } from './i18n/i18nProvider';
import { LazyLayout } from './layout/LazyLayout';
import { PortalAdmin } from './layout/PortalAdmin';
import { darkTheme, lightTheme } from './layout/theme';
import { AppErrorPage, NotFoundPage } from './pages/ErrorPage';
import { authProvider, dataProvider } from './providers';
import { retryUnlessRefused } from './providers/dataProvider';
import { RequireAccess } from './layout/RequireAccess';
import { partnerPaths } from './components/partnerPaths';
import { subscriptions } from './resources/subscriptions';
import { orders } from './resources/orders';
import { invoices } from './resources/invoices';
import { CatalogRoutes } from './resources/catalog';
import { CartRoutes } from './resources/cart';
import { UserGuidePage } from './resources/userGuide';
import { customers } from './resources/partner-admin/companies';
import { customerOrders } from './resources/partner-admin/orders';
import { notifications } from './resources/partner-admin/notifications';
import { sentMessages } from './resources/partner-admin/messages';
import { provisioning } from './resources/partner-admin/provisioning';
import { drift } from './resources/partner-admin/drift';
import { billing } from './resources/partner-admin/billing';
import { partnerInvoices } from './resources/partner-admin/invoices';
import { reconciliation } from './resources/partner-admin/reconciliation';
import { catalogs } from './resources/partner-admin/catalogs';
import { catalogBuilder } from './resources/partner-admin/catalog-builder';
import { templates } from './resources/partner-admin/templates';
import { catalogAssignments } from './resources/partner-admin/catalog-assignments';
import { companies } from './resources/admin/companies';
import { people } from './resources/admin/people';
import { accessHistory } from './resources/admin/history';
import { ProfilePage } from './resources/admin/profile';
import { lazyNamed } from './components/lazyNamed';

// Pages load when they are opened: the first load stays the shell.
const LoginPage = lazyNamed(() => import('./pages/LoginPage'), 'LoginPage');
const AuthCallbackPage = lazyNamed(() => import('./pages/AuthCallbackPage'), 'AuthCallbackPage');
const HomePage = lazyNamed(() => import('./pages/HomePage'), 'HomePage');
const DashboardPage = lazyNamed(() => import('./pages/DashboardPage'), 'DashboardPage');

/** The portal's one query client: every query is tried again on a hiccup, never on a refusal. */
export const createQueryClient = () => new QueryClient({ defaultOptions: { queries: { retry: retryUnlessRefused } } });

/** The portal; `layout` frames every signed-in page (the app bar and the menu; tests of one screen pass a bare one). */
export const App = ({ layout = LazyLayout }: { layout?: LayoutComponent }) => {
  // One cache per mounted portal: nothing of one session's data outlives it.
  const [queryClient] = useState(createQueryClient);
  return (
    <BrowserRouter>
      <PortalAdmin
        title="Subscription portal"
        authProvider={authProvider}
        dataProvider={dataProvider}
        queryClient={queryClient}
        i18nProvider={i18nProvider}
        layout={layout}
        loginPage={LoginPage}
        authCallbackPage={AuthCallbackPage}
        theme={lightTheme}
        darkTheme={darkTheme}
        catchAll={NotFoundPage}
        error={AppErrorPage}
        disableTelemetry
      >
        {/* Each screen area is a resource named by its address, its folder below src/resources/ named alike; the
            menu lists them in this order, by their group. */}
        <Resource name="subscriptions" {...subscriptions} />
        <Resource name="orders" {...orders} />
        <Resource name="invoices" {...invoices} />
        <Resource name="partner-admin/companies" {...customers} />
        <Resource name="partner-admin/orders" {...customerOrders} />
        <Resource name="partner-admin/notifications" {...notifications} />
        <Resource name="partner-admin/messages" {...sentMessages} />
        <Resource name="partner-admin/provisioning" {...provisioning} />
        <Resource name="partner-admin/drift" {...drift} />
        <Resource name="partner-admin/billing" {...billing} />
        <Resource name="partner-admin/invoices" {...partnerInvoices} />
        <Resource name="partner-admin/reconciliation" {...reconciliation} />
        <Resource name="partner-admin/catalogs" {...catalogs} />
        <Resource name="partner-admin/catalog-builder" {...catalogBuilder} />
        <Resource name="partner-admin/templates" {...templates} />
        <Resource name="partner-admin/catalog-assignments" {...catalogAssignments} />
        <Resource name="admin/companies" {...companies} />
        <Resource name="admin/people" {...people} />
        <Resource name="admin/history" {...accessHistory} />
        <CustomRoutes noLayout>
          <Route path={portalRoutes.home.path} element={<HomePage />} />
        </CustomRoutes>
        <CustomRoutes>
          <Route
            path={`${portalRoutes.catalog.path}/*`}
            element={
              <Authenticated>
                <CatalogRoutes />
              </Authenticated>
            }
          />
          {/* Spec §2: the cart shows no guard; a signed-out person is asked to sign in only to place the order. */}
          <Route path={`${portalRoutes.cart.path}/*`} element={<CartRoutes />} />
          <Route
            path={portalRoutes.userGuide.path}
            element={
              <Authenticated>
                <UserGuidePage />
              </Authenticated>
            }
          />
          <Route
            path={portalRoutes.dashboard.path}
            element={
              <Authenticated>
                <DashboardPage />
              </Authenticated>
            }
          />
          <Route
            path={portalRoutes.admin.path}
            element={
              <Authenticated>
                <ProfilePage />
              </Authenticated>
            }
          />
          <Route
            path={portalRoutes.partnerAdmin.path}
            element={
              <RequireAccess resource="partner-admin">
                <Navigate to={partnerPaths.catalogs} replace />
              </RequireAccess>
            }
          />
        </CustomRoutes>
      </PortalAdmin>
    </BrowserRouter>
  );
};
