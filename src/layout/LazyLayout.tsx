// The signed-in frame loads with the first signed-in page, not with /login: until it arrives, the same frame
// the app shell in index.html paints (a green app bar) holds its place.
import { lazy, Suspense, useDeferredValue, type ReactNode } from 'react';
import { useAuthState } from 'react-admin';
import { session } from '../providers';

const Layout = lazy(() => import('./Layout').then((module) => ({ default: module.Layout })));

const shell = <div className="shell-appbar" aria-hidden />;

export function LazyLayout({ children }: { children: ReactNode }) {
  // Two of react-admin's updates render the whole signed-in page in one long task, which React cannot slice:
  // - the answer of the sign-in check renders everything under react-admin's routes again (they follow it too).
  //   With a stored session, the check starts here and the page waits for it: no page is there yet to render again;
  // - the page is mounted from such an update. It mounts as the shell first, then comes as a deferred render,
  //   which React renders in slices, yielding to the browser between them.
  const hasSession = session.getToken() !== null;
  const { isPending } = useAuthState(undefined, false, { enabled: hasSession });
  const isRevealed = useDeferredValue(!hasSession || !isPending, false);
  if (!isRevealed) return shell;
  return (
    <Suspense fallback={shell}>
      <Layout>{children}</Layout>
    </Suspense>
  );
}
