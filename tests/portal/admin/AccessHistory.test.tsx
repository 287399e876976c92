import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  adminHandlers,
  buildAccessEvent,
  buildCompany,
  buildPerson,
  type AdminRequest,
} from '../../../mocks/admin-handlers';
import { failureAnswer } from '../../../mocks/auth-handlers';
import { resetPortal, supportUser } from '../support/admin';
import { openScreen } from '../support/screen';
import { expectPlaceholderRowsAfterASecond } from '../support/clock';

const events = [
  buildAccessEvent(),
  buildAccessEvent({
    id: 2,
    action: 'access.revoked',
    at: '2025-02-01T10:00:00.000Z',
    companyId: 4,
    companyName: 'Northwind Traders',
    userId: 8,
    userName: 'Sam Taylor',
    userEmail: 'sam@northwind.example',
    role: null,
    reason: 'Left the company, "for good"',
  }),
];

const openHistory = (seen?: AdminRequest[], rows = events) =>
  openScreen('/admin/history', {
    user: supportUser,
    handlers: [
      adminHandlers.history(rows, seen),
      adminHandlers.companies([buildCompany(), buildCompany({ id: 4, name: 'Northwind Traders' })]),
      adminHandlers.company(buildCompany({ id: 4, name: 'Northwind Traders' })),
      adminHandlers.searchPeople([buildPerson({ id: 8, name: 'Sam Taylor', email: 'sam@northwind.example' })]),
    ],
  });

describe('the access history at /admin/history', () => {
  afterEach(resetPortal);

  it('lists who granted or revoked what, when and why, newest first', async () => {
    const seen: AdminRequest[] = [];
    openHistory(seen);
    const revoked = (await screen.findByText('Left the company, "for good"')).closest('tr')!;
    expect(within(revoked).getByText('Access revoked')).toBeInTheDocument();
    expect(within(revoked).getByText('Sam Taylor')).toBeInTheDocument();
    expect(within(revoked).getByText('Northwind Traders')).toBeInTheDocument();
    const granted = screen.getByText('Buyer for the team').closest('tr')!;
    expect(within(granted).getByText('Access granted')).toBeInTheDocument();
    expect(within(granted).getByText('Sasha Support')).toBeInTheDocument();
    expect(seen[0]!.list).toEqual({ sort: ['at', 'DESC'], range: [0, 24], filter: {} });
  });

  it('filters by action, company, person and text', async () => {
    const seen: AdminRequest[] = [];
    openHistory(seen);
    await screen.findByText('Buyer for the team');

    await userEvent.click(screen.getByRole('combobox', { name: 'Action' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Access revoked' }));
    await waitFor(() => expect(seen.at(-1)!.list.filter).toEqual({ action: 'access.revoked' }));

    await userEvent.type(screen.getByRole('combobox', { name: 'Company' }), 'North');
    await userEvent.click(await screen.findByRole('option', { name: 'Northwind Traders' }));
    await waitFor(() => expect(seen.at(-1)!.list.filter).toEqual({ action: 'access.revoked', companyId: 4 }));

    await userEvent.type(screen.getByRole('combobox', { name: 'Person' }), 'sam');
    await userEvent.click(await screen.findByRole('option', { name: /Sam Taylor/ }));
    await waitFor(() =>
      expect(seen.at(-1)!.list.filter).toEqual({ action: 'access.revoked', companyId: 4, userId: 8 }),
    );

    await userEvent.type(screen.getByPlaceholderText('Search'), 'good');
    await waitFor(() =>
      expect(seen.at(-1)!.list.filter).toEqual({ action: 'access.revoked', companyId: 4, userId: 8, q: 'good' }),
    );
  });

  it('shows placeholder rows while the history loads', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    openScreen('/admin/history', {
      user: supportUser,
      handlers: [
        http.get('/api/v1/multi-tenant/access-history', async () => {
          await delay('infinite');
        }),
        // The company filter lists the companies meanwhile.
        adminHandlers.companies([buildCompany()]),
      ],
    });
    await screen.findByRole('button', { name: 'Export' });
    await expectPlaceholderRowsAfterASecond();
    expect(screen.queryByText('Access granted')).not.toBeInTheDocument();
  });

  it('says so when nothing has been recorded', async () => {
    openHistory([], []);
    expect(await screen.findByText('No access change has been recorded yet.')).toBeInTheDocument();
  });

  it('shows a failure in words', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    openScreen('/admin/history', {
      user: supportUser,
      handlers: [adminHandlers.history(failureAnswer(400, 'Unknown action "x"'))],
    });
    expect(await within(await screen.findByRole('main')).findByText('Unknown action "x"')).toBeVisible();
    vi.restoreAllMocks();
  });
});

describe('exporting the access history', () => {
  let blobs: Blob[];
  const createObjectURL = URL.createObjectURL;
  beforeEach(() => {
    blobs = [];
    // The test's DOM makes no downloads; the download's content is what matters.
    URL.createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:access-history';
    });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  });
  afterEach(async () => {
    URL.createObjectURL = createObjectURL;
    vi.restoreAllMocks();
    await resetPortal();
  });

  it('downloads access-history.csv with the rows of the current filter', async () => {
    const seen: AdminRequest[] = [];
    openHistory(seen);
    await screen.findByText('Buyer for the team');
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(blobs).toHaveLength(1));
    const anchor = vi.mocked(HTMLAnchorElement.prototype.click).mock.contexts[0] as HTMLAnchorElement;
    expect(anchor.getAttribute('download')).toBe('access-history.csv');
    const lines = (await blobs[0]!.text()).split('\r\n');
    expect(lines[0]).toBe('When,Action,By,Company,Person,Email,Role,Expires,Reason');
    expect(lines[1]).toBe(
      '2025-01-15T09:00:00.000Z,Access granted,Sasha Support,Fabrikam,Alex Wilber,alex@fabrikam.example,Member,,Buyer for the team',
    );
    expect(lines[2]).toContain('Access revoked,Sasha Support,Northwind Traders,Sam Taylor');
    expect(lines[2]).toContain('"Left the company, ""for good"""');
    expect(seen.at(-1)!.list.range).toEqual([0, 999]);
  });
});
