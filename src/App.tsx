import { Admin, CustomRoutes } from 'react-admin';
import { BrowserRouter, Route } from 'react-router-dom';
import { portalRoutes } from '../common/portal-routes';
import { i18nProvider } from './i18n/i18nProvider';
import { Layout } from './layout/Layout';
import { darkTheme, lightTheme } from './layout/theme';
import { AppErrorPage, NotFoundPage } from './pages/ErrorPage';
import { HomePage } from './pages/HomePage';
import { dataProvider } from './providers';

export const App = () => (
  <BrowserRouter>
    <Admin
      title="Subscription portal"
      dataProvider={dataProvider}
      i18nProvider={i18nProvider}
      layout={Layout}
      theme={lightTheme}
      darkTheme={darkTheme}
      catchAll={NotFoundPage}
      error={AppErrorPage}
      disableTelemetry
    >
      <CustomRoutes noLayout>
        <Route path={portalRoutes.home.path} element={<HomePage />} />
      </CustomRoutes>
    </Admin>
  </BrowserRouter>
);
