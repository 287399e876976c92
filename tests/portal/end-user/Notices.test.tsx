import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { adminHandlers, buildMyCompany, type AdminRequest } from '../../../mocks/admin-handlers';
import {
  buildDashboard,
  buildNotice,
  buildSubscriptionDetail,
  endUserHandlers,
  type SeenRequest,
} from '../../../mocks/end-user-handlers';
import { openSignedIn, resetPortal } from '../support/admin';
import { doubleClick } from '../support/render';

const fabrikam = buildMyCompany({ id: 3, name: 'Fabrikam', isCurrent: true });
const northwind = buildMyCompany({ id: 4, name: 'Northwind Traders', isCurrent: false });
const renewed = buildNotice();
const reminder = buildNotice({
  id: 2,
  kind: 'renewal_reminder',
  companyId: 4,
  companyName: 'Northwind Traders',
  params: { product: 'Visio Plan 2', termEnd: '2026-12-20', daysLeft: 25, autoRenew: 0 },
  link: '/subscriptions/12/show',
  readAt: '2026-11-21T09:00:00.000Z',
});

describe('the bell', () => {
  afterEach(resetPortal);

  it('counts the unread notices and words each one, dates as the reader writes them', async () => {
    openSignedIn('/subscriptions', {
      companies: [fabrikam, northwind],
      handlers: [endUserHandlers.inbox({ unread: 1, notices: [renewed, reminder] }), endUserHandlers.subscriptions([])],
    });
    const bell = await screen.findByRole('button', { name: '1 unread notification' });
    await userEvent.click(bell);
    const list = await screen.findByRole('presentation');
    expect(within(list).getByText('Microsoft 365 E3 renewed until Jan 1, 2027: 12 seats')).toBeInTheDocument();
    // Auto-renew off: the term ends, it does not renew.
    expect(within(list).getByText('Visio Plan 2 ends on Dec 20, 2026, in 25 days')).toBeInTheDocument();
    expect(within(list).getByText(/Northwind Traders ·/)).toBeInTheDocument();
  });

  it('speaks French in French', async () => {
    localStorage.setItem('RaStore.locale', JSON.stringify('fr'));
    openSignedIn('/subscriptions', {
      companies: [fabrikam, northwind],
      handlers: [endUserHandlers.inbox({ unread: 2, notices: [renewed, reminder] }), endUserHandlers.subscriptions([])],
    });
    await userEvent.click(await screen.findByRole('button', { name: '2 notifications non lues' }));
    expect(await screen.findByText('Visio Plan 2 prend fin le 20 déc. 2026, dans 25 jours')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tout marquer comme lu' })).toBeInTheDocument();
  });

  it('opens what a notice is about, marking it read', async () => {
    const read: SeenRequest[] = [];
    openSignedIn('/subscriptions', {
      companies: [fabrikam, northwind],
      handlers: [
        endUserHandlers.inbox({ unread: 1, notices: [renewed] }),
        endUserHandlers.markNoticeRead(read),
        endUserHandlers.subscriptions([]),
        endUserHandlers.subscription(buildSubscriptionDetail()),
        endUserHandlers.usage([]),
      ],
    });
    await userEvent.click(await screen.findByRole('button', { name: '1 unread notification' }));
    await userEvent.click(await screen.findByText('Microsoft 365 E3 renewed until Jan 1, 2027: 12 seats'));
    await waitFor(() => expect(window.location.pathname).toBe('/subscriptions/11/show'));
    expect(read.map((request) => request.url.pathname)).toEqual(['/api/v1/user/notices/1/read']);
  });

  it('switches to the company a notice is about before opening its subscription', async () => {
    const switches: AdminRequest[] = [];
    openSignedIn('/subscriptions', {
      companies: [fabrikam, northwind],
      handlers: [
        endUserHandlers.inbox({ unread: 0, notices: [reminder] }),
        adminHandlers.switchCompany(switches),
        endUserHandlers.subscriptions([]),
        endUserHandlers.subscription(buildSubscriptionDetail({ id: 12, productName: 'Visio Plan 2' })),
        endUserHandlers.usage([]),
      ],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications' }));
    await userEvent.click(await screen.findByText(/Visio Plan 2 ends on/));
    await waitFor(() => expect(switches.map((request) => request.body)).toEqual([{ companyId: 4 }]));
    await waitFor(() => expect(window.location.pathname).toBe('/subscriptions/12/show'));
    expect(localStorage.getItem('current_company_id')).toBe('4');
    expect(await screen.findByText('You are now acting for Northwind Traders')).toBeInTheDocument();
  });

  it('says a notice of a company the person has left is no longer theirs to open, and stays', async () => {
    const switches: AdminRequest[] = [];
    openSignedIn('/subscriptions', {
      companies: [fabrikam],
      handlers: [
        endUserHandlers.inbox({ unread: 0, notices: [reminder] }),
        adminHandlers.switchCompany(switches),
        endUserHandlers.subscriptions([]),
      ],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications' }));
    await userEvent.click(await screen.findByText(/Visio Plan 2 ends on/));
    expect(
      await screen.findByText('You no longer have access to Northwind Traders: its pages are not yours to open'),
    ).toBeInTheDocument();
    expect(switches).toHaveLength(0);
    expect(window.location.pathname).toBe('/subscriptions');
  });

  it('opens an email’s link to another of the person’s companies there: it switches first, no “Resource not found”', async () => {
    const switches: AdminRequest[] = [];
    const asked: SeenRequest[] = [];
    const entriesBefore = window.history.length;
    openSignedIn('/subscriptions/12/show?company=4', {
      companies: [fabrikam, northwind],
      handlers: [
        endUserHandlers.inbox({ unread: 0, notices: [] }),
        adminHandlers.switchCompany(switches),
        endUserHandlers.subscription(buildSubscriptionDetail({ id: 12, productName: 'Visio Plan 2' }), asked),
        endUserHandlers.usage([]),
      ],
    });
    expect(await screen.findByRole('heading', { name: 'Visio Plan 2' })).toBeInTheDocument();
    expect(switches.map((request) => request.body)).toEqual([{ companyId: 4 }]);
    // The subscription was asked for once, as Northwind's, and the address no longer carries the company.
    expect(asked).toHaveLength(1);
    expect(localStorage.getItem('current_company_id')).toBe('4');
    expect(window.location.search).toBe('');
    expect(screen.queryByText('Resource not found')).not.toBeInTheDocument();
    expect(await screen.findByText('You are now acting for Northwind Traders')).toBeInTheDocument();
    // The subscription's page took the link's place: Back leaves it rather than following the link again.
    expect(window.history.length - entriesBefore).toBe(1);
  });

  it('tells of an access granted and revoked, and opens the new company’s dashboard there', async () => {
    const granted = buildNotice({
      id: 5,
      kind: 'access_granted',
      companyId: 4,
      companyName: 'Northwind Traders',
      params: { company: 'Northwind Traders', role: 'viewer', by: 'Sasha Reid', expiresOn: null, reason: null },
      link: '/dashboard',
    });
    const revoked = buildNotice({
      id: 6,
      kind: 'access_revoked',
      companyId: 5,
      companyName: 'Tailspin Toys',
      params: { company: 'Tailspin Toys', role: 'member', by: 'Sasha Reid', reason: null },
      link: '/admin',
    });
    const switches: AdminRequest[] = [];
    openSignedIn('/subscriptions', {
      companies: [fabrikam, northwind],
      handlers: [
        endUserHandlers.inbox({ unread: 2, notices: [granted, revoked] }),
        adminHandlers.switchCompany(switches),
        endUserHandlers.markNoticeRead(),
        endUserHandlers.subscriptions([]),
        endUserHandlers.dashboard(buildDashboard()),
      ],
    });
    await userEvent.click(await screen.findByRole('button', { name: '2 unread notifications' }));
    const list = await screen.findByRole('presentation');
    expect(within(list).getByText('Sasha Reid ended your access to Tailspin Toys')).toBeInTheDocument();
    await userEvent.click(
      within(list).getByText('Sasha Reid gave you access to Northwind Traders as a viewer (read only)'),
    );
    await waitFor(() => expect(switches.map((request) => request.body)).toEqual([{ companyId: 4 }]));
    await waitFor(() => expect(window.location.pathname).toBe('/dashboard'));
  });

  it('tells of an access in French in French', async () => {
    localStorage.setItem('RaStore.locale', JSON.stringify('fr'));
    const granted = buildNotice({
      kind: 'access_granted',
      params: { company: 'Fabrikam', role: 'member', by: 'Sasha Reid', expiresOn: null, reason: null },
      link: '/dashboard',
    });
    openSignedIn('/subscriptions', {
      handlers: [endUserHandlers.inbox({ unread: 1, notices: [granted] }), endUserHandlers.subscriptions([])],
    });
    await userEvent.click(await screen.findByRole('button', { name: '1 notification non lue' }));
    expect(await screen.findByText('Sasha Reid vous a donné accès à Fabrikam en tant que membre')).toBeInTheDocument();
  });

  it.each([
    ['en', 1, 'Teams Essentials is now active: 1 seat'],
    ['en', 3, 'Teams Essentials is now active: 3 seats'],
    ['fr', 1, 'Teams Essentials est maintenant actif : 1 licence'],
    ['fr', 3, 'Teams Essentials est maintenant actif : 3 licences'],
  ])('counts the seats of a subscription now active in %s: %i', async (locale, quantity, text) => {
    localStorage.setItem('RaStore.locale', JSON.stringify(locale));
    const activated = buildNotice({
      kind: 'subscription_activated',
      params: { product: 'Teams Essentials', quantity, termEnd: '2027-12-01' },
    });
    openSignedIn('/subscriptions', {
      handlers: [endUserHandlers.inbox({ unread: 1, notices: [activated] }), endUserHandlers.subscriptions([])],
    });
    await userEvent.click(
      await screen.findByRole('button', { name: /^1 (unread notification|notification non lue)$/ }),
    );
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it('marks everything read, and says when there is nothing', async () => {
    const readAll: SeenRequest[] = [];
    let unread = 1;
    openSignedIn('/subscriptions', {
      handlers: [
        endUserHandlers.inbox(() => ({ unread, notices: unread ? [renewed] : [] })),
        endUserHandlers.markAllNoticesRead(readAll),
        endUserHandlers.subscriptions([]),
      ],
    });
    await userEvent.click(await screen.findByRole('button', { name: '1 unread notification' }));
    unread = 0;
    doubleClick(await screen.findByRole('button', { name: 'Mark all read' }));
    expect(await screen.findByText(/Nothing new/)).toBeInTheDocument();
    expect(readAll).toHaveLength(1);
    // Nothing unread: the bell no longer counts, once the list (drawn in the app bar, which it hides while open) closes.
    await userEvent.keyboard('{Escape}');
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
  });
});
