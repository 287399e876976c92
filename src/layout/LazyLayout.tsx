// The signed-in frame loads with the first signed-in page, not with /login: until it arrives, the same frame
// the app shell in index.html paints (a green app bar) holds its place.
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useDeferredValue, useEffect, useRef, useState, type ReactNode } from 'react';
import { useAuthState } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { session } from '../providers';
import { PageOfTheLastChange, useCompanyChanges } from './companyChange';
import { lazyNamed } from '../components/lazyNamed';

const Layout = lazyNamed(() => import('./Layout'), 'Layout');

const shell = <div className="shell-appbar" aria-hidden />;

// How long the layout waits for the sign-in check at most (a check that hangs, a browser offline).
const checkWaitMilliseconds = 2000;

export function LazyLayout({ children }: { children: ReactNode }) {
  // Two of react-admin's updates render the whole signed-in page in one long task, which React cannot slice:
  // - the answer of the sign-in check renders everything under react-admin's routes again (they follow it too).
  //   With a session stored when the layout mounts, the check starts here and the layout waits for it (2 s at
  //   most), so no page is there yet to render again; pages that need no sign-in (the cart) wait for it too;
  // - the page is mounted from such an update. It mounts as the shell first, then comes as a deferred render,
  //   which React renders in slices, yielding to the browser between them.
  // Once shown, the layout stays: a later check (after a company switch empties the cache) keeps the page.
  const [hasSession] = useState(() => session.getToken() !== null);
  const { isPending } = useAuthState(undefined, false, { enabled: hasSession });
  const [isReady, setReady] = useState(!hasSession);
  if (!isReady && !isPending) setReady(true);
  useEffect(() => {
    if (isReady) return;
    const timer = setTimeout(() => setReady(true), checkWaitMilliseconds);
    return () => clearTimeout(timer);
  }, [isReady]);
  const isRevealed = useDeferredValue(isReady, false);
  const companyChanges = useCompanyChanges();
  // A change made in another tab reaches this one through the store: its cache goes too, before the page starts over.
  const queryClient = useQueryClient();
  const { key } = useLocation();
  const changesSeen = useRef(companyChanges);
  const pageOfTheChange = useRef<string | null>(null);
  if (changesSeen.current !== companyChanges) {
    changesSeen.current = companyChanges;
    pageOfTheChange.current = key;
    queryClient.removeQueries();
  }
  if (!isRevealed) return shell;
  return (
    <Suspense fallback={shell}>
      {/* A company change starts over: nothing of the previous company stays on screen. */}
      <PageOfTheLastChange.Provider value={pageOfTheChange.current}>
        <Layout key={companyChanges}>{children}</Layout>
      </PageOfTheLastChange.Provider>
    </Suspense>
  );
}
