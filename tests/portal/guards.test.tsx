// Every guarded route of spec §2, reached by address: signed out, each signed-in route (and a screen below it)
// leads to /login; signed in without the role, each /partner-admin screen reads "Access forbidden" and asks the
// API for nothing of the partner's.
import { screen } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { portalRoutes, type PortalRoute } from '../../common/portal-routes';
import { accountDisabledMessage } from '../../common/domain';
import type { SeenRequest } from '../../mocks/answers';
import { apiError } from '../../mocks/handlers';
import { seeRequest } from '../../mocks/answers';
import { server } from '../../mocks/server';
import { partnerPaths } from '../../src/components/partnerPaths';
import { storageKeys } from '../../src/providers/session';
import { openSignedIn, partnerAdmin, resetPortal, supportUser } from './support/admin';
import { renderPortal } from './support/render';
import { openScreen } from './support/screen';

const signedInRoutes = Object.values(portalRoutes as Record<string, PortalRoute>)
  .filter((route) => route.access === 'signed-in')
  .map((route) => route.path);
const screensBelow = [
  '/subscriptions/12/show',
  '/catalog/7',
  '/admin/companies',
  '/admin/people',
  '/partner-admin',
  '/partner-admin/catalogs',
  '/partner-admin/companies/5',
];
const partnerScreens = Object.values(partnerPaths).map((path) => (typeof path === 'string' ? path : path(5)));

describe('the guards of the portal’s routes', () => {
  afterEach(() => {
    // What a sign-in remembers for the tab (the page to return to, the last automatic redirect).
    sessionStorage.clear();
    return resetPortal();
  });

  it.each([...signedInRoutes, ...screensBelow])(
    'sends a signed-out person from %s to /login, asking the API for nothing but the sign-in',
    async (path) => {
      // A fresh portal, as a page load gives: the sign-in layer's state is a module's, kept from the test before.
      vi.resetModules();
      const { App } = await import('../../src/App');
      const asked: string[] = [];
      const listen = ({ request }: { request: Request }) => void asked.push(new URL(request.url).pathname);
      server.events.on('request:start', listen);
      try {
        window.history.pushState({}, '', path);
        renderPortal(<App />);
        // A fresh module graph loads the sign-in card lazily: on a busy machine that alone took over 10 s.
        expect(
          await screen.findByRole('button', { name: 'Sign in with Microsoft' }, { timeout: 25_000 }),
        ).toBeInTheDocument();
        expect(window.location.pathname).toBe('/login');
        expect(asked.filter((url) => url.startsWith('/api/') && !url.startsWith('/api/v1/auth/'))).toEqual([]);
      } finally {
        server.events.removeListener('request:start', listen);
      }
    },
  );

  it.each(partnerScreens.filter((path) => path !== partnerPaths.root))(
    'refuses %s to a person who is not a partner administrator, asking the API for nothing of it',
    async (path) => {
      const asked: SeenRequest[] = [];
      const listen = async ({ request }: { request: Request }) => void asked.push(await seeRequest(request));
      server.events.on('request:start', listen);
      try {
        openScreen(path);
        expect(await screen.findByRole('heading', { name: 'Access forbidden', level: 1 })).toBeInTheDocument();
        expect(
          asked.map((request) => request.url.pathname).filter((url) => /\/partner\b|catalog\/partner/.test(url)),
        ).toEqual([]);
      } finally {
        server.events.removeListener('request:start', listen);
      }
    },
  );

  it.each([
    ['Session expired', 'Your session is invalid or has expired. Please sign in again.'],
    [accountDisabledMessage, 'Your account has been disabled. Please contact your administrator.'],
  ])('ends the session when a screen’s call answers 401 (%s): /login says why', async (refusal, said) => {
    openSignedIn('/subscriptions', {
      handlers: [http.get('/api/v1/subscriptions', () => apiError(401, refusal))],
    });
    expect(await screen.findByText(said)).toBeInTheDocument();
    expect(window.location.pathname).toBe('/login');
    expect(Object.values(storageKeys).map((key) => localStorage.getItem(key))).toEqual([null, null, null]);
  });

  it.each([
    ['/partner-admin/orders/5/anything', partnerAdmin],
    ['/partner-admin/companies/5/anything', partnerAdmin],
    ['/partner-admin/templates/anything', partnerAdmin],
    ['/admin/people/anything', supportUser],
    ['/admin/companies/5/anything', supportUser],
  ])('answers "Page not found" at %s, below a screen', async (path, user) => {
    openScreen(path, { user });
    expect(await screen.findByRole('heading', { name: 'Page not found', level: 1 })).toBeInTheDocument();
  });
});
