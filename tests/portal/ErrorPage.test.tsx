import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../../src/i18n/i18nProvider';
import { AppErrorPage, ErrorPage, unreachableRetryMs } from '../../src/pages/ErrorPage';
import { http, HttpResponse } from 'msw';
import { server } from '../../mocks/server';

const renderInAdmin = (element: React.ReactElement) =>
  render(<AdminContext i18nProvider={i18nProvider}>{element}</AdminContext>);

describe('the generic error page', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows a Page Not Found page for 404', () => {
    renderInAdmin(<ErrorPage status={404} />);
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByText('Error 404')).toBeInTheDocument();
  });

  it('says "Page not found" in the portal’s language', async () => {
    await i18nProvider.changeLocale('fr');
    try {
      renderInAdmin(<ErrorPage status={404} />);
      expect(await screen.findByRole('heading', { name: 'Page introuvable' })).toBeInTheDocument();
    } finally {
      await i18nProvider.changeLocale('en');
    }
  });

  it.each([500, 502, 403])('shows an Internal Server Error page for %i', (status) => {
    renderInAdmin(<ErrorPage status={status} />);
    expect(screen.getByRole('heading', { name: 'Internal Server Error' })).toBeInTheDocument();
    expect(screen.getByText(`Error ${status}`)).toBeInTheDocument();
  });

  it('offers to try again after a crash, through the error boundary reset', async () => {
    const reset = vi.fn();
    renderInAdmin(<AppErrorPage error={new Error('boom')} resetErrorBoundary={reset} />);
    expect(screen.getByRole('heading', { name: 'Internal Server Error' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(reset).toHaveBeenCalledOnce();
  });

  it('is skipped for crawlers: a plain status, nothing interactive', () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (compatible; bingbot/2.0)');
    renderInAdmin(<ErrorPage status={404} />);
    expect(screen.getByText('404 Page not found')).toBeInTheDocument();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  describe('a part of the portal that could not load', () => {
    const chunkError = new TypeError('Failed to fetch dynamically imported module: /assets/OrderList-abc.js');

    it('says the portal cannot be reached while the server is gone, and reloads once it is back', async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => {});
      let isUp = false;
      server.use(http.get('/health', () => (isUp ? HttpResponse.json({ status: 'ok' }) : HttpResponse.error())));
      try {
        renderInAdmin(<AppErrorPage error={chunkError} />);
        expect(await screen.findByRole('heading', { name: 'Can’t reach the portal' })).toBeInTheDocument();
        // Not reloaded into the browser's own "This site can't be reached".
        await vi.advanceTimersByTimeAsync(unreachableRetryMs * 2);
        expect(reload).not.toHaveBeenCalled();
        isUp = true;
        await vi.advanceTimersByTimeAsync(unreachableRetryMs);
        await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
      } finally {
        vi.useRealTimers();
      }
    });

    it('reloads at once for a new version when the server answers', async () => {
      const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => {});
      sessionStorage.clear();
      server.use(http.get('/health', () => HttpResponse.json({ status: 'ok' })));
      renderInAdmin(<AppErrorPage error={chunkError} />);
      await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
      expect(screen.queryByRole('heading', { name: 'Can’t reach the portal' })).not.toBeInTheDocument();
    });
  });
});
