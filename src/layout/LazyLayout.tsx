// The signed-in frame loads with the first signed-in page, not with /login: until it arrives, the same frame
// the app shell in index.html paints (a green app bar) holds its place.
import { lazy, Suspense, useDeferredValue, type ReactNode } from 'react';

const Layout = lazy(() => import('./Layout').then((module) => ({ default: module.Layout })));

const shell = <div className="shell-appbar" aria-hidden />;

export function LazyLayout({ children }: { children: ReactNode }) {
  // react-admin mounts the layout when the sign-in check answers, in an update React cannot slice: the whole signed-in
  // page rendered in one long task. Mounted as the shell first, the page then comes as a deferred render, which
  // React renders in slices, yielding to the browser between them.
  const isRevealed = useDeferredValue(true, false);
  if (!isRevealed) return shell;
  return (
    <Suspense fallback={shell}>
      <Layout>{children}</Layout>
    </Suspense>
  );
}
