import { Admin, Authenticated, CustomRoutes } from 'react-admin';
import { BrowserRouter, Route } from 'react-router-dom';
import { portalRoutes } from '../common/portal-routes';
import { i18nProvider } from './i18n/i18nProvider';
import { Layout } from './layout/Layout';
import { darkTheme, lightTheme } from './layout/theme';
import { AuthCallbackPage } from './pages/AuthCallbackPage';
import { DashboardPage } from './pages/DashboardPage';
import { AppErrorPage, NotFoundPage } from './pages/ErrorPage';
import { HomePage } from './pages/HomePage';
import { LoginPage } from './pages/LoginPage';
import { authProvider, dataProvider } from './providers';

export const App = () => (
  <BrowserRouter>
    <Admin
      title="Subscription portal"
      authProvider={authProvider}
      dataProvider={dataProvider}
      i18nProvider={i18nProvider}
      layout={Layout}
      loginPage={LoginPage}
      authCallbackPage={AuthCallbackPage}
      theme={lightTheme}
      darkTheme={darkTheme}
      catchAll={NotFoundPage}
      error={AppErrorPage}
      disableTelemetry
    >
      <CustomRoutes noLayout>
        <Route path={portalRoutes.home.path} element={<HomePage />} />
      </CustomRoutes>
      <CustomRoutes>
        <Route
          path={portalRoutes.dashboard.path}
          element={
            <Authenticated>
              <DashboardPage />
            </Authenticated>
          }
        />
      </CustomRoutes>
    </Admin>
  </BrowserRouter>
);
