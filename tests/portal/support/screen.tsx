// Opens one screen, signed in: the portal's real providers (auth, data, i18n, store) over MSW, and only the resources
// a test names, in a frame without the app bar and the menu (routing, guards and the layout: App-level tests).
import type { ReactNode } from 'react';
import { useState } from 'react';
import { TitlePortal } from 'react-admin';
import { BrowserRouter } from 'react-router-dom';
import { createQueryClient } from '../../../src/App';
import { usePreparedMoneyFormat } from '../../../src/components/Money';
import { i18nProvider } from '../../../src/i18n/i18nProvider';
import { LocaleFormats } from '../../../src/layout/LocaleFormats';
import { PortalAdmin } from '../../../src/layout/PortalAdmin';
import { darkTheme, lightTheme } from '../../../src/layout/theme';
import { NotFoundPage } from '../../../src/pages/ErrorPage';
import { authProvider, dataProvider } from '../../../src/providers';
import { signIn, type OpenOptions } from './admin';
import { renderPortal } from './render';

function ScreenLayout({ children }: { children: ReactNode }) {
  usePreparedMoneyFormat();
  return (
    <main>
      <TitlePortal />
      <LocaleFormats>{children}</LocaleFormats>
    </main>
  );
}

function Screen({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <BrowserRouter>
      <PortalAdmin
        authProvider={authProvider}
        dataProvider={dataProvider}
        queryClient={queryClient}
        i18nProvider={i18nProvider}
        layout={ScreenLayout}
        theme={lightTheme}
        darkTheme={darkTheme}
        catchAll={NotFoundPage}
        disableTelemetry
      >
        {children}
      </PortalAdmin>
    </BrowserRouter>
  );
}

/** Signs `user` in and opens `path` among `resources` (`<Resource>` or `<CustomRoutes>` elements). */
export function openScreen(resources: ReactNode, path: string, options: OpenOptions = {}) {
  signIn(path, options);
  return renderPortal(<Screen>{resources}</Screen>);
}
