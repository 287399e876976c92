import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { server } from '../../../mocks/server';

// Many tests render the whole portal, and the first render in a file also loads its lazy screens: alone that takes
// up to 3 s, on a CI machine running the server suites beside it longer than Testing Library's default second.
// Only a failing wait runs this long.
configure({ asyncUtilTimeout: 10_000 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  cleanup();
  localStorage.clear();
});
afterAll(() => server.close());
