import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { adminHandlers, buildCompany } from '../../../mocks/admin-handlers';
import { endUser, openSignedIn, partnerAdmin, resetPortal, supportUser } from '../support/admin';

const menu = async () => {
  await screen.findByRole('menuitem', { name: 'Profile' });
  return screen.getAllByRole('menuitem').map((item) => item.textContent);
};

describe('who may use which part of /admin', () => {
  afterEach(resetPortal);

  it.each(['/admin/companies', '/admin/people', '/admin/history', '/admin/companies/3'])(
    'shows "Access forbidden" to a person without a global role at %s, who stays signed in',
    async (path) => {
      openSignedIn(path, { user: endUser });
      expect(await screen.findByRole('heading', { name: 'Access forbidden', level: 1 })).toBeInTheDocument();
      expect(window.location.pathname).toBe(path);
      expect(localStorage.getItem('auth_token')).not.toBeNull();
      expect(await menu()).not.toEqual(expect.arrayContaining(['Companies']));
    },
  );

  it('offers a person without a global role only the profile in the menu', async () => {
    openSignedIn('/admin', { user: endUser });
    expect(await screen.findByRole('heading', { name: 'My companies' })).toBeInTheDocument();
    const items = await menu();
    expect(items).toContain('Profile');
    expect(items).not.toContain('Companies');
    expect(items).not.toContain('People');
    expect(items).not.toContain('Access history');
  });

  it.each([
    ['support', supportUser, ['Companies']],
    // A partner administrator has one list of companies: the customers, with who has access to each.
    ['a partner administrator', partnerAdmin, ['Customers']],
  ])('offers %s the access screens, and opens them', async (_, user, companies) => {
    openSignedIn('/admin/companies', { user, handlers: [adminHandlers.companies([buildCompany()])] });
    expect(await screen.findByText('Fabrikam')).toBeInTheDocument();
    await screen.findByRole('menuitem', { name: companies[0] });
    const items = await menu();
    expect(items).toEqual(expect.arrayContaining(['Profile', ...companies, 'People', 'Access history']));
    expect(items.filter((item) => ['Companies', 'Customers'].includes(item))).toEqual(companies);
    expect(screen.queryByText('Access forbidden')).not.toBeInTheDocument();
  });

  it('groups a partner administrator’s menu under headings: sales, pricing, access, then their own company', async () => {
    openSignedIn('/admin/companies', { user: partnerAdmin, handlers: [adminHandlers.companies([buildCompany()])] });
    await screen.findByRole('menuitem', { name: 'Customers' });
    const nav = screen.getAllByRole('menuitem')[0]!.closest('ul')!;
    const read = [...nav.querySelectorAll('li, [role="menuitem"]')]
      .map((item) => (item.getAttribute('role') === 'menuitem' ? item.textContent : `# ${item.textContent}`))
      .filter((text) => text !== '# ');
    expect(read).toEqual([
      'Dashboard',
      '# Sales',
      'Customers',
      'Customer orders',
      'Notifications',
      'Sent messages',
      'Microsoft requests',
      'Drift',
      'Billing',
      'Invoices',
      'Reconciliation',
      '# Pricing',
      'Catalogs',
      'Catalog builder',
      'Templates',
      'Catalog assignments',
      '# Access',
      'People',
      'Access history',
      '# My company',
      'Subscriptions',
      'Orders',
      'Invoices',
      'Catalog',
      expect.stringMatching(/Cart$/),
      'Profile',
      'User guide',
    ]);
  });

  it.each([
    ['a partner administrator', partnerAdmin, 'Rapprochement'],
    ['support', supportUser, 'Sociétés'],
  ])('reads every French entry of the menu of %s whole', async (_, user, entry) => {
    localStorage.setItem('RaStore.locale', JSON.stringify('fr'));
    openSignedIn('/admin', { user });
    await screen.findByRole('menuitem', { name: entry });
    const entries = screen.getAllByRole('menuitem').map((item) => item.textContent!.replace(/^\d+/, ''));
    // The menu's 240 px leave its words 168 px, which hold 22 characters of French: "Guide de l’utilisateur" reads
    // whole, where "Rapprochement Microsoft" (23) ended in "Rapprochement Micr…".
    expect(entries.filter((text) => text.length > 22)).toEqual([]);
  });

  it('gives an end user one list without headings', async () => {
    openSignedIn('/admin', { user: endUser });
    await screen.findByRole('menuitem', { name: 'Profile' });
    expect(screen.queryByText('My company')).not.toBeInTheDocument();
    expect((await menu()).map((item) => item?.replace(/^\d+/, ''))).toEqual([
      'Dashboard',
      'Subscriptions',
      'Orders',
      'Invoices',
      'Catalog',
      'Cart',
      'Profile',
      'User guide',
    ]);
  });

  it('shows "Access forbidden" when the server refuses a staff screen all the same', async () => {
    openSignedIn('/admin/companies', {
      user: supportUser,
      handlers: [
        adminHandlers.companies({ status: 403, body: { statusCode: 403, error: 'Forbidden', message: 'No' } }),
      ],
    });
    const main = await screen.findByRole('main');
    expect(await within(main).findByText('Access forbidden')).toBeInTheDocument();
  });
});
