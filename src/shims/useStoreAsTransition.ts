import { startTransition, useEffect, useLayoutEffect, useReducer, useRef } from 'react';

/**
 * React's useSyncExternalStore, but a change of the store re-renders as a transition: React renders it in slices of a
 * few milliseconds, yielding to the browser between them, where a store's change is otherwise one blocking render.
 * The build puts it in react-query's query hooks (vite.config.ts), whose renders as data arrives were most of a
 * list's Total Blocking Time on a phone. A render shows the store as it is when it renders.
 */
export function useStoreAsTransition<Snapshot>(
  subscribe: (onStoreChange: () => void) => () => void,
  getSnapshot: () => Snapshot,
): Snapshot {
  const snapshot = getSnapshot();
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  const rendered = useRef(snapshot);
  useLayoutEffect(() => {
    rendered.current = snapshot;
  });
  const latestGetSnapshot = useRef(getSnapshot);
  useLayoutEffect(() => {
    latestGetSnapshot.current = getSnapshot;
  });
  useEffect(() => {
    const onStoreChange = () => {
      if (!Object.is(latestGetSnapshot.current(), rendered.current)) startTransition(rerender);
    };
    const unsubscribe = subscribe(onStoreChange);
    // A change between the render and this subscription.
    onStoreChange();
    return unsubscribe;
  }, [subscribe]);
  return snapshot;
}
