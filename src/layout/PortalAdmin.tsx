// react-admin's <Admin>, composed from its parts so that the first load carries only what the portal uses:
// <Admin> brings its default login form (react-hook-form and inputs), layout, error and 404 pages even when
// they are replaced. Every page is passed in; the layout itself loads once someone is signed in.
import { CssBaseline } from '@mui/material';
import {
  AdminContext,
  CoreAdminUI,
  LoadingPage,
  localStorageStore,
  Notification,
  type AdminContextProps,
  type CoreAdminUIProps,
} from 'react-admin';
import { AccessDeniedPage, AuthenticationErrorPage } from './rarePages';

// As <Admin>'s: preferences (sidebar, list columns) persist in localStorage.
const defaultStore = localStorageStore();

export type PortalAdminProps = AdminContextProps & CoreAdminUIProps;

export function PortalAdmin({
  authProvider,
  dataProvider,
  queryClient,
  i18nProvider,
  theme,
  lightTheme,
  darkTheme,
  store = defaultStore,
  children,
  ...ui
}: PortalAdminProps) {
  return (
    <AdminContext
      authProvider={authProvider}
      dataProvider={dataProvider}
      queryClient={queryClient}
      i18nProvider={i18nProvider}
      theme={theme}
      lightTheme={lightTheme}
      darkTheme={darkTheme}
      store={store}
    >
      <CssBaseline enableColorScheme>
        <CoreAdminUI
          accessDenied={AccessDeniedPage}
          authenticationError={AuthenticationErrorPage}
          loading={LoadingPage}
          {...ui}
        >
          {children}
        </CoreAdminUI>
        <Notification />
      </CssBaseline>
    </AdminContext>
  );
}
