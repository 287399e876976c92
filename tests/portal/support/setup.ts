import '@testing-library/jest-dom/vitest';
import * as React from 'react';
import { cleanup, configure, prettyDOM } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { server } from '../../../mocks/server';
import { i18nProvider } from '../../../src/i18n/i18nProvider';

configure({
  // Many tests render the whole portal, and the first render in a file also loads its lazy screens: alone that
  // takes up to 3 s, on a CI machine running the server suites beside it longer than Testing Library's default
  // second. Only a failing wait runs this long.
  asyncUtilTimeout: 10_000,
  // A query that finds nothing throws an error that prints the page, and findBy and waitFor query until they find:
  // printing the page on every miss was 3 % of the portal suite's time. The print is made when the error is read.
  getElementError: (message, container) => {
    const error = new Error();
    error.name = 'TestingLibraryElementError';
    let text: string | undefined;
    Object.defineProperty(error, 'message', {
      get: () => (text ??= [message, prettyDOM(container)].filter(Boolean).join('\n\n')),
      configurable: true,
    });
    return error;
  },
});

// React's development build keeps where each element was made (an Error's stack, for the owner stacks of its
// warnings), up to 10,000 a second: a sixth of the portal suite's time. No test reads one; React's checks all stay.
const reactInternals = (React as unknown as Record<string, object | undefined>)
  .__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE;
if (reactInternals && 'recentlyCreatedOwnerStacks' in reactInternals) {
  Object.defineProperty(reactInternals, 'recentlyCreatedOwnerStacks', {
    get: () => 1e4,
    set: () => {},
    configurable: true,
  });
}

// happy-dom's ResizeObserver never measures (nothing is laid out): without one, the charts draw at their default
// width, as they do wherever the browser cannot tell a width.
Reflect.deleteProperty(window, 'ResizeObserver');

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  // A test that moves the clock on and fails before giving it back leaves the next one real time.
  vi.useRealTimers();
  server.resetHandlers();
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  for (const name of document.cookie.split(';').map((pair) => pair.split('=')[0].trim())) {
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
});
// The files of a worker share their modules (isolate: false, for speed): each file leaves the page as it found it.
afterAll(async () => {
  server.close();
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  window.history.replaceState({}, '', '/');
  await i18nProvider.changeLocale('en');
});
