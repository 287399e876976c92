import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { buildMyCompany } from '../../mocks/admin-handlers';
import { endUserHandlers } from '../../mocks/end-user-handlers';
import { openSignedIn, resetPortal } from './support/admin';

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
});
