// Opens one screen of the portal, signed in: the whole App (its providers over MSW, its resources and routes, the
// guards) in a bare frame instead of the app bar and the menu, which cost a screen test a third of its time. The
// frame, the sign-in wait, the company switch and the menu have App-level tests of their own (openSignedIn).
import type { ReactNode } from 'react';
import { TitlePortal } from 'react-admin';
import { App } from '../../../src/App';
import { usePreparedFormats } from '../../../src/components/Money';
import { LocaleFormats } from '../../../src/layout/LocaleFormats';
import { signIn, type OpenOptions } from './admin';
import { renderPortal } from './render';

function ScreenFrame({ children }: { children: ReactNode }) {
  usePreparedFormats();
  return (
    <main>
      <TitlePortal />
      <LocaleFormats>{children}</LocaleFormats>
    </main>
  );
}

/** Signs `user` in (as openSignedIn does) and opens the screen at `path`, without the app bar and the menu. */
export function openScreen(path: string, options: OpenOptions = {}) {
  signIn(path, options);
  return renderPortal(<App layout={ScreenFrame} />);
}
