import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildCompany } from '../../../mocks/admin-handlers';
import { failureAnswer } from '../../../mocks/auth-handlers';
import { buildOrder, partnerHandlers, type PartnerRequest } from '../../../mocks/partner-handlers';
import { partnerAdmin, resetPortal } from '../support/admin';
import { openScreen } from '../support/screen';
import { doubleClick } from '../support/render';
import { expectPlaceholderRowsAfterASecond } from '../support/clock';
import { stubWindowWidth } from '../support/media';

const companies = partnerHandlers.companies([buildCompany(), buildCompany({ id: 4, name: 'Northwind Traders' })]);
const line = {
  id: 1,
  productId: 50,
  productName: 'Microsoft 365 E3',
  priceSheetId: 500,
  term: 'P1Y',
  billingFrequency: 'annual',
  quantity: 10,
  unitPrice: 36,
  lineTotal: 360,
  subscriptionId: null,
};

describe('customer orders at /partner-admin/orders', () => {
  afterEach(resetPortal);

  it('lists every customer’s orders, newest first, and filters by status', async () => {
    const seen: PartnerRequest[] = [];
    openScreen('/partner-admin/orders', {
      user: partnerAdmin,
      handlers: [
        partnerHandlers.orders(
          [buildOrder(), buildOrder({ id: 31, number: 'ORD-2025-0031', status: 'approved' })],
          seen,
        ),
        companies,
      ],
    });
    expect(await screen.findByText('ORD-2025-0031')).toBeInTheDocument();
    expect(seen[0]!.list.sort).toEqual(['createdAt', 'DESC']);
    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Pending' }));
    await waitFor(() => expect(screen.queryByText('ORD-2025-0031')).not.toBeInTheDocument());
    expect(seen.at(-1)!.list.filter).toEqual({ status: 'pending' });
  });

  it('says so when there is no order', async () => {
    openScreen('/partner-admin/orders', { user: partnerAdmin, handlers: [partnerHandlers.orders([]), companies] });
    expect(await screen.findByText('No order yet.')).toBeInTheDocument();
  });

  it('shows progress while the orders load', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    openScreen('/partner-admin/orders', {
      user: partnerAdmin,
      handlers: [
        http.get('/api/v1/partner/orders', async () => {
          await delay('infinite');
        }),
        companies,
      ],
    });
    await screen.findByPlaceholderText('Order number');
    await expectPlaceholderRowsAfterASecond();
  });

  it('rejects a pending order with the reason it requires', async () => {
    const seen: PartnerRequest[] = [];
    const detail = { ...buildOrder(), lines: [line] };
    openScreen('/partner-admin/orders/30', {
      user: partnerAdmin,
      handlers: [
        partnerHandlers.order(detail),
        companies,
        partnerHandlers.decideOrder('reject', { ...detail, status: 'rejected', decisionReason: 'Over budget' }, seen),
      ],
    });
    expect(await screen.findByText('Microsoft 365 E3')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog');
    // The second click of a double click lands beside the dialog as it fades in: the dialog stays.
    fireEvent.click(document.querySelector('.MuiBackdrop-root')!);
    expect(within(dialog).getByRole('button', { name: 'Reject' })).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText(/Reason/), 'Over budget');
    doubleClick(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('The order is rejected')).toBeInTheDocument();
    expect(seen).toHaveLength(1);
    expect(seen[0]!.body).toEqual({ reason: 'Over budget' });
  });

  it('shows the server’s refusal of a decision', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    openScreen('/partner-admin/orders/30', {
      user: partnerAdmin,
      handlers: [
        partnerHandlers.order({ ...buildOrder(), lines: [line] }),
        companies,
        partnerHandlers.decideOrder(
          'approve',
          failureAnswer(409, 'This order is approved: only a pending order can be decided', 'Conflict'),
        ),
      ],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText(/Reason/), 'Fine');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await within(dialog).findByText(/only a pending order can be decided/)).toBeInTheDocument();
    vi.restoreAllMocks();
  });

  it('opens an order from its row: the row stands in, its lines follow, and its company links to the company', async () => {
    const northwind = buildCompany({ id: 4, name: 'Northwind Traders' });
    openScreen('/partner-admin/orders', {
      user: partnerAdmin,
      handlers: [
        partnerHandlers.orders([buildOrder()]),
        companies,
        http.get('/api/v1/partner/orders/:id', async () => {
          await delay(150);
          return HttpResponse.json({ ...buildOrder(), lines: [line] });
        }),
        partnerHandlers.company(northwind),
        partnerHandlers.companyPeople([]),
        partnerHandlers.companySubscriptions([]),
        partnerHandlers.assignments([]),
      ],
    });
    // A click on the row, away from its link.
    await userEvent.click(await screen.findByText('Sam Rivera'));
    const heading = await screen.findByRole('heading', { level: 1, name: 'ORD-2025-0030 · Northwind Traders' });
    expect(screen.getByRole('progressbar', { name: 'Lines' })).toBeInTheDocument();
    // The decision waits for the order itself: the row standing in may be older than it.
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(await screen.findByText('Microsoft 365 E3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Approve' })).toBeInTheDocument();
    const company = within(heading).getByRole('link', { name: 'Northwind Traders' });
    expect(company).toHaveAttribute('href', '/partner-admin/companies/4');
    await userEvent.click(company);
    expect(await screen.findByRole('heading', { level: 1, name: 'Northwind Traders' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/partner-admin/companies/4');
  });

  it('approves a pending order once it says why: blanks are not a reason; the order then reads completed, by whom', async () => {
    const decisions: PartnerRequest[] = [];
    let current = { ...buildOrder(), lines: [line] };
    openScreen('/partner-admin/orders/30', {
      user: partnerAdmin,
      handlers: [
        partnerHandlers.order(() => current),
        companies,
        partnerHandlers.decideOrder(
          'approve',
          ({ body }) => {
            current = {
              ...current,
              status: 'completed',
              decisionReason: (body as { reason: string }).reason,
              decidedBy: 'Pat Partner',
              decidedAt: '2026-11-27T10:30:00.000Z',
            };
            return current;
          },
          decisions,
        ),
      ],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve order ORD-2025-0030' });
    await userEvent.type(within(dialog).getByLabelText(/Reason/), '   ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await within(dialog).findByText('Say why')).toBeInTheDocument();
    expect(decisions).toHaveLength(0);
    await userEvent.type(within(dialog).getByLabelText(/Reason/), ' Within budget ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(decisions).toHaveLength(1));
    expect(decisions[0]!.body).toEqual({ reason: 'Within budget' });
    expect(await screen.findByText('The order is approved')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Within budget')).toBeInTheDocument();
    expect(screen.getByText('Completed')).toBeInTheDocument();
    expect(screen.getByText('Approved by')).toBeInTheDocument();
    expect(screen.getByText(/^Pat Partner,/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
  });

  it.each([
    [404, 'Resource not found'],
    [403, 'Access forbidden'],
  ])('says why an order cannot be shown (%i), where it was opened', async (status, said) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    openScreen('/partner-admin/orders/999', {
      user: partnerAdmin,
      handlers: [partnerHandlers.order(failureAnswer(status, 'No', 'Refused')), companies],
    });
    expect(await screen.findByText(said)).toBeInTheDocument();
    expect(window.location.pathname).toBe('/partner-admin/orders/999');
    vi.restoreAllMocks();
  });
});

describe('customer orders on a phone', () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    await resetPortal();
  });

  it('shows the search alone above the orders; the other filters come from “Add filter”', async () => {
    stubWindowWidth(390);
    const seen: PartnerRequest[] = [];
    openScreen('/partner-admin/orders', {
      user: partnerAdmin,
      handlers: [
        partnerHandlers.orders(
          [buildOrder(), buildOrder({ id: 31, number: 'ORD-2025-0031', status: 'approved' })],
          seen,
        ),
        companies,
      ],
    });
    expect(await screen.findByText(/ORD-2025-0031/)).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Order number')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Status' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Company' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add filter' }));
    await userEvent.click(await screen.findByRole('menuitemcheckbox', { name: 'Status' }));
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await userEvent.click(await screen.findByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Pending' }));
    await waitFor(() => expect(seen.at(-1)!.list.filter).toEqual({ status: 'pending' }));
  });
});
