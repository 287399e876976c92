import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failureAnswer } from '../../../mocks/auth-handlers';
import {
  buildOrder,
  buildOrderDetail,
  buildProduct,
  endUserHandlers,
  type SeenRequest,
} from '../../../mocks/end-user-handlers';
import type { OrderDetail } from '../../../common/api';
import type { CartLine } from '../../../src/providers/cartStore';
import { buildMyCompany } from '../../../mocks/admin-handlers';
import { i18nProvider } from '../../../src/i18n/i18nProvider';
import { openSignedIn, resetPortal } from '../support/admin';
import { openScreen } from '../support/screen';
import { doubleClick } from '../support/render';
import { stubWindowWidth } from '../support/media';
import { expectPlaceholderRowsAfterASecond } from '../support/clock';

describe('the orders at /orders', () => {
  afterEach(resetPortal);

  it('lists the orders newest first with status, lines and total', async () => {
    const seen: SeenRequest[] = [];
    openScreen('/orders', {
      handlers: [
        endUserHandlers.orders(
          [buildOrder(), buildOrder({ id: 22, number: 'ORD-2026-0022', status: 'pending', lineCount: 2, total: 99 })],
          seen,
        ),
      ],
    });
    expect(await screen.findByText('ORD-2026-0022')).toBeInTheDocument();
    // An amount reads against the right edge, as its figures line up down the column.
    expect(screen.getByText('€99.00').closest('td')).toHaveClass('MuiTableCell-alignRight');
    expect(screen.getAllByText('Pending').length).toBeGreaterThan(0);
    expect(seen[0]!.list.sort).toEqual(['createdAt', 'DESC']);
  });

  it('shows a compact list on a phone, each order opening its page', async () => {
    stubWindowWidth(390);
    try {
      openScreen('/orders', {
        handlers: [endUserHandlers.orders([buildOrder()]), endUserHandlers.order(buildOrderDetail())],
      });
      const row = await screen.findByText('ORD-2026-0021');
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      await userEvent.click(row);
      expect(await screen.findByText('Microsoft 365 E3')).toBeInTheDocument();
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('shows the search alone above the orders on a phone; the other filters come from “Add filter”', async () => {
    stubWindowWidth(390);
    try {
      const seen: SeenRequest[] = [];
      openScreen('/orders', { handlers: [endUserHandlers.orders([buildOrder()], seen)] });
      expect(await screen.findByText('ORD-2026-0021')).toBeInTheDocument();
      expect(screen.getByPlaceholderText('Search by number')).toBeInTheDocument();
      expect(screen.queryByRole('combobox', { name: 'Status' })).not.toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Add filter' }));
      await userEvent.click(await screen.findByRole('menuitemcheckbox', { name: 'Status' }));
      await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
      await userEvent.click(await screen.findByRole('combobox', { name: 'Status' }));
      await userEvent.click(await screen.findByRole('option', { name: 'Pending' }));
      await waitFor(() => expect(seen.at(-1)!.list.filter).toEqual({ status: 'pending' }));
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('says so when there is no order', async () => {
    openScreen('/orders', { handlers: [endUserHandlers.orders([])] });
    expect(await screen.findByText('No order yet.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear search and filters' })).not.toBeInTheDocument();
  });

  it('says that no order matches a filter that finds none, not that there is none, and clears it', async () => {
    const seen: SeenRequest[] = [];
    openScreen(`/orders?filter=${encodeURIComponent(JSON.stringify({ status: 'rejected' }))}`, {
      handlers: [endUserHandlers.orders((request) => (request.list.filter?.status ? [] : [buildOrder()]), seen)],
    });
    expect(await screen.findByText('No order matches your search or filters.')).toBeInTheDocument();
    expect(screen.queryByText('No order yet.')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear search and filters' }));
    expect(await screen.findByText(buildOrder().number)).toBeInTheDocument();
    expect(seen.at(-1)!.list.filter).toEqual({});
  });

  it('shows progress while the list loads', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    openScreen('/orders', {
      handlers: [
        http.get('/api/v1/orders', async () => {
          await delay('infinite');
        }),
      ],
    });
    await screen.findByPlaceholderText('Search by number');
    expect(screen.queryByText('ORD-2026-0021')).not.toBeInTheDocument();
    await expectPlaceholderRowsAfterASecond();
  });

  it('says why the list could not load', async () => {
    openScreen('/orders', { handlers: [endUserHandlers.orders(failureAnswer(400, 'from must be a date'))] });
    expect(await screen.findByText('from must be a date')).toBeInTheDocument();
  });

  it('opens an order from its row in the list: the lines follow the row, which has none', async () => {
    openScreen('/orders', {
      handlers: [
        endUserHandlers.orders([buildOrder()]),
        http.get('/api/v1/orders/:id', async () => {
          await delay(150);
          return HttpResponse.json(buildOrderDetail());
        }),
      ],
    });
    await userEvent.click(await screen.findByRole('link', { name: 'ORD-2026-0021' }));
    expect(await screen.findByRole('heading', { name: 'ORD-2026-0021', level: 1 })).toBeInTheDocument();
    expect(await screen.findByText('Microsoft 365 E3')).toBeInTheDocument();
    expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument();
  });

  it('gives an order billed monthly and yearly a total for each, not their sum', async () => {
    const [monthly] = buildOrderDetail().lines;
    const annual = { ...monthly!, id: 2, productName: 'Visio Plan 2', billingFrequency: 'annual', lineTotal: 79.2 };
    openScreen('/orders/21/show', {
      handlers: [endUserHandlers.order(buildOrderDetail({ total: 511.2, lines: [monthly!, annual] }))],
    });
    expect(await screen.findByText('Monthly: €432.00')).toHaveClass('MuiTypography-body2');
    expect(screen.getByText('Annual: €79.20')).toBeInTheDocument();
    expect(screen.queryByText('€511.20')).not.toBeInTheDocument();
  });

  it('shows an order with its lines and its PO number', async () => {
    openScreen('/orders/21/show', { handlers: [endUserHandlers.order(buildOrderDetail())] });
    expect(await screen.findByRole('heading', { name: 'ORD-2026-0021', level: 1 })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('€432.00', { selector: 'td span' })).toBeInTheDocument());
    // The total among the order's facts in their size, as react-admin's fields write theirs.
    for (const amount of screen.getAllByText('€432.00')) expect(amount).toHaveClass('MuiTypography-body2');
    expect(screen.getByText('Microsoft 365 E3')).toBeInTheDocument();
    for (const heading of ['Quantity', 'Unit price', 'Line total'])
      expect(screen.getByRole('columnheader', { name: heading })).toHaveClass('MuiTableCell-alignRight');
    expect(screen.getByText('PO number')).toBeInTheDocument();
    expect(screen.getByText('PO-1234')).toBeInTheDocument();
    // Never held for approval: nobody decided it.
    expect(screen.queryByText('Approved by')).not.toBeInTheDocument();
  });
});

describe('when an order was placed', () => {
  afterEach(resetPortal);

  // Noon in UTC: the same day wherever the reader is; the hour and minute are the reader's time zone's.
  const placed = new Date('2026-11-27T12:05:24.000Z');
  const hour = placed.getHours();
  const minute = String(placed.getMinutes()).padStart(2, '0');
  const english = `Nov ${placed.getDate()}, 2026, ${hour % 12 || 12}:${minute} ${hour < 12 ? 'AM' : 'PM'}`;
  const french = `${placed.getDate()} nov. 2026, ${String(hour).padStart(2, '0')}:${minute}`;
  const handlers = [
    endUserHandlers.orders([buildOrder({ createdAt: placed.toISOString() })]),
    endUserHandlers.order(buildOrderDetail({ createdAt: placed.toISOString() })),
  ];

  it('writes its day and time without seconds, in the list and on its page: "Nov 27, 2026, 12:05 PM"', async () => {
    openScreen('/orders', { handlers });
    const link = await screen.findByRole('link', { name: 'ORD-2026-0021' });
    expect(within(link.closest('tr')!).getByText(english)).toBeInTheDocument();
    await userEvent.click(link);
    expect(await screen.findByRole('heading', { name: 'ORD-2026-0021', level: 1 })).toBeInTheDocument();
    expect(await screen.findByText(english)).toBeInTheDocument();
    expect(screen.queryByText(/\d+\/\d+\/\d{4}|:\d{2}:\d{2}/)).not.toBeInTheDocument();
  });

  it('writes it the French way in French: "27 nov. 2026, 12:05"', async () => {
    await i18nProvider.changeLocale('fr');
    openScreen('/orders', { handlers });
    const link = await screen.findByRole('link', { name: 'ORD-2026-0021' });
    expect(within(link.closest('tr')!).getByText(french)).toBeInTheDocument();
    await userEvent.click(link);
    expect(await screen.findByRole('heading', { name: 'ORD-2026-0021', level: 1 })).toBeInTheDocument();
    expect(await screen.findByText(french)).toBeInTheDocument();
  });
});

describe('a decided order', () => {
  it('says who rejected it, when and why', async () => {
    openScreen('/orders/21/show', {
      handlers: [
        endUserHandlers.order(
          buildOrderDetail({
            status: 'rejected',
            decisionReason: 'Over the quarter’s budget',
            decidedBy: 'Pat Morgan',
            decidedAt: '2026-11-20T09:15:00.000Z',
          }),
        ),
      ],
    });
    expect(await screen.findByText('Rejected by')).toBeInTheDocument();
    // Its day and time as every date of the portal, no seconds (the day and hour are the reader's time zone's).
    expect(screen.getByText(/^Pat Morgan,/)).toHaveTextContent(/^Pat Morgan, Nov \d{1,2}, 2026, \d{1,2}:\d{2} [AP]M$/);
    expect(screen.getByText('Over the quarter’s budget')).toBeInTheDocument();
  });

  it('says an approval’s author is gone rather than naming nobody', async () => {
    openScreen('/orders/21/show', {
      handlers: [
        endUserHandlers.order(
          buildOrderDetail({ status: 'completed', decidedBy: null, decidedAt: '2026-11-20T09:15:00.000Z' }),
        ),
      ],
    });
    expect(await screen.findByText('Approved by')).toBeInTheDocument();
    expect(screen.getByText(/^a person no longer here,/)).toBeInTheDocument();
    resetPortal();
  });
});

describe('an order that waits for approval', () => {
  afterEach(resetPortal);

  it('says it waits, and lets a member cancel it after a question', async () => {
    const cancels: SeenRequest[] = [];
    const pending = buildOrderDetail({ status: 'pending' });
    openScreen('/orders/21/show', {
      handlers: [
        endUserHandlers.order(pending),
        endUserHandlers.cancelOrder({ ...pending, status: 'cancelled' }, cancels),
      ],
    });
    expect(await screen.findByText(/waits for your partner’s approval/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    expect(await screen.findByText('Cancel order ORD-2026-0021?')).toBeInTheDocument();
    // Two clicks in one tick, before the button can show it is busy: one request.
    doubleClick(screen.getAllByRole('button', { name: 'Cancel order' }).at(-1)!);
    expect(await screen.findByText('Order cancelled')).toBeInTheDocument();
    expect(cancels.map((request) => request.url.pathname)).toEqual(['/api/v1/orders/21/cancel']);
  });

  it('offers a viewer no way to cancel', async () => {
    // The whole portal: its company switcher shows when the person's companies, and so their role, are known.
    openSignedIn('/orders/21/show', {
      companies: [buildMyCompany({ role: 'viewer' })],
      handlers: [endUserHandlers.order(buildOrderDetail({ status: 'pending' }))],
    });
    expect(await screen.findByText(/waits for your partner’s approval/)).toBeInTheDocument();
    expect(await screen.findByLabelText(/: Fabrikam$/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
    // Nor to order it again.
    expect(screen.getByText('Microsoft 365 E3')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Order again' })).not.toBeInTheDocument();
  });
});

describe('ordering an order again', () => {
  afterEach(resetPortal);

  type Line = OrderDetail['lines'][number];
  const line = (overrides: Partial<Line>): Line => ({ ...buildOrderDetail().lines[0]!, ...overrides });
  const visio = buildProduct({
    id: 2,
    name: 'Visio Plan 2',
    // A new price sheet since the order: the same term and billing, at its price of now.
    offers: [{ priceSheetId: 205, term: 'P1M', billingFrequency: 'monthly', unitPrice: 14, currency: 'EUR' }],
  });
  const order = buildOrderDetail({
    lineCount: 4,
    lines: [
      line({ id: 1, productId: 1, priceSheetId: 102, term: 'P1Y', billingFrequency: 'annual', quantity: 12 }),
      line({ id: 2, productId: 2, productName: 'Visio Plan 2', priceSheetId: 201, term: 'P1M', quantity: 3 }),
      // Gone from the catalog, and an offer the catalog no longer makes.
      line({ id: 3, productId: 9, productName: 'Project Plan 1', priceSheetId: 901, quantity: 5 }),
      line({ id: 4, productId: 1, priceSheetId: 103, term: 'P1M', billingFrequency: 'annual', quantity: 7 }),
    ],
  });
  const cartLines = () =>
    (JSON.parse(localStorage.getItem('RaStore.cart.3') ?? '{"lines":[]}') as { lines: CartLine[] }).lines.map(
      ({ priceSheetId, productId, term, billingFrequency, quantity, unitPrice }) => ({
        priceSheetId,
        productId,
        term,
        billingFrequency,
        quantity,
        unitPrice,
      }),
    );
  const openOrder = (catalogCalls: SeenRequest[] = []) =>
    openScreen('/orders/21/show', {
      handlers: [
        endUserHandlers.order(order),
        endUserHandlers.catalog([buildProduct(), visio], catalogCalls),
        endUserHandlers.quote(),
      ],
    });

  it('puts the lines the catalog still offers in the cart, says how many were left out, and opens the cart', async () => {
    const catalogCalls: SeenRequest[] = [];
    openOrder(catalogCalls);
    await userEvent.click(await screen.findByRole('button', { name: 'Order again' }));
    expect(
      await screen.findByText(
        '2 lines of order ORD-2026-0021 are in your cart. 2 lines were left out: your catalog no longer offers them.',
      ),
    ).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Cart', level: 1 })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/cart');
    expect(cartLines()).toEqual([
      { priceSheetId: 102, productId: 1, term: 'P1Y', billingFrequency: 'annual', quantity: 12, unitPrice: 420 },
      { priceSheetId: 205, productId: 2, term: 'P1M', billingFrequency: 'monthly', quantity: 3, unitPrice: 14 },
    ]);
    // The order's products in one call.
    expect(catalogCalls.map((call) => call.list.filter)).toEqual([{ id: [1, 2, 9] }]);
  });

  it('adds the lines once on a double click', async () => {
    const catalogCalls: SeenRequest[] = [];
    openOrder(catalogCalls);
    doubleClick(await screen.findByRole('button', { name: 'Order again' }));
    expect(await screen.findByRole('heading', { name: 'Cart', level: 1 })).toBeInTheDocument();
    expect(catalogCalls).toHaveLength(1);
    expect(cartLines().map(({ priceSheetId, quantity }) => [priceSheetId, quantity])).toEqual([
      [102, 12],
      [205, 3],
    ]);
  });

  it('says which lines the cart held already, whose seats it adds to', async () => {
    localStorage.setItem(
      'RaStore.cart.3',
      JSON.stringify({
        lines: [
          {
            ...{ priceSheetId: 205, productId: 2, productName: 'Visio Plan 2', publisher: 'Microsoft', iconUrl: null },
            ...{ term: 'P1M', billingFrequency: 'monthly', unitPrice: 14, currency: 'EUR' },
            ...{ quantity: 1, minQuantity: 1, maxQuantity: 300 },
          } satisfies CartLine,
        ],
      }),
    );
    openOrder();
    await userEvent.click(await screen.findByRole('button', { name: 'Order again' }));
    expect(
      await screen.findByText(
        '2 lines of order ORD-2026-0021 are in your cart. 1 was in your cart already: the seats were added to it. 2 lines were left out: your catalog no longer offers them.',
      ),
    ).toBeInTheDocument();
    expect(cartLines().find((line) => line.priceSheetId === 205)?.quantity).toBe(4);
  });

  it('stays on the order and says so in French when the catalog offers none of its lines', async () => {
    await i18nProvider.changeLocale('fr');
    openScreen('/orders/21/show', {
      handlers: [endUserHandlers.order(order), endUserHandlers.catalog([])],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Commander à nouveau' }));
    expect(
      await screen.findByText(
        'Rien n’a été ajouté à votre panier : votre catalogue ne propose plus aucune ligne de la commande ORD-2026-0021.',
      ),
    ).toBeInTheDocument();
    expect(window.location.pathname).toBe('/orders/21/show');
    expect(cartLines()).toEqual([]);
  });
});
