import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError } from '../../mocks/handlers';
import { server } from '../../mocks/server';
import { App } from '../../src/App';
import { api } from '../../src/providers';
import { i18nProvider } from '../../src/i18n/i18nProvider';
import { renderPortal } from './support/render';

function openAt(path: string) {
  window.history.pushState({}, '', path);
  return renderPortal(<App />);
}

describe('the portal shell', () => {
  afterEach(async () => {
    window.history.pushState({}, '', '/');
    // The provider is a module singleton: a test that picks French must not leave it to the next.
    await i18nProvider.changeLocale('en');
  });

  it('reads the API client’s messages in the portal’s language where react-admin shows them as they are', async () => {
    await i18nProvider.changeLocale('fr');
    expect(i18nProvider.translate('Access forbidden', { _: 'Access forbidden' })).toBe('Accès refusé');
    expect(i18nProvider.translate('Server error', { _: 'Server error' })).toBe('Erreur du serveur');
    await i18nProvider.changeLocale('en');
    expect(i18nProvider.translate('Access forbidden', { _: 'Access forbidden' })).toBe('Access forbidden');
  });

  it('shows the home page with a way to sign in', async () => {
    openAt('/');
    expect(
      await screen.findByRole('heading', { name: 'Your software subscriptions, in one place' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });

  it('shows "Page not found" with 404 on an unmatched route', async () => {
    openAt('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Error 404')).toBeInTheDocument();
    // Inside the layout: named in its app bar, within its one main landmark.
    expect(within(screen.getByRole('banner')).getByText('Page not found')).toBeInTheDocument();
    expect(screen.getAllByRole('main')).toHaveLength(1);
  });

  it('shows "Health check failed" while the API cannot be reached, and hides it once it answers', async () => {
    server.use(http.get('/health', () => apiError(503, 'The database cannot be reached')));
    openAt('/');
    const banner = await screen.findByRole('alert');
    expect(within(banner).getByText('Health check failed')).toBeInTheDocument();
    server.resetHandlers();
    await userEvent.click(within(banner).getByRole('button', { name: 'Retry' }));
    await vi.waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it('shows no banner when the API is healthy', async () => {
    const check = vi.spyOn(api, 'checkHealth');
    openAt('/');
    await screen.findByRole('heading', { name: 'Your software subscriptions, in one place' });
    await vi.waitFor(() => expect(check).toHaveBeenCalledTimes(1));
    // The check's answer, then react-query's notification of it (a task later), before looking for the banner.
    await act(() => check.mock.results[0]!.value.then(() => new Promise((resolve) => setTimeout(resolve, 0))));
    expect(screen.queryByText('Health check failed')).not.toBeInTheDocument();
    check.mockRestore();
  });

  it('switches the language to French from the language menu, and remembers it', async () => {
    openAt('/');
    await userEvent.click(await screen.findByRole('button', { name: 'English' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Français' }));
    expect(
      await screen.findByRole('heading', { name: 'Vos abonnements logiciels, au même endroit' }),
    ).toBeInTheDocument();
    expect(localStorage.getItem('RaStore.locale')).toContain('fr');
  });

  it('switches to the dark theme and remembers it', async () => {
    openAt('/');
    await userEvent.click(await screen.findByRole('button', { name: 'Toggle light/dark mode' }));
    expect(localStorage.getItem('RaStore.theme')).toContain('dark');
  });
});
