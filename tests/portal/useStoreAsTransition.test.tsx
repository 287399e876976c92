import { act, render, screen } from '@testing-library/react';
import { Suspense, use } from 'react';
import { describe, expect, it } from 'vitest';
import { useStoreAsTransition } from '../../src/shims/useStoreAsTransition';

/** A store as react-query's observers are one: a value, and listeners told of each change. */
function createStore(value: string) {
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set: (next: string) => {
      value = next;
      listeners.forEach((listener) => listener());
    },
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    listenerCount: () => listeners.size,
  };
}

type Store = ReturnType<typeof createStore>;

function Value({ store, waitFor }: { store: Store; waitFor?: Record<string, Promise<void>> }) {
  const value = useStoreAsTransition(store.subscribe, store.get);
  // A value may need something that is still coming: the render waits for it (React's `use`).
  const coming = waitFor?.[value];
  if (coming) use(coming);
  return <p>{value}</p>;
}

describe('useStoreAsTransition, react-query’s re-renders in the built portal', () => {
  it('renders the store’s value, and again as it changes', async () => {
    const store = createStore('first');
    render(<Value store={store} />);
    expect(screen.getByText('first')).toBeInTheDocument();
    await act(async () => store.set('second'));
    expect(screen.getByText('second')).toBeInTheDocument();
  });

  it('re-renders as a transition: a change whose render waits keeps what is on screen, not the fallback', async () => {
    const store = createStore('first');
    let arrive = () => {};
    const waitFor = { second: new Promise<void>((resolve) => (arrive = resolve)) };
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Value store={store} waitFor={waitFor} />
      </Suspense>,
    );
    await act(async () => store.set('second'));
    // A blocking render (React's useSyncExternalStore) would show the fallback here.
    expect(screen.getByText('first')).toBeInTheDocument();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
    await act(async () => arrive());
    expect(await screen.findByText('second')).toBeInTheDocument();
  });

  it('sees a change made between its render and its subscription', async () => {
    const store = createStore('first');
    const subscribe = store.subscribe;
    let changed = false;
    // The change happens as the component subscribes: after it rendered "first", before it listens.
    const changingStore = {
      ...store,
      subscribe: (listener: () => void) => {
        if (!changed) {
          changed = true;
          store.set('changed meanwhile');
        }
        return subscribe(listener);
      },
    };
    render(<Value store={changingStore} />);
    expect(await screen.findByText('changed meanwhile')).toBeInTheDocument();
  });

  it('stops listening once unmounted', () => {
    const store = createStore('first');
    const { unmount } = render(<Value store={store} />);
    expect(store.listenerCount()).toBe(1);
    unmount();
    expect(store.listenerCount()).toBe(0);
  });
});
