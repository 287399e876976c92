import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { delay, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminHandlers, buildCompany, buildMyCompany, buildPersonRow } from '../../../mocks/admin-handlers';
import { failureAnswer } from '../../../mocks/auth-handlers';
import {
  buildActivity,
  buildAnnouncement,
  buildCatalogStats,
  buildDashboard,
  endUserHandlers,
  type SeenRequest,
} from '../../../mocks/end-user-handlers';
import { billingHandlers, buildInvoice } from '../../../mocks/billing-handlers';
import { partnerAdmin, resetPortal, supportUser } from '../support/admin';
import { openScreen } from '../support/screen';
import { chartFigures } from '../support/chart';

describe('the dashboard', () => {
  afterEach(resetPortal);

  it('shows the company at a glance and its announcements', async () => {
    openScreen('/dashboard', {
      handlers: [endUserHandlers.dashboard(buildDashboard()), endUserHandlers.announcements([buildAnnouncement()])],
    });
    expect(await screen.findByRole('heading', { name: 'Welcome, Sam' })).toBeInTheDocument();
    expect(await screen.findByText('In 30 days: 1')).toBeInTheDocument();
    expect(screen.getByText('In 90 days: 3')).toBeInTheDocument();
    expect(screen.getByText('€1,234.50', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByText('ORD-2026-0021')).toBeInTheDocument();
    expect(await screen.findByText('New prices from April')).toBeInTheDocument();
  });

  it('shows the latest invoice and the amount still due, open and overdue added to the cent', async () => {
    openScreen('/dashboard', {
      handlers: [
        endUserHandlers.dashboard(buildDashboard()),
        billingHandlers.invoices([
          buildInvoice({ id: 9, number: 'CCS-2026-00009', status: 'open', total: '0.10' }),
          buildInvoice({ id: 8, number: 'CCS-2026-00008', status: 'overdue', total: '0.20' }),
          buildInvoice({ id: 7, status: 'paid', total: '500.00' }),
        ]),
      ],
    });
    const latest = await screen.findByRole('link', { name: 'CCS-2026-00009' });
    expect(latest).toHaveAttribute('href', '/invoices/9/show');
    // 0.10 + 0.20 is 0.30 exactly (0.30000000000000004 in floating point).
    expect(screen.getByText('$0.30')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All invoices' })).toHaveAttribute('href', '/invoices');
  });

  it('shows each announcement in the reader’s language, in English when it has no French text', async () => {
    localStorage.setItem('RaStore.locale', JSON.stringify('fr'));
    openScreen('/dashboard', {
      handlers: [
        endUserHandlers.dashboard(buildDashboard()),
        endUserHandlers.announcements([
          buildAnnouncement({ titleFr: 'Nouveaux prix en avril', bodyFr: 'Les prix Adobe changent le 1er avril.' }),
          buildAnnouncement({ id: 2, title: 'Maintenance on Saturday', body: 'Read-only from 02:00 to 04:00.' }),
        ]),
      ],
    });
    expect(await screen.findByText('Nouveaux prix en avril')).toBeInTheDocument();
    expect(screen.getByText('Les prix Adobe changent le 1er avril.')).toBeInTheDocument();
    expect(screen.queryByText('New prices from April')).not.toBeInTheDocument();
    expect(screen.getByText('Maintenance on Saturday').closest('li')).toHaveAttribute('lang', 'en');
  });

  it('charts the cost of the last months, in the company’s currency, with the figures for screen readers', async () => {
    openScreen('/dashboard', { handlers: [endUserHandlers.dashboard(buildDashboard())] });
    expect(await screen.findByRole('img', { name: 'Cost over the last 12 months' })).toBeInTheDocument();
    expect(chartFigures('Cost over the last 12 months', /Feb 2026/)).toEqual(['€1,234.50']);
    expect(screen.getByText('Monthly cost', { selector: 'p' })).toBeInTheDocument();
  });

  it('reads the cost axis in the portal’s language, not the browser’s', async () => {
    const costByMonth = [
      { month: '2026-01', cost: 12_000 },
      { month: '2026-02', cost: 19_000 },
    ];
    openScreen('/dashboard', { handlers: [endUserHandlers.dashboard(buildDashboard({ costByMonth }))] });
    const chart = await screen.findByRole('img', { name: 'Cost over the last 12 months' });
    expect(within(chart).getByText('20K')).toBeInTheDocument();

    cleanup();
    await resetPortal();
    localStorage.setItem('RaStore.locale', JSON.stringify('fr'));
    openScreen('/dashboard', { handlers: [endUserHandlers.dashboard(buildDashboard({ costByMonth }))] });
    const chartInFrench = await screen.findByRole('img', { name: 'Coût sur les 12 derniers mois' });
    expect(within(chartInFrench).getByText(/^20\sk$/)).toBeInTheDocument();
    // The months too: "févr. 2026", not "2026-02".
    expect(within(chartInFrench).getByText('févr. 2026')).toBeInTheDocument();
  });

  it('says so when the company has nothing yet', async () => {
    openScreen('/dashboard', {
      handlers: [
        endUserHandlers.dashboard(buildDashboard({ subscriptionsByStatus: {}, latestOrders: [], costByMonth: [] })),
        endUserHandlers.announcements([]),
      ],
    });
    expect(await screen.findByText('No subscription yet.')).toBeInTheDocument();
    expect(screen.getByText('No order yet.')).toBeInTheDocument();
    expect(await screen.findByText('No announcement.')).toBeInTheDocument();
  });

  it('shows progress while the dashboard loads', async () => {
    openScreen('/dashboard', {
      handlers: [
        http.get('/api/v1/dashboard', async () => {
          await delay('infinite');
        }),
      ],
    });
    await screen.findByRole('heading', { name: 'Welcome, Sam' });
    expect(await screen.findByText('Loading')).toBeInTheDocument();
  });

  it('says why the dashboard could not load', async () => {
    // A server error is asked again twice, a second and then two apart: the test's clock moves on instead of waiting.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    openScreen('/dashboard', { handlers: [endUserHandlers.dashboard(failureAnswer(500, 'boom'))] });
    const shown = screen.findByText('Server error');
    for (let second = 0; second < 4; second++) await vi.advanceTimersByTimeAsync(1_000);
    expect(await shown).toBeInTheDocument();
    vi.useRealTimers();
  });

  it('shows support staff their access work, not the partner’s own company’s empty figures', async () => {
    const seen: SeenRequest[] = [];
    openScreen('/dashboard', {
      user: supportUser,
      handlers: [
        endUserHandlers.dashboard(buildDashboard(), seen),
        adminHandlers.companies([buildCompany(), buildCompany({ id: 4, name: 'Northwind Traders' })]),
        adminHandlers.people(({ list }) =>
          list.filter?.expiringWithinDays ? [buildPersonRow()] : [buildPersonRow(), buildPersonRow({ id: 2 })],
        ),
        adminHandlers.history([
          {
            id: 1,
            action: 'access.granted',
            at: '2026-11-20T09:00:00.000Z',
            actor: 'Sasha Reid',
            companyId: 4,
            companyName: 'Northwind Traders',
            userId: 9,
            userName: 'Robin Newcomer',
            userEmail: 'robin@northwind.example',
            role: 'member',
            expiresAt: null,
            reason: null,
          },
        ]),
      ],
    });
    expect(await screen.findByRole('heading', { name: 'Latest access changes' })).toBeInTheDocument();
    expect(await screen.findByText('Access granted · Robin Newcomer · Northwind Traders')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Companies' }).closest('tr')).toHaveTextContent('2');
    expect(screen.getByRole('link', { name: 'People' }).closest('tr')).toHaveTextContent('2');
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Access ending within 30 days' }).closest('tr')).toHaveTextContent('1'),
    );
    expect(screen.getByRole('link', { name: 'Access ending within 30 days' })).toHaveAttribute(
      'href',
      `/admin/people?filter=${encodeURIComponent('{"expiringWithinDays":30}')}`,
    );
    expect(screen.getByRole('link', { name: 'All the access history' })).toHaveAttribute('href', '/admin/history');
    expect(screen.queryByRole('heading', { name: 'Cost over the last 12 months' })).not.toBeInTheDocument();
    expect(seen).toHaveLength(0);
  });

  it('shows a partner administrator the catalog figures and the recent activity', async () => {
    const activityAsked: SeenRequest[] = [];
    openScreen('/dashboard', {
      user: partnerAdmin,
      companies: [buildMyCompany({ isCurrent: false })],
      handlers: [
        endUserHandlers.catalogStats(buildCatalogStats()),
        endUserHandlers.recentActivity([buildActivity()], activityAsked),
        endUserHandlers.reconciliationLeak({ period: '2026-10', leak: '12.40', currency: 'USD', rows: 1 }),
      ],
    });
    // Each figure opens what it counts; each event reads in words and opens its object.
    const pending = await screen.findByRole('link', { name: 'Orders awaiting approval' });
    expect(pending).toHaveAttribute(
      'href',
      `/partner-admin/orders?filter=${encodeURIComponent('{"status":"pending"}')}`,
    );
    expect(await screen.findByRole('link', { name: 'Order placed' })).toHaveAttribute(
      'href',
      '/partner-admin/orders/21',
    );
    // Spec §7: recent-activity?limit=, the 10 latest.
    expect(activityAsked.map((request) => request.url.searchParams.get('limit'))).toEqual(['10']);
  });
});
