import './zodConfig';
import { StrictMode, startTransition, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { settleMsalSignOutReturn } from './providers/msal';
import { prepareSignIn, SignInApp } from './signIn/SignInApp';
import { storageKeys } from './providers/session';
import { initialLocale } from './signIn/signInLocale';

// The first render as a transition: React renders it in slices of a few milliseconds and yields to the browser
// between them, where a default-priority render is one long task (Total Blocking Time). Until it commits, the app
// shell in index.html stays on screen.
/** Exported for the start-up's test, which unmounts it. */
export const root = createRoot(document.getElementById('root')!);
const render = (page: ReactNode) => startTransition(() => root.render(<StrictMode>{page}</StrictMode>));

/** The portal: react-admin with every screen. */
async function startPortal({ initialise }: { initialise: boolean }) {
  const { App, authService, prepareFormatsWhenIdle } = await import('./portal');
  // Spec §2: on start-up the application initialises authentication (verifies a stored token, once).
  if (initialise) void authService.initialise();
  render(<App />);
  // While the first screen's code and data are on their way.
  prepareFormatsWhenIdle(initialLocale());
}

/**
 * A page load of /login with no session stored shows the sign-in card alone (src/signIn/): a fraction of the
 * portal's bytes, which a slow phone network needs seconds to bring. Once someone is signed in, the portal takes the
 * page over where the sign-in goes.
 */
async function startSignIn() {
  // What the sign-in layer's start-up does on /login with no session: a return from MSAL's sign-out is settled.
  settleMsalSignOutReturn({ isSignedOut: true });
  let isHandedOver = false;
  const onSignedIn = (path: string | null) => {
    if (isHandedOver) return;
    isHandedOver = true;
    if (path) window.history.replaceState(null, '', path);
    // Signed in here: the sign-in layer knows it already. Signed in elsewhere: the stored session is verified.
    void startPortal({ initialise: path === null });
  };
  render(<SignInApp onSignedIn={onSignedIn} {...await prepareSignIn()} />);
  fetchPortalWhenIdle();
}

/** The portal chunk's address, written by the build (vite.config.ts); in development the placeholder stays. */
const portalChunk = '/__portal_chunk__.js';

/**
 * Once /login has painted and the page is idle, the portal's code is fetched (and compiled, not run) ahead: the
 * press on "Sign in with Microsoft" then waits for no download, and the dashboard after the account pick finds it
 * in the cache (issue 32, item 7: 6-13 s after the pick at 400 kbit/s). After the load event and an idle moment, it
 * takes nothing from /login's own first bytes.
 */
function fetchPortalWhenIdle() {
  if (portalChunk.startsWith('/__')) return;
  const fetchPortal = () => {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = portalChunk;
    document.head.append(link);
  };
  const whenIdle = () =>
    typeof requestIdleCallback === 'function'
      ? requestIdleCallback(fetchPortal, { timeout: 3000 })
      : setTimeout(fetchPortal, 1000);
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}

const isSignInLoad = window.location.pathname === '/login' && !localStorage.getItem(storageKeys.token);

/** Settles once the first screen's code is loaded and rendering (the start-up's test waits for it). */
export const started = isSignInLoad ? startSignIn() : startPortal({ initialise: true });
