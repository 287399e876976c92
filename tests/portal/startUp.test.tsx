// Spec §2 and §4: on start-up the portal initialises authentication once: a stored token is verified (one call,
// however many parts of the page ask at first), and with none nothing is asked.
import { act, screen, waitFor } from '@testing-library/react';
import type { Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authHandlers, buildSessionUser, type SeenRequest } from '../../mocks/auth-handlers';
import { adminHandlers, buildMyCompany } from '../../mocks/admin-handlers';
import { endUserHandlers } from '../../mocks/end-user-handlers';
import { server } from '../../mocks/server';

let started: Root | null = null;

/** Loads the portal's entry as a page load does; answers how often it initialised the sign-in layer. */
async function startPortal() {
  vi.resetModules();
  document.body.innerHTML = '<div id="root"></div>';
  const { authService } = await import('../../src/providers');
  const initialise = vi.spyOn(authService, 'initialise');
  const entry = await import('../../src/main');
  started = entry.root;
  // The entry loads the portal lazily (a page load of /login shows the sign-in card alone).
  await entry.started;
  return initialise;
}

describe('the portal’s start-up', () => {
  afterEach(() => {
    // The entry's own root, which Testing Library's cleanup does not know.
    act(() => started?.unmount());
    started = null;
    document.body.innerHTML = '';
    window.history.pushState({}, '', '/');
  });

  it('verifies a stored token once at start-up, on a page open to everyone too', async () => {
    const verified: SeenRequest[] = [];
    const user = buildSessionUser();
    localStorage.setItem('auth_token', 'stored-session');
    server.use(
      authHandlers.config(),
      authHandlers.verify({ valid: true, user }, verified),
      adminHandlers.profile(user),
      adminHandlers.myCompanies([buildMyCompany()]),
      endUserHandlers.inbox({ unread: 0, notices: [] }),
    );
    // The home page is open to everyone: the start-up verifies the stored token all the same, and the page's own
    // check shares that one call.
    const initialise = await startPortal();
    expect(initialise).toHaveBeenCalledOnce();
    expect(
      await screen.findByRole('heading', { name: 'Your software subscriptions, in one place' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    await waitFor(() => expect(verified).toHaveLength(1));
    expect(verified[0]!.authorization).toBe('Bearer stored-session');
  });

  it('asks nothing with no stored token, and shows the home page', async () => {
    const verified: SeenRequest[] = [];
    server.use(authHandlers.config(), authHandlers.verify({ valid: false, user: null }, verified));
    expect(await startPortal()).toHaveBeenCalledOnce();
    expect(
      await screen.findByRole('heading', { name: 'Your software subscriptions, in one place' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(verified).toEqual([]);
  });
});
