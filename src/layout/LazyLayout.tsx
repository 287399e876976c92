// The signed-in frame loads with the first signed-in page, not with /login: until it arrives, the same frame
// the app shell in index.html paints (a green app bar) holds its place.
import { lazy, Suspense, type ReactNode } from 'react';

const Layout = lazy(() => import('./Layout').then((module) => ({ default: module.Layout })));

export function LazyLayout({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={<div className="shell-appbar" aria-hidden />}>
      <Layout>{children}</Layout>
    </Suspense>
  );
}
