import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { buildMyCompany } from '../../mocks/admin-handlers';
import { endUserHandlers } from '../../mocks/end-user-handlers';
import { endUser, openSignedIn, resetPortal } from './support/admin';

// An open menu lies inside a landmark (axe region): the app bar's are drawn in its banner, not after the page.
describe('the app bar’s menus', () => {
  afterEach(resetPortal);

  it.each([
    ['user menu', /^Profile: /],
    ['company switcher', /^Company: /],
  ])('draws the %s inside the banner, and gives the focus back on Escape', async (_name, button) => {
    openSignedIn('/subscriptions', {
      companies: [
        buildMyCompany({ id: 3, name: 'Fabrikam', isCurrent: true }),
        buildMyCompany({ id: 4, name: 'Northwind Traders', isCurrent: false }),
      ],
      handlers: [endUserHandlers.inbox({ unread: 0, notices: [] }), endUserHandlers.subscriptions([])],
    });
    const opener = await screen.findByRole('button', { name: button });
    await userEvent.click(opener);
    // The open menu is the one drawn in a popover (the side menu is a menu too).
    const menu = await waitFor(() => {
      const open = screen.getAllByRole('menu').find((candidate) => candidate.closest('.MuiPopover-root'));
      expect(open).toBeDefined();
      return open!;
    });
    expect(menu.closest('header')).not.toBeNull();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(opener).toHaveFocus());
    await waitFor(() => expect(document.querySelector('.MuiPopover-root [role="menu"]')).toBeNull());
  });

  it('offers the user menu with the person’s name from the start, when the sign-in check answers late', async () => {
    // The layout waits 2 s for the check, then shows: the person's name is not known yet.
    openSignedIn('/subscriptions', {
      handlers: [
        http.get('/api/v1/auth/verify', async () => {
          await delay(2_500);
          return HttpResponse.json({ valid: true, user: endUser });
        }),
        endUserHandlers.subscriptions([]),
      ],
    });
    // Not an icon that a name replaces (a menu opened from it lost its anchor): the first button is the named one.
    const opener = await screen.findByRole('button', { name: /^Profile/ }, { timeout: 5_000 });
    expect(opener).toHaveAccessibleName(/^Profile: /);
    await userEvent.click(opener);
    expect(await screen.findByRole('menuitem', { name: /Logout|Sign out/ })).toBeVisible();
  });
});
