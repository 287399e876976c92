import { useState } from 'react';
import { QueryClient } from '@tanstack/react-query';
import { Authenticated, CustomRoutes, Resource, type LayoutComponent, type RaThemeOptions } from 'react-admin';
import { BrowserRouter, Navigate, Route } from 'react-router-dom';
import { portalRoutes } from '../common/portal-routes';
import { i18nProvider } from './i18n/i18nProvider';
import { LazyLayout } from './layout/LazyLayout';
import { PortalAdmin } from './layout/PortalAdmin';
import { darkTheme, lightTheme } from './layout/theme';
import { AppErrorPage, NotFoundPage } from './pages/ErrorPage';
import { api, authProvider, session } from './providers';
import { createDataProvider, retryUnlessRefused } from './providers/dataProvider';
import { RequireAccess } from './layout/RequireAccess';
import { partnerPaths } from './components/partnerPaths';
import { registrations, resourceEndpoints } from './resources/registry';
import { CatalogRoutes } from './resources/catalog';
import { CartRoutes } from './resources/cart';
import { UserGuidePage } from './resources/userGuide';
import { ProfilePage } from './resources/admin/profile';
import { lazyNamed } from './components/lazyNamed';

// Pages load when they are opened: the first load stays the shell.
const LoginPage = lazyNamed(() => import('./pages/LoginPage'), 'LoginPage');
const AuthCallbackPage = lazyNamed(() => import('./pages/AuthCallbackPage'), 'AuthCallbackPage');
const HomePage = lazyNamed(() => import('./pages/HomePage'), 'HomePage');
const DashboardPage = lazyNamed(() => import('./pages/DashboardPage'), 'DashboardPage');

const dataProvider = createDataProvider(api, session, resourceEndpoints);

/**
 * A theme with the words MUI writes by itself in the portal's language: on a phone react-admin leaves a list's page
 * buttons to MUI, whose names were English ("Go to next page") in French.
 */
const withPortalWords = (theme: RaThemeOptions): RaThemeOptions => ({
  ...theme,
  components: {
    ...theme.components,
    MuiTablePagination: {
      ...theme.components?.MuiTablePagination,
      defaultProps: {
        ...theme.components?.MuiTablePagination?.defaultProps,
        getItemAriaLabel: (type: string) =>
          i18nProvider.translate(`ra.navigation.${type}`, { _: `Go to ${type} page` }),
      },
    },
  },
});
const portalLightTheme = withPortalWords(lightTheme);
const portalDarkTheme = withPortalWords(darkTheme);

/** The portal's one query client: every query is tried again on a hiccup, never on a refusal. */
export function createQueryClient() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: retryUnlessRefused } } });
  // react-admin's guards (the sign-in check, the permissions, each access check) spread their query's whole result,
  // so each check made again (one for every guard that mounts) drew their components twice, fetching then done: the
  // admin's routes among them, that is every screen, two or three times a page load, and a list twice more for its
  // access (a phone's blocking time). They now draw again only when the answer changes.
  queryClient.setQueryDefaults(['auth'], { notifyOnChangeProps: ['data', 'error', 'status'] });
  return queryClient;
}

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
        theme={portalLightTheme}
        darkTheme={portalDarkTheme}
        catchAll={NotFoundPage}
        error={AppErrorPage}
        disableTelemetry
      >
        {/* Every screen area in the menu's order (resources/registry.ts); its endpoint is the data provider's. */}
        {registrations.map(({ endpoint, ...resource }) => (
          <Resource key={resource.name} {...resource} />
        ))}
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
