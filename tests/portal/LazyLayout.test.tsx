import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminHandlers, buildMyCompany, type AdminRequest } from '../../mocks/admin-handlers';
import { server } from '../../mocks/server';
import { App } from '../../src/App';
import { openSignedIn, resetPortal } from './support/admin';
import { renderPortal } from './support/render';

describe('the signed-in layout', () => {
  afterEach(resetPortal);

  it('stays on screen when the company is switched (the sign-in check is asked again)', async () => {
    localStorage.setItem('current_company_id', '3');
    const switches: AdminRequest[] = [];
    openSignedIn('/admin', {
      companies: [buildMyCompany(), buildMyCompany({ id: 4, name: 'Northwind Traders', isCurrent: false })],
      handlers: [adminHandlers.switchCompany(switches)],
    });
    const appBar = await screen.findByRole('banner');
    // The layout starts over for the new company, but never gives way to the shell that waits for the sign-in check.
    const shellsShown: Node[] = [];
    const watch = new MutationObserver((records) =>
      shellsShown.push(
        ...records
          .flatMap((record) => [...record.addedNodes])
          .filter((node) => node instanceof Element && node.matches('.shell-appbar')),
      ),
    );
    watch.observe(document.body, { childList: true, subtree: true });
    await userEvent.click(await within(appBar).findByRole('button', { name: 'Company: Fabrikam' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: /Northwind Traders/ }));
    await waitFor(() => expect(switches).toHaveLength(1));
    expect(await screen.findByText('You are now acting for Northwind Traders')).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    watch.disconnect();
    expect(shellsShown).toEqual([]);
  });

  it('shows a page open to everyone when the check of a stored session does not answer', async () => {
    localStorage.setItem('auth_token', 'a-session-the-api-never-answers-for');
    // The check hangs until the test ends: the sign-in service is one per page and shares a check in flight, so a
    // check left hanging would hold every later test of this worker that checks again.
    let answerTheCheck = () => {};
    const answered = new Promise<void>((resolve) => (answerTheCheck = resolve));
    server.use(
      http.get('/api/v1/auth/verify', async () => {
        await answered;
        return HttpResponse.json({ valid: false });
      }),
    );
    // The layout waits 2 s for the check: the test's clock moves on instead of waiting.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    window.history.pushState({}, '', '/cart');
    renderPortal(<App />);
    const shown = screen.findByText('Your cart is empty.');
    for (let second = 0; second < 3; second++) await vi.advanceTimersByTimeAsync(1_000);
    expect(await shown).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    vi.useRealTimers();
    answerTheCheck();
    await waitFor(() => expect(localStorage.getItem('auth_token')).toBeNull());
  });
});

describe('a crash inside the signed-in layout', () => {
  afterEach(resetPortal);

  it('shows the generic error page, not react-admin’s “Something went wrong”, and the menu leads away from it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    // A dashboard answer missing every figure the page reads: the page throws while rendering.
    openSignedIn('/dashboard', {
      handlers: [http.get('/api/v1/dashboard', () => HttpResponse.json({ unexpected: true }))],
    });
    expect(await screen.findByRole('heading', { name: 'Internal Server Error', level: 1 })).toBeInTheDocument();
    expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument();
    // Still inside the layout (one main landmark, react-admin's): the app bar and the menu stay, and another page
    // replaces the error.
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getAllByRole('main')).toHaveLength(1);
    await userEvent.click(screen.getByRole('menuitem', { name: /Orders/ }));
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Internal Server Error', level: 1 })).not.toBeInTheDocument(),
    );
  });
});
