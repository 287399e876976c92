import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { ReactElement } from 'react';
import { AdminContext, Authenticated, TestMemoryRouter, type I18nProvider } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authHandlers, createFakeMsal, failureAnswer } from '../../mocks/auth-handlers';
import { server } from '../../mocks/server';
import { fr } from '../../src/i18n/fr';
import { i18nProvider } from '../../src/i18n/i18nProvider';
import { LoginPage } from '../../src/pages/LoginPage';
import { createAuthService } from '../../src/providers/auth';
import { createAuthProvider } from '../../src/providers/authProvider';
import { createBrowserBinding, signInStorageKeys } from '../../src/providers/browserBinding';
import { createSession, storageKeys } from '../../src/providers/session';

function buildAuth() {
  const redirect = vi.fn();
  const authService = createAuthService({
    session: createSession(localStorage),
    binding: createBrowserBinding(sessionStorage),
    loadMsalModule: createFakeMsal().load,
    navigate: vi.fn(),
    redirect,
  });
  return { authService, redirect };
}

function renderLogin(
  authService: ReturnType<typeof buildAuth>['authService'],
  { entry = '/login' as string | { pathname: string; state: unknown }, i18n = i18nProvider as I18nProvider } = {},
) {
  const page: ReactElement = (
    <TestMemoryRouter initialEntries={[entry]}>
      <AdminContext authProvider={createAuthProvider(authService)} i18nProvider={i18n}>
        <Routes>
          <Route path="/login" element={<LoginPage />} />
          <Route path="/dashboard" element={<p>Dashboard</p>} />
          <Route
            path="/orders"
            element={
              <Authenticated>
                <p>Orders</p>
              </Authenticated>
            }
          />
        </Routes>
      </AdminContext>
    </TestMemoryRouter>
  );
  return render(page);
}

beforeEach(() => {
  server.use(authHandlers.config());
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(async () => {
  sessionStorage.clear();
  localStorage.removeItem('RaStore.locale');
  vi.restoreAllMocks();
  await i18nProvider.changeLocale('en');
});

describe('the login page', () => {
  it('offers to sign in with Microsoft or with another account, and shows no error', async () => {
    renderLogin(buildAuth().authService);
    expect(await screen.findByRole('button', { name: 'Sign in with Microsoft' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Use another account' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the failure the callback screen passed, in its exact words', async () => {
    renderLogin(buildAuth().authService, { entry: '/login?error=accountNotFound' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We couldn’t find your account in our system. Please contact your administrator to ensure you have been granted access to this portal.',
    );
  });

  it('tells a person whose account was disabled why their session ended', async () => {
    renderLogin(buildAuth().authService, { entry: '/login?error=accountDisabled' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your account has been disabled. Please contact your administrator.',
    );
  });

  it('never shows words put in the address, only the generic failure', async () => {
    renderLogin(buildAuth().authService, { entry: '/login?error=Call%20this%20number' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Sign-in failed. Please try again or contact your administrator.');
    expect(alert).not.toHaveTextContent('Call this number');
  });

  it('says why the last sign-in failed once a guard sends the person here, from the address react-admin goes to', async () => {
    const { authService } = buildAuth();
    await authService.login('');
    renderLogin(authService, { entry: '/orders' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Login failed');
    expect(screen.queryByText('Orders')).not.toBeInTheDocument();
  });

  it('shows a spinner while leaving for the sign-in page, remembering where the guard was going', async () => {
    const { authService, redirect } = buildAuth();
    renderLogin(authService, {
      entry: { pathname: '/login', state: { nextPathname: '/orders', nextSearch: '?page=2' } },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in with Microsoft' }));
    expect(await screen.findByText('Taking you to your sign-in page…')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign in with Microsoft' })).not.toBeInTheDocument();
    await vi.waitFor(() => expect(redirect).toHaveBeenCalledOnce());
    expect(redirect.mock.calls[0][0]).toMatch(/^\/api\/v1\/auth\/microsoft\?binding=/);
    expect(sessionStorage.getItem(signInStorageKeys.returnTo)).toBe('/orders?page=2');
    // This path needs no MSAL, which would write its cookie on starting.
    expect(document.cookie).toBe('');
  });

  it('shows "MSAL not initialized" when another account cannot be offered', async () => {
    server.use(authHandlers.config(failureAnswer(503, 'Down')));
    renderLogin(buildAuth().authService);
    await userEvent.click(await screen.findByRole('button', { name: 'Use another account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('MSAL not initialized');
    expect(screen.getByRole('button', { name: 'Use another account' })).toBeEnabled();
  });

  it('sends a signed-in person on to the dashboard', async () => {
    const { authService } = buildAuth();
    await authService.login('session-1', {
      id: 1,
      email: 'a@b.example',
      name: 'A B',
      globalRole: 'none',
      currentCompanyId: null,
      currentTenantId: null,
      preferences: {},
    });
    renderLogin(authService);
    expect(await screen.findByText('Dashboard')).toBeInTheDocument();
  });

  it('sends a person on once their stored token is verified, though the page opened before the answer', async () => {
    localStorage.setItem(storageKeys.token, 'stored-1');
    server.use(
      authHandlers.verify({
        valid: true,
        user: {
          id: 1,
          email: 'a@b.example',
          name: 'A B',
          globalRole: 'none',
          currentCompanyId: null,
          currentTenantId: null,
          preferences: {},
        },
      }),
    );
    renderLogin(buildAuth().authService);
    expect(await screen.findByText('Dashboard')).toBeInTheDocument();
    localStorage.removeItem(storageKeys.token);
  });

  it('says the stored token was refused, and offers to sign in again', async () => {
    localStorage.setItem(storageKeys.token, 'stored-2');
    server.use(authHandlers.verify({ valid: false }));
    renderLogin(buildAuth().authService, { entry: '/orders' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid token');
    expect(screen.getByRole('button', { name: 'Sign in with Microsoft' })).toBeEnabled();
    expect(localStorage.getItem(storageKeys.token)).toBeNull();
  });

  it('speaks French', async () => {
    localStorage.setItem('RaStore.locale', JSON.stringify('fr'));
    renderLogin(buildAuth().authService, { i18n: polyglotI18nProvider(() => fr, 'fr') });
    expect(await screen.findByRole('button', { name: 'Se connecter avec Microsoft' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Utiliser un autre compte' })).toBeInTheDocument();
  });

  it('speaks the browser’s language on a first visit, and offers the other', async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['fr-FR', 'fr']);
    renderLogin(buildAuth().authService);
    expect(await screen.findByRole('button', { name: 'Se connecter avec Microsoft' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Français' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'English' }));
    expect(await screen.findByRole('button', { name: 'Sign in with Microsoft' })).toBeInTheDocument();
  });
});
