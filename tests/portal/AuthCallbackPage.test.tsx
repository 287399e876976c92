import { render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { AdminContext, TestMemoryRouter } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  authHandlers,
  buildSessionUser,
  buildSignInResponse,
  createFakeMsal,
  failureAnswer,
  type Answer,
  type SeenRequest,
} from '../../mocks/auth-handlers';
import { server } from '../../mocks/server';
import { i18nProvider } from '../../src/i18n/i18nProvider';
import { AuthCallbackPage } from '../../src/pages/AuthCallbackPage';
import { createAuthService } from '../../src/providers/auth';
import { createAuthProvider } from '../../src/providers/authProvider';
import { createBrowserBinding, signInStorageKeys } from '../../src/providers/browserBinding';
import { createSession, storageKeys } from '../../src/providers/session';

/** The callback screen at `address`, its code exchange answered with `answer`; `signedIn` first (Back, a bookmark). */
async function openCallback(address: string, answer: Answer, { signedIn = false, stored = false } = {}) {
  const seen: SeenRequest[] = [];
  server.use(authHandlers.exchangeCode(answer, seen));
  // A page loaded afresh (a bookmark, Back from another site): the session is in storage, not yet checked.
  if (stored) {
    createSession(localStorage).setToken('session-stored');
    server.use(authHandlers.verify({ valid: true, user: buildSessionUser() }));
  }
  window.history.pushState({}, '', address);
  const authService = createAuthService({
    session: createSession(localStorage),
    binding: createBrowserBinding(sessionStorage),
    loadMsalModule: createFakeMsal().load,
    navigate: vi.fn(),
    redirect: vi.fn(),
  });
  if (signedIn) await authService.login('session-1', buildSessionUser());
  render(
    <StrictMode>
      <TestMemoryRouter initialEntries={['/auth-callback']}>
        <AdminContext authProvider={createAuthProvider(authService)} i18nProvider={i18nProvider}>
          <Routes>
            <Route path="/auth-callback" element={<AuthCallbackPage />} />
            <Route path="/dashboard" element={<p>Dashboard</p>} />
            <Route path="/cart/checkout" element={<p>Checkout</p>} />
          </Routes>
        </AdminContext>
      </TestMemoryRouter>
    </StrictMode>,
  );
  return { seen, authService };
}

beforeEach(() => {
  server.use(authHandlers.config());
  sessionStorage.setItem(signInStorageKeys.binding, 'b'.repeat(43));
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  sessionStorage.clear();
  window.history.pushState({}, '', '/');
  vi.restoreAllMocks();
});

describe('the sign-in callback screen', () => {
  it('shows its progress while the code is exchanged', async () => {
    await openCallback('/auth-callback?code=slow&state=s', buildSignInResponse());
    expect(screen.getByRole('status')).toHaveTextContent('Checking your sign-in…');
    expect(await screen.findByText('Dashboard')).toBeInTheDocument();
  });

  it('shows the exchange failure for a 404 in its exact words, with a way back to sign-in', async () => {
    const { seen } = await openCallback(
      '/auth-callback?code=abc&state=s&iss=https%3A%2F%2Flogin.example',
      failureAnswer(404, 'No such user', 'Not Found'),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We couldn’t find your account in our system. Please contact your administrator to ensure you have been granted access to this portal.',
    );
    expect(screen.getByRole('link', { name: 'Back to sign-in' })).toHaveAttribute(
      'href',
      '/login?error=accountNotFound',
    );
    expect(window.location.search).toBe('');
    expect(window.location.pathname).toBe('/auth-callback');
    // StrictMode runs the effect twice; the code is exchanged once.
    expect(seen).toHaveLength(1);
  });

  it('removes the code and state from the hash as well', async () => {
    await openCallback('/auth-callback#code=abc&state=s', failureAnswer(401, 'Expired'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your session is invalid or has expired. Please sign in again.',
    );
    expect(window.location.hash).toBe('');
  });

  it('signs in and goes to the remembered page, with the address cleaned', async () => {
    sessionStorage.setItem(signInStorageKeys.returnTo, '/cart/checkout');
    const { seen, authService } = await openCallback(
      '/auth-callback?code=good&state=s',
      buildSignInResponse({ token: 'session-7' }),
    );
    expect(await screen.findByText('Checkout')).toBeInTheDocument();
    expect(seen).toHaveLength(1);
    expect(authService.isSignedIn()).toBe(true);
    expect(localStorage.getItem(storageKeys.token)).toBe('session-7');
    expect(window.location.search).toBe('');
    expect(sessionStorage.getItem(signInStorageKeys.returnTo)).toBeNull();
  });

  it('goes on to the portal when the person is signed in already and there is nothing to finish', async () => {
    const { authService, seen } = await openCallback('/auth-callback', buildSignInResponse(), { signedIn: true });
    expect(await screen.findByText('Dashboard')).toBeInTheDocument();
    expect(authService.isSignedIn()).toBe(true);
    expect(seen).toHaveLength(0);
  });

  it.each([
    ['/auth-callback', 'nothing to finish'],
    ['/auth-callback?code=spent&state=old', 'a code spent long ago'],
  ])('goes on to the portal from a page loaded afresh with a session that holds, at %s (%s)', async (address) => {
    const { authService, seen } = await openCallback(address, failureAnswer(400, 'This sign-in has expired'), {
      stored: true,
    });
    expect(await screen.findByText('Dashboard')).toBeInTheDocument();
    expect(authService.isSignedIn()).toBe(true);
    expect(localStorage.getItem(storageKeys.token)).toBe('session-stored');
    expect(seen).toHaveLength(0);
    expect(window.location.search).toBe('');
  });

  it('says "No authorization code received from Microsoft" when the address has no code', async () => {
    await openCallback('/auth-callback', buildSignInResponse());
    expect(await screen.findByRole('alert')).toHaveTextContent('No authorization code received from Microsoft');
    expect(screen.getByRole('link', { name: 'Back to sign-in' })).toHaveAttribute(
      'href',
      '/login?error=noAuthorizationCode',
    );
  });
});
