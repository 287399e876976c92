import { afterEach, describe, expect, it } from 'vitest';
import { authHandlers, buildSessionUser, writeMsalCacheKeyCookie } from '../../mocks/auth-handlers';
import { server } from '../../mocks/server';
import { createAuthService } from '../../src/providers/auth';
import { createBrowserBinding } from '../../src/providers/browserBinding';
import { createSession, storageKeys } from '../../src/providers/session';

// What MSAL puts in `state` when it leaves for the provider (here, for its sign-out).
const msalState = btoa(JSON.stringify({ id: 'logout-request', meta: { interactionType: 'redirect' } }));

const buildAuth = () =>
  createAuthService({ session: createSession(localStorage), binding: createBrowserBinding(sessionStorage) });

describe('back on /login from the provider’s sign-out', () => {
  afterEach(() => {
    sessionStorage.clear();
    window.history.replaceState(null, '', '/');
  });

  it('forgets the redirect MSAL left under way and its cookie, and takes its state out of the address', async () => {
    window.history.replaceState(null, '', `/login?state=${encodeURIComponent(msalState)}`);
    sessionStorage.setItem('msal.interaction.status', '{"id":"logout-request"}');
    localStorage.setItem('msal.token.keys.portal', '{}');
    localStorage.setItem('RaStore.locale', '"fr"');
    writeMsalCacheKeyCookie();
    await buildAuth().initialise();
    expect(document.cookie).toBe('');
    expect(Object.keys(sessionStorage)).toEqual([]);
    expect(Object.keys(localStorage)).toEqual(['RaStore.locale']);
    expect(`${window.location.pathname}${window.location.search}`).toBe('/login');
  });

  it('leaves MSAL alone on a sign-in callback, with its code or its error', async () => {
    for (const query of ['code=abc', 'error=access_denied']) {
      window.history.replaceState(null, '', `/auth-callback?${query}&state=${encodeURIComponent(msalState)}`);
      sessionStorage.setItem('msal.interaction.status', '{"id":"login-request"}');
      await buildAuth().initialise();
      expect(sessionStorage.getItem('msal.interaction.status')).not.toBeNull();
      expect(window.location.search).toContain(query);
    }
  });

  it('leaves MSAL alone when someone is signed in, and a state that is not MSAL’s', async () => {
    window.history.replaceState(null, '', `/login?state=${encodeURIComponent(msalState)}`);
    sessionStorage.setItem('msal.interaction.status', '{}');
    localStorage.setItem(storageKeys.token, 'a-token');
    server.use(authHandlers.verify({ valid: true, user: buildSessionUser() }));
    await expect(buildAuth().initialise()).resolves.toMatchObject({ success: true });
    expect(sessionStorage.getItem('msal.interaction.status')).not.toBeNull();

    localStorage.clear();
    window.history.replaceState(null, '', '/login?state=plain-server-state');
    await buildAuth().initialise();
    expect(sessionStorage.getItem('msal.interaction.status')).not.toBeNull();
    expect(window.location.search).toBe('?state=plain-server-state');
  });
});
