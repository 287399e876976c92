import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildMyCompany } from '../../../mocks/admin-handlers';
import { failureAnswer } from '../../../mocks/auth-handlers';
import {
  buildSubscription,
  buildProduct,
  buildSubscriptionDetail,
  buildUsage,
  endUserHandlers,
  type SeenRequest,
} from '../../../mocks/end-user-handlers';
import { i18nProvider } from '../../../src/i18n/i18nProvider';
import { resetPortal } from '../support/admin';
import { openScreen } from '../support/screen';
import { doubleClick, stylesOf } from '../support/render';
import { chartFigures } from '../support/chart';
import { stubWindowWidth } from '../support/media';
import { expectPlaceholderRowsAfterASecond } from '../support/clock';

// The product filter offers the products the company holds.
const catalog = endUserHandlers.heldProducts([{ id: 1, name: 'Microsoft 365 E3' }]);
const rows = [
  buildSubscription(),
  buildSubscription({ id: 12, productName: 'Adobe Acrobat Pro', publisher: 'Adobe', status: 'cancelled' }),
];

describe('the subscriptions at /subscriptions', () => {
  afterEach(resetPortal);

  it('lists the subscriptions by term end, a page of 25, and searches', async () => {
    const seen: SeenRequest[] = [];
    openScreen('/subscriptions', { handlers: [catalog, endUserHandlers.subscriptions(rows, seen)] });
    expect(await screen.findByText('Adobe Acrobat Pro')).toBeInTheDocument();
    expect(screen.getByText('Microsoft 365 E3')).toBeInTheDocument();
    expect(screen.getByText('Cancelled')).toBeInTheDocument();
    expect(seen[0]!.list).toEqual({ sort: ['termEnd', 'ASC'], range: [0, 24], filter: {} });
    // The search loads beside the list's first page, not before it.
    await userEvent.type(await screen.findByPlaceholderText('Search subscriptions'), 'adobe');
    await waitFor(() => expect(screen.queryByText('Microsoft 365 E3')).not.toBeInTheDocument());
    // A slow machine may ask for "ado" first, between two keys: the last call asks for the whole word.
    await waitFor(() => expect(seen.at(-1)!.list.filter).toEqual({ q: 'adobe' }));
  });

  it('shows each row’s columns, sorts by a column title, and opens a subscription from its row or its link', async () => {
    const seen: SeenRequest[] = [];
    openScreen('/subscriptions', {
      handlers: [
        catalog,
        endUserHandlers.subscriptions(rows, seen),
        endUserHandlers.usage([]),
        endUserHandlers.subscription(buildSubscriptionDetail({ id: 12, productName: 'Adobe Acrobat Pro' })),
      ],
    });
    const link = await screen.findByRole('link', { name: 'Adobe Acrobat Pro' });
    expect(link).toHaveAttribute('href', '/subscriptions/12/show');
    const row = link.closest('tr')!;
    expect(within(row).getByText('Cancelled')).toBeInTheDocument();
    expect(within(row).getAllByRole('img', { name: /yes|no/i })).toHaveLength(1);
    // A cancelled subscription costs nothing a month; an active one its cost.
    expect(within(row).getByText('—')).toBeInTheDocument();
    expect(
      within(screen.getByRole('link', { name: 'Microsoft 365 E3' }).closest('tr')!).getByText('€360.00'),
    ).toBeInTheDocument();
    for (const title of ['Product', 'Quantity', 'Status', 'Term end', 'Auto-renew', 'Monthly cost'])
      expect(screen.getByRole('columnheader', { name: new RegExp(title) })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: /Sort by product/ }));
    await waitFor(() => expect(seen.at(-1)!.list.sort).toEqual(['productName', 'ASC']));
    await userEvent.click(screen.getByRole('button', { name: /Sort by product/ }));
    await waitFor(() => expect(seen.at(-1)!.list.sort).toEqual(['productName', 'DESC']));

    await userEvent.click(within(screen.getByText('Adobe Acrobat Pro').closest('tr')!).getByText('Cancelled'));
    expect(await screen.findByRole('heading', { name: 'Adobe Acrobat Pro' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/subscriptions/12/show');
  });

  it('offers to clear the filters when they match nothing', async () => {
    openScreen(`/subscriptions?filter=${encodeURIComponent(JSON.stringify({ q: 'nothing' }))}`, {
      handlers: [catalog, endUserHandlers.subscriptions([])],
    });
    expect(await screen.findByText('No subscription matches your search or filters.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Clear search and filters' })).toBeInTheDocument();
    expect(screen.queryByText('No subscription yet.')).not.toBeInTheDocument();
  });

  it('names a phone’s page buttons in the portal’s language', async () => {
    stubWindowWidth(412);
    try {
      await i18nProvider.changeLocale('fr');
      const many = Array.from({ length: 30 }, (_, index) => buildSubscription({ id: 100 + index }));
      openScreen('/subscriptions', { handlers: [catalog, endUserHandlers.subscriptions(many)] });
      expect(await screen.findByRole('button', { name: 'Aller à la prochaine page' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Aller à la page précédente' })).toBeDisabled();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('shows a compact list on a phone-sized screen', async () => {
    stubWindowWidth(412);
    try {
      openScreen('/subscriptions', { handlers: [catalog, endUserHandlers.subscriptions(rows)] });
      expect(await screen.findByText('Adobe Acrobat Pro')).toBeInTheDocument();
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      expect(screen.getByText(/^10 × Microsoft/)).toBeInTheDocument();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('says on a phone what each subscription costs a month and when its term renews, ends or ended', async () => {
    stubWindowWidth(390);
    try {
      openScreen('/subscriptions', {
        handlers: [
          catalog,
          endUserHandlers.subscriptions([
            buildSubscription({ id: 1, productName: 'Renewing', termEnd: '2099-03-12', monthlyCost: 1234.5 }),
            buildSubscription({ id: 2, productName: 'Ending', termEnd: '2099-03-12', autoRenew: false }),
            buildSubscription({ id: 3, productName: 'Over', termEnd: '2020-01-31', status: 'expired' }),
          ]),
        ],
      });
      const line = async (product: string) =>
        (await screen.findByText(product)).closest('a')!.textContent!.replace(/\s+/g, ' ');
      expect(await line('Renewing')).toContain('10 × Microsoft · €1,234.50 a month');
      expect(await line('Renewing')).toContain('Renews Mar 12, 2099');
      expect(await line('Ending')).toContain('Ends Mar 12, 2099');
      expect(await line('Over')).toContain('Ended Jan 31, 2020');
      // Not billed: no cost.
      expect(await line('Over')).not.toContain('a month');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('says so when there is no subscription', async () => {
    openScreen('/subscriptions', { handlers: [catalog, endUserHandlers.subscriptions([])] });
    expect(await screen.findByText('No subscription yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse the catalog to buy one.' })).toHaveAttribute('href', '/catalog');
  });

  it('shows progress while the list loads', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    openScreen('/subscriptions', {
      handlers: [
        catalog,
        http.get('/api/v1/subscriptions', async () => {
          await delay('infinite');
        }),
      ],
    });
    await screen.findByPlaceholderText('Search subscriptions');
    expect(screen.queryByText('Microsoft 365 E3')).not.toBeInTheDocument();
    await expectPlaceholderRowsAfterASecond();
  });

  it('says why the list could not load', async () => {
    openScreen('/subscriptions', {
      handlers: [catalog, endUserHandlers.subscriptions(failureAnswer(400, 'The filter is not valid'))],
    });
    expect(await screen.findByText('The filter is not valid')).toBeInTheDocument();
  });
});

describe('the days of a term, written as every date of the portal', () => {
  afterEach(resetPortal);

  // Plain days: the same day in every time zone, never one before.
  const october = buildSubscriptionDetail({
    termStart: '2025-10-25',
    termEnd: '2026-10-24',
    isCancellable: true,
    cancellableUntil: '2025-11-01T12:00:00.000Z',
    history: [
      {
        id: 1,
        action: 'subscription.quantity_changed',
        at: '2026-02-01T12:00:00.000Z',
        actor: 'Alex Wilber',
        details: { from: 8, to: 10 },
      },
    ],
  });
  const handlers = [
    catalog,
    endUserHandlers.subscriptions([october]),
    endUserHandlers.usage([]),
    endUserHandlers.subscription(october),
  ];
  /** The value shown under a caption of the subscription's page. */
  const valueOf = (caption: string) =>
    screen.getByText(caption).closest('.RaLabeled-label')!.nextElementSibling!.textContent;

  it('says "Oct 24, 2026" in the list and on the page, an event with its time and no seconds', async () => {
    openScreen('/subscriptions', { handlers });
    const link = await screen.findByRole('link', { name: 'Microsoft 365 E3' });
    expect(within(link.closest('tr')!).getByText('Oct 24, 2026')).toBeInTheDocument();
    await userEvent.click(link);
    expect(await screen.findByText('Quantity changed from 8 to 10')).toBeInTheDocument();
    expect(valueOf('Term start')).toBe('Oct 25, 2025');
    expect(valueOf('Term end')).toBe('Oct 24, 2026');
    expect(screen.getByText('Can be cancelled until Nov 1, 2025.')).toBeInTheDocument();
    expect(screen.getByText(/^Feb \d{1,2}, 2026, \d{1,2}:\d{2} [AP]M · Alex Wilber$/)).toBeInTheDocument();
    expect(screen.queryByText(/\d+\/\d+\/\d{4}/)).not.toBeInTheDocument();
  });

  it('says "24 oct. 2026" in French, the banner and the term alike', async () => {
    await i18nProvider.changeLocale('fr');
    openScreen('/subscriptions', { handlers });
    const link = await screen.findByRole('link', { name: 'Microsoft 365 E3' });
    expect(within(link.closest('tr')!).getByText('24 oct. 2026')).toBeInTheDocument();
    await userEvent.click(link);
    expect(await screen.findByText('Quantité passée de 8 à 10')).toBeInTheDocument();
    expect(valueOf('Début de période')).toBe('25 oct. 2025');
    expect(valueOf('Fin de période')).toBe('24 oct. 2026');
    expect(screen.getByText('Résiliable jusqu’au 1 nov. 2025.')).toBeInTheDocument();
    expect(screen.getByText(/^1 févr\. 2026, \d{2}:\d{2} · Alex Wilber$/)).toBeInTheDocument();
    expect(screen.queryByText(/\d+\/\d+\/\d{4}/)).not.toBeInTheDocument();
  });
});

describe('exporting the subscriptions', () => {
  const createObjectURL = URL.createObjectURL;
  afterEach(async () => {
    URL.createObjectURL = createObjectURL;
    vi.restoreAllMocks();
    await resetPortal();
  });

  it('downloads the columns on screen, headed and worded in the portal’s language', async () => {
    const blobs: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:subscriptions';
    });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    await i18nProvider.changeLocale('fr');
    const expired = buildSubscription({
      id: 12,
      productName: 'Visio Plan 2',
      quantity: 4,
      status: 'expired',
      termEnd: '2026-06-30',
      autoRenew: false,
    });
    openScreen('/subscriptions', {
      handlers: [catalog, endUserHandlers.subscriptions([buildSubscription(), expired])],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Exporter' }));
    await waitFor(() => expect(blobs).toHaveLength(1));
    // As a spreadsheet in French reads it: semicolons, a decimal comma; nothing for what costs nothing now.
    const [header, row, expiredRow] = (await blobs[0]!.text()).split('\r\n');
    expect(header).toBe('Produit;Éditeur;Quantité;Statut;Fin de période;Renouvellement auto;Coût mensuel;Devise');
    expect(row).toBe('Microsoft 365 E3;Microsoft;10;Actif;31/12/2026;Oui;360,00;EUR');
    expect(expiredRow).toBe('Visio Plan 2;Microsoft;4;Expiré;30/06/2026;Non;;EUR');
  });
});

describe('one subscription at /subscriptions/:id/show', () => {
  afterEach(resetPortal);

  const open = (detail = buildSubscriptionDetail(), extra: Parameters<typeof openScreen>[1] = {}) =>
    openScreen('/subscriptions/11/show', {
      ...extra,
      handlers: [
        ...(extra.handlers ?? []),
        endUserHandlers.usage([buildUsage()]),
        endUserHandlers.subscription(detail),
      ],
    });

  it('orders an expired subscription again with its term, billing and seats chosen', async () => {
    open(buildSubscriptionDetail({ status: 'expired', term: 'P1Y', billingFrequency: 'annual', quantity: 7 }), {
      handlers: [endUserHandlers.product(buildProduct())],
    });
    await userEvent.click(await screen.findByRole('link', { name: 'Order again' }));
    expect(await screen.findByRole('radio', { name: /1 year · Annual/ })).toBeChecked();
    expect(window.location.pathname).toBe('/catalog/1');
    expect(screen.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue(7);
  });

  it('offers a viewer no "Order again" on an expired subscription: they may not order', async () => {
    open(buildSubscriptionDetail({ status: 'expired' }), { companies: [buildMyCompany({ role: 'viewer' })] });
    expect(await screen.findByRole('heading', { name: 'Microsoft 365 E3' })).toBeInTheDocument();
    expect(screen.getByText('Expired')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Order again' })).not.toBeInTheDocument();
  });

  it('shows the term, the price and the history', async () => {
    open();
    expect(await screen.findByRole('heading', { name: 'Microsoft 365 E3' })).toBeInTheDocument();
    // Each fact in one size, as react-admin's fields write theirs (the term and the prices read larger once).
    expect(screen.getByText('1 year')).toHaveClass('MuiTypography-body2');
    expect(screen.getByText('Quantity changed from 8 to 10')).toBeInTheDocument();
  });

  it('shows Microsoft’s id, and while a change is on its way, says it waits for Microsoft', async () => {
    open(buildSubscriptionDetail({ supplierStatus: 'waiting' }));
    expect(await screen.findByText('4c4a2d6e-1b0f-4e7a-9a57-000000000011')).toBeInTheDocument();
    expect(screen.getByText('Waiting for Microsoft')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(/^Waiting for Microsoft: your change is on its way/);
  });

  it('says in the reader’s words what Microsoft refused, and that nothing was charged', async () => {
    await i18nProvider.changeLocale('fr');
    try {
      open(
        buildSubscriptionDetail({
          supplierStatus: 'refused',
          supplierRefusal: { code: '800090', description: 'Quantity decrease is not allowed after 7 days.' },
        }),
      );
      expect(
        await screen.findByText(
          'Microsoft a refusé la dernière modification : Des licences ne peuvent être retirées que dans les 7 jours suivant leur ajout. Rien n’a été facturé, et l’abonnement est tel qu’il était avant la modification.',
        ),
      ).toBeInTheDocument();
      expect(screen.getByText('Refusé par Microsoft')).toBeInTheDocument();
    } finally {
      await i18nProvider.changeLocale('en');
    }
  });

  it('says what a renewal changed, its day and prices as the reader writes them', async () => {
    const renewal = {
      id: 2,
      action: 'subscription.renewed',
      at: '2026-12-31T00:05:00.000Z',
      actor: null,
      details: { termEnd: '2027-12-31', fromQuantity: 10, toQuantity: 12, fromPrice: 36, toPrice: 38.5 },
    };
    const unchanged = {
      ...renewal,
      id: 3,
      details: { termEnd: '2028-12-31', fromQuantity: 12, toQuantity: 12, fromPrice: 38.5, toPrice: 38.5 },
    };
    open(buildSubscriptionDetail({ history: [unchanged, renewal] }));
    expect(await screen.findByText('Renewed until Dec 31, 2028: 12 seats, unit price €38.50')).toBeInTheDocument();
    expect(
      await screen.findByText('Renewed until Dec 31, 2027: 12 seats (before: 10), unit price €38.50 (before: €36.00)'),
    ).toBeInTheDocument();
  });

  it('charts the assigned and active seats per month', async () => {
    open();
    const table = await screen.findByRole('table', { name: 'Usage' });
    expect(chartFigures('Usage', /Jan 2026/)).toEqual(['10', '8']);
    expect(within(table).getByRole('columnheader', { name: 'Assigned seats' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Usage' })).toBeInTheDocument();
  });

  it('raises the quantity now and says what happened', async () => {
    const seen: SeenRequest[] = [];
    open(buildSubscriptionDetail({ refundableQuantity: 2, refundableUntil: '2026-03-08T00:00:00.000Z' }), {
      handlers: [
        // The server's sentence is English only: the portal says it in its own words.
        endUserHandlers.changeQuantity({ ...buildSubscription({ quantity: 12 }), message: 'Server words' }, seen),
      ],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Change quantity' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/2 seats can still be removed now, until/)).toBeInTheDocument();
    const input = within(dialog).getByRole('spinbutton');
    await userEvent.clear(input);
    await userEvent.type(input, '12');
    // What the change costs, before it is sent: 2 seats at €36 a month each.
    expect(within(dialog).getByText('2 seats more, from now: €72.00 more a month.')).toBeInTheDocument();
    doubleClick(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Now 12 seats')).toBeInTheDocument();
    expect(screen.queryByText('Server words')).not.toBeInTheDocument();
    expect(seen.map((request) => request.body)).toEqual([{ quantity: 12, scheduleNextTerm: false }]);
  });

  it('says before a cancellation that Microsoft ends a subscription it holds for good, in the warning colour', async () => {
    open(
      buildSubscriptionDetail({ isCancellable: true, supplierSubscriptionId: 'f3a1c2d4-0000-4000-8000-000000000001' }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel subscription' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/^The subscription stops for good: Microsoft does not bring/)).toBeInTheDocument();
    // What cannot be undone is in the warning colour with its own icon; the way out has a plain close icon.
    const cancel = within(dialog).getByRole('button', { name: 'Cancel subscription' });
    expect(cancel).toHaveClass('RaConfirm-confirmWarning');
    expect(within(cancel).getByTestId('CancelIcon')).toBeInTheDocument();
    expect(
      within(within(dialog).getByRole('button', { name: 'Keep as it is' })).getByTestId('CloseIcon'),
    ).toBeInTheDocument();
  });

  it('says what a change did in French, not in the server’s English', async () => {
    await i18nProvider.changeLocale('fr');
    open(buildSubscriptionDetail({ scheduledNextTermQuantity: 5, isCancellable: true }), {
      handlers: [
        endUserHandlers.changeQuantity({ ...buildSubscription({ quantity: 12 }), message: 'Now 12 seats' }),
        endUserHandlers.cancel({
          ...buildSubscription({ status: 'cancelled' }),
          message: 'The subscription is cancelled',
        }),
      ],
    });
    const quantity = await screen.findByRole('button', { name: 'Modifier la quantité' });
    // A long label that wraps on a phone keeps its lines beside its icon.
    expect(stylesOf(screen.getByRole('button', { name: 'Désactiver le renouvellement automatique' }))).toMatch(
      /text-align:start/,
    );
    await userEvent.click(quantity);
    const dialog = await screen.findByRole('dialog');
    const input = within(dialog).getByRole('spinbutton');
    await userEvent.clear(input);
    await userEvent.type(input, '12');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Appliquer' }));
    expect(
      await screen.findByText(
        'Désormais 12 licences ; la modification planifiée pour la prochaine période est supprimée',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: 'Résilier l’abonnement' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Résilier l’abonnement' }),
    );
    expect(await screen.findByText('L’abonnement est résilié')).toBeInTheDocument();
  });

  it('shows the server’s refusal of the quantity beside the field, the dialog kept open', async () => {
    open(buildSubscriptionDetail(), {
      handlers: [
        endUserHandlers.changeQuantity({
          status: 400,
          body: {
            statusCode: 400,
            error: 'Bad Request',
            message: 'Invalid request body: quantity: Too big: expected number to be <=11',
            code: 'invalid_request',
            fields: [{ field: 'quantity', code: 'too_big_number', message: 'Too big', maximum: 11 }],
          },
        }),
      ],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Change quantity' }));
    const dialog = await screen.findByRole('dialog');
    const input = within(dialog).getByRole('spinbutton', { name: 'Quantity' });
    await userEvent.clear(input);
    await userEvent.type(input, '12');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(input).toHaveAccessibleDescription('must be at most 11'));
    expect(dialog).toBeInTheDocument();
    expect(input).toHaveValue(12);
  });

  it('names the actions and the quantity dialog’s buttons in words on a phone', async () => {
    stubWindowWidth(390);
    try {
      open(buildSubscriptionDetail());
      const change = await screen.findByRole('button', { name: 'Change quantity' });
      expect(change).toHaveTextContent('Change quantity');
      await userEvent.click(change);
      const dialog = await screen.findByRole('dialog');
      expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveTextContent('Cancel');
      expect(within(dialog).getByRole('button', { name: 'Apply' })).toHaveTextContent('Apply');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('asks to schedule a decrease beyond the refundable seats, and says scheduling needs auto-renew', async () => {
    open(buildSubscriptionDetail({ autoRenew: false }));
    await userEvent.click(await screen.findByRole('button', { name: 'Change quantity' }));
    const dialog = await screen.findByRole('dialog');
    const input = within(dialog).getByRole('spinbutton');
    await userEvent.clear(input);
    await userEvent.type(input, '5');
    expect(within(dialog).getByText(/schedule it for the next term/)).toBeInTheDocument();
    expect(within(dialog).getByText(/needs auto-renew on; it is off/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Apply' })).toBeDisabled();
  });

  it('schedules a decrease for the next term', async () => {
    const seen: SeenRequest[] = [];
    open(buildSubscriptionDetail(), {
      handlers: [
        endUserHandlers.changeQuantity(
          { ...buildSubscription({ scheduledNextTermQuantity: 5 }), message: '5 seats from the next term' },
          seen,
        ),
      ],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Change quantity' }));
    const dialog = await screen.findByRole('dialog');
    const input = within(dialog).getByRole('spinbutton');
    await userEvent.clear(input);
    await userEvent.type(input, '5');
    await userEvent.click(within(dialog).getByRole('switch', { name: 'Schedule for the next term' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('5 seats from the next term')).toBeInTheDocument();
    expect(seen[0]!.body).toEqual({ quantity: 5, scheduleNextTerm: true });
  });

  it('cancels after a confirmation, and shows the server’s refusal in words', async () => {
    open(buildSubscriptionDetail({ isCancellable: true }), {
      handlers: [endUserHandlers.cancel(failureAnswer(409, 'The cancellation window closed on 8 Jan 2026'))],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel subscription' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/The subscription stops/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel subscription' }));
    expect(await screen.findByText('The cancellation window closed on 8 Jan 2026')).toBeInTheDocument();
  });

  it('keeps the focus among the actions when a change takes away the button it was made with', async () => {
    let isCancelled = false;
    const active = buildSubscriptionDetail({ isCancellable: true });
    openScreen('/subscriptions/11/show', {
      handlers: [
        endUserHandlers.usage([buildUsage()]),
        endUserHandlers.subscription(() =>
          isCancelled
            ? { ...active, status: 'cancelled', isCancellable: false, isReactivatable: true, autoRenew: false }
            : active,
        ),
        endUserHandlers.cancel(() => {
          isCancelled = true;
          return { ...buildSubscription({ status: 'cancelled' }), message: 'Cancelled' };
        }),
      ],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel subscription' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel subscription' }),
    );
    await screen.findByRole('button', { name: 'Reactivate' });
    await waitFor(() => expect(document.activeElement).not.toBe(document.body));
    expect(document.activeElement?.tagName).toBe('BUTTON');
    expect(document.activeElement?.isConnected).toBe(true);
  });

  it('opens the quantity dialog with the quantity ready to type', async () => {
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Change quantity' }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByRole('spinbutton', { name: 'Quantity' })).toHaveFocus());
  });

  it('explains the closed cancellation window and offers reactivation of a cancelled subscription', async () => {
    open(buildSubscriptionDetail({ status: 'cancelled', isReactivatable: true, autoRenew: false }), {
      handlers: [endUserHandlers.reactivate({ ...buildSubscription(), message: 'The subscription is active again' })],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Reactivate' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Reactivate' }));
    expect(await screen.findByText('The subscription is active again')).toBeInTheDocument();
  });

  it('turns auto-renew off', async () => {
    const seen: SeenRequest[] = [];
    open(buildSubscriptionDetail(), {
      handlers: [
        endUserHandlers.autoRenew(
          { ...buildSubscription({ autoRenew: false }), message: 'The subscription ends with its term' },
          seen,
        ),
      ],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Turn auto-renew off' }));
    doubleClick(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Turn auto-renew off' }));
    expect(await screen.findByText('The subscription ends with its term')).toBeInTheDocument();
    expect(seen.map((request) => request.body)).toEqual([{ autoRenewEnabled: false }]);
  });

  it('offers a viewer no action', async () => {
    open(buildSubscriptionDetail({ isCancellable: true }), { companies: [buildMyCompany({ role: 'viewer' })] });
    expect(await screen.findByText(/can view this company’s subscriptions but not change them/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Change quantity' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel subscription' })).not.toBeInTheDocument();
  });

  it('says why the subscription could not load', async () => {
    openScreen('/subscriptions/11/show', {
      handlers: [endUserHandlers.subscription(failureAnswer(404, 'Not Found'))],
    });
    expect(await screen.findByText('Resource not found')).toBeInTheDocument();
  });
});
