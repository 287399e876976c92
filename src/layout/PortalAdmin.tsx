// react-admin's <Admin>, composed from its parts so that the first load carries only what the portal uses:
// <Admin> brings its default login form (react-hook-form and inputs), layout, error and 404 pages even when
// they are replaced. Every page is passed in; the layout itself loads once someone is signed in.
import { CssBaseline } from '@mui/material';
import { useMemo } from 'react';
import {
  AdminContext,
  CoreAdminUI,
  LoadingPage,
  localStorageStore,
  Notification,
  type AdminContextProps,
  type CoreAdminUIProps,
  type Store,
} from 'react-admin';
import { anonymousCartKey } from '../providers/cartStore';
import { AccessDeniedPage, AuthenticationErrorPage } from './rarePages';

// As <Admin>'s: preferences (sidebar, list columns) persist in localStorage.
const defaultStore = localStorageStore();

/**
 * The store, answering the i18nProvider's locale for `locale` while none is stored. react-admin's
 * I18nContextProvider renders nothing until the stored locale equals the provider's: with none stored (someone who
 * never picked a language), the first render was empty and the whole portal rendered again from an effect, in
 * one long task instead of the first render's slices.
 */
function withLocaleDefault(store: Store, locale: string): Store {
  return {
    ...store,
    getItem: (key, defaultValue) =>
      store.getItem(key, defaultValue ?? ((key === 'locale' ? locale : undefined) as typeof defaultValue)),
  };
}

/**
 * What a logout leaves on this device: its language, its theme, and the cart filled signed out. react-admin empties
 * its whole store on every logout, a guard's included: a signed-out visitor who opened a guarded address found the
 * sign-in page in another language, and lost the cart they were about to order.
 */
const keptOnLogout = ['locale', 'theme', anonymousCartKey];

function keepingOnLogout(store: Store): Store {
  return {
    ...store,
    reset: () => {
      const kept = keptOnLogout.map((key) => [key, store.getItem(key)] as const);
      store.reset();
      for (const [key, value] of kept) if (value !== undefined) store.setItem(key, value);
    },
  };
}

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
  const portalStore = useMemo(
    () => withLocaleDefault(keepingOnLogout(store), i18nProvider?.getLocale() ?? 'en'),
    [store, i18nProvider],
  );
  return (
    <AdminContext
      authProvider={authProvider}
      dataProvider={dataProvider}
      queryClient={queryClient}
      i18nProvider={i18nProvider}
      theme={theme}
      lightTheme={lightTheme}
      darkTheme={darkTheme}
      store={portalStore}
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
