import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import type { RequestHandler } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildMyCompany } from '../../../mocks/admin-handlers';
import { authHandlers, failureAnswer } from '../../../mocks/auth-handlers';
import {
  buildBillingProfile,
  buildOrderDetail,
  endUserHandlers,
  type SeenRequest,
} from '../../../mocks/end-user-handlers';
import { App } from '../../../src/App';
import { i18nProvider } from '../../../src/i18n/i18nProvider';
import type { CartLine } from '../../../src/providers/cartStore';
import { openSignedIn, resetPortal } from '../support/admin';
import { openScreen } from '../support/screen';
import { stubWindowWidth } from '../support/media';
import { renderPortal } from '../support/render';

const buildLine = (overrides: Partial<CartLine> = {}): CartLine => ({
  priceSheetId: 101,
  productId: 1,
  productName: 'Microsoft 365 E3',
  publisher: 'Microsoft',
  iconUrl: null,
  term: 'P1Y',
  billingFrequency: 'monthly',
  unitPrice: 36,
  currency: 'EUR',
  quantity: 2,
  minQuantity: 1,
  maxQuantity: 300,
  ...overrides,
});

const store = (key: string, lines: CartLine[]) => localStorage.setItem(key, JSON.stringify({ lines }));

const openSignedOut = (path: string) => {
  window.history.pushState({}, '', path);
  return renderPortal(<App />);
};

const openForCompany = (path: string, handlers: RequestHandler[] = [], role = 'member', isActive = true) => {
  localStorage.setItem('current_company_id', '3');
  return openScreen(path, {
    companies: [buildMyCompany({ role: role as 'member' | 'viewer', isActive })],
    handlers: [
      ...handlers,
      endUserHandlers.quote(),
      endUserHandlers.billingProfiles([
        buildBillingProfile({ id: 4, name: 'Fabrikam USD', isDefault: false }),
        buildBillingProfile(),
      ]),
    ],
  });
};

describe('the cart, open to everyone', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    return resetPortal();
  });

  it('says the cart is empty', async () => {
    openSignedOut('/cart');
    expect(await screen.findByText('Your cart is empty.')).toBeInTheDocument();
    // Signed out, the way to fill it is to sign in.
    expect(await screen.findByRole('link', { name: 'Sign in to browse the catalog' })).toHaveAttribute(
      'href',
      '/login',
    );
    // The frame offers the way in, not the signed-in menu or an empty user menu.
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('menuitem', { name: 'Dashboard' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Profile/ })).not.toBeInTheDocument();
  });

  it('shows a signed-out person’s lines with totals per billing frequency', async () => {
    store('RaStore.cart.anonymous', [
      buildLine(),
      buildLine({ priceSheetId: 102, billingFrequency: 'annual', unitPrice: 420, quantity: 1 }),
    ]);
    openSignedOut('/cart');
    expect(await screen.findByText('Monthly: €72.00')).toBeInTheDocument();
    expect(screen.getByText('Annual: €420.00')).toBeInTheDocument();
    await userEvent.click(screen.getAllByRole('button', { name: 'Remove Microsoft 365 E3' })[1]!);
    await waitFor(() => expect(screen.queryByText('Annual: €420.00')).not.toBeInTheDocument());
    expect(JSON.parse(localStorage.getItem('RaStore.cart.anonymous')!).lines).toHaveLength(1);
  });

  it('lets a signed-out person review the order (spec §2: the cart’s steps have no guard)', async () => {
    store('RaStore.cart.anonymous', [buildLine()]);
    openSignedOut('/cart/review');
    expect(await screen.findByRole('heading', { name: 'Review your order', level: 1 })).toBeInTheDocument();
    expect(await screen.findByText('Monthly: €72.00')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/cart/review');
  });

  it('asks a signed-out person to sign in to place the order, and comes back to checkout', async () => {
    store('RaStore.cart.anonymous', [buildLine()]);
    openSignedOut('/cart/checkout');
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in to place the order' }));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/login');
  });

  it('keeps a signed-out person’s cart, language and theme when a guarded address sends them to sign in', async () => {
    store('RaStore.cart.anonymous', [buildLine()]);
    localStorage.setItem('RaStore.locale', '"fr"');
    localStorage.setItem('RaStore.theme', '"dark"');
    // react-admin logs out on the guard's refusal, which empties its store.
    openSignedOut('/orders');
    // The sign-in card loads lazily: on a busy machine that alone took over 10 s.
    expect(
      await screen.findByRole('button', { name: 'Se connecter avec Microsoft' }, { timeout: 25_000 }),
    ).toBeInTheDocument();
    expect(window.location.pathname).toBe('/login');
    expect(JSON.parse(localStorage.getItem('RaStore.cart.anonymous')!).lines).toHaveLength(1);
    expect(localStorage.getItem('RaStore.theme')).toBe('"dark"');
  });

  it('forgets the person’s carts when they sign out, so the next person on this browser does not see them', async () => {
    store('RaStore.cart.3', [buildLine()]);
    localStorage.setItem('current_company_id', '3');
    openSignedIn('/cart', {
      companies: [buildMyCompany()],
      handlers: [
        authHandlers.logout(),
        // The sign-in page, where the sign-out lands, asks how to sign in.
        authHandlers.config(),
        endUserHandlers.quote(),
        endUserHandlers.billingProfiles([buildBillingProfile()]),
      ],
    });
    expect(await screen.findByText('Microsoft 365 E3')).toBeInTheDocument();
    // The menu's button names the person once they are known (react-admin puts another button in its place then).
    await userEvent.click(await screen.findByRole('button', { name: /^Profile: / }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    expect(
      await screen.findByRole('button', { name: 'Sign in with Microsoft' }, { timeout: 25_000 }),
    ).toBeInTheDocument();
    expect(localStorage.getItem('RaStore.cart.3')).toBeNull();
  });

  it('merges the signed-out cart into the company’s cart after sign-in', async () => {
    store('RaStore.cart.anonymous', [buildLine({ quantity: 1 })]);
    store('RaStore.cart.3', [buildLine({ quantity: 2 }), buildLine({ priceSheetId: 201, productName: 'Visio' })]);
    openForCompany('/cart');
    expect(await screen.findByText('Visio')).toBeInTheDocument();
    await waitFor(() => expect(localStorage.getItem('RaStore.cart.anonymous')).toBeNull());
    expect(JSON.parse(localStorage.getItem('RaStore.cart.3')!).lines[0].quantity).toBe(3);
  });

  it('reviews the order with the company and its default billing profile', async () => {
    store('RaStore.cart.3', [buildLine()]);
    openForCompany('/cart/review');
    expect(await screen.findByText(/^Company:/)).toBeInTheDocument();
    expect(await screen.findByText(/Fabrikam EUR · PO-1234 \(default\)/)).toBeInTheDocument();
  });

  it('names the company and the billing profile at checkout as French writes them: a space before each colon', async () => {
    await i18nProvider.changeLocale('fr');
    store('RaStore.cart.3', [buildLine()]);
    openForCompany('/cart/checkout');
    expect(await screen.findByText(/Profil de facturation/)).toHaveTextContent(
      /^Société : Fabrikam · Profil de facturation : Fabrikam EUR$/,
    );
  });

  it('places the order once, shows its number and status, and empties the cart', async () => {
    store('RaStore.cart.3', [buildLine()]);
    const seen: SeenRequest[] = [];
    openForCompany('/cart/checkout', [
      http.post('/api/v1/orders', async ({ request }) => {
        seen.push({ body: await request.json() } as SeenRequest);
        await delay(100);
        return HttpResponse.json(buildOrderDetail({ status: 'pending' }), { status: 201 });
      }),
    ]);
    const place = await screen.findByRole('button', { name: 'Place the order' });
    await waitFor(() => expect(JSON.parse(localStorage.getItem('RaStore.cart.3')!).billingProfileId).toBe(5));
    await userEvent.dblClick(place);
    expect(await screen.findByText('Order ORD-2026-0021 is placed')).toBeInTheDocument();
    expect(screen.getByText('Status: Pending')).toBeInTheDocument();
    // Waiting for approval, nothing is charged yet.
    expect(screen.getByText('Charged once approved, per billing period:')).toBeInTheDocument();
    expect(screen.queryByText(/^Charged from today/)).not.toBeInTheDocument();
    // Per billing period, as the cart says it: a 1-year term billed monthly reads as a month's amount.
    expect(screen.getByText('Monthly: €432.00')).toBeInTheDocument();
    expect(seen).toHaveLength(1);
    expect(seen[0]!.body).toEqual({
      idempotencyKey: expect.stringMatching(/^checkout-/),
      billingProfileId: 5,
      poNumber: 'PO-1234',
      lines: [{ priceSheetId: 101, quantity: 2, unitPrice: 36 }],
    });
    expect(localStorage.getItem('RaStore.cart.3')).toBeNull();
  });

  it('starts the PO number from the billing profile’s standing one, and sends the one typed for this order', async () => {
    store('RaStore.cart.3', [buildLine()]);
    const seen: SeenRequest[] = [];
    openForCompany('/cart/checkout', [endUserHandlers.placeOrder(buildOrderDetail({ poNumber: '4500012345' }), seen)]);
    const poNumber = await screen.findByRole('textbox', { name: 'PO number' });
    await waitFor(() => expect(poNumber).toHaveValue('PO-1234'));
    expect(
      screen.getByText(
        'Your billing profile’s standing PO number: change it for this order if you need to (left empty, the order takes it).',
      ),
    ).toBeInTheDocument();
    await userEvent.clear(poNumber);
    await userEvent.type(poNumber, ' 4500012345 ');
    await userEvent.click(screen.getByRole('button', { name: 'Place the order' }));
    expect(await screen.findByText('PO number: 4500012345')).toBeInTheDocument();
    expect(seen[0]!.body).toMatchObject({ poNumber: '4500012345' });
  });

  it('asks for the PO number a billing profile requires, beside the field, before and after the server', async () => {
    store('RaStore.cart.3', [buildLine()]);
    const seen: SeenRequest[] = [];
    localStorage.setItem('current_company_id', '3');
    openScreen('/cart/checkout', {
      companies: [buildMyCompany()],
      handlers: [
        endUserHandlers.placeOrder(
          {
            status: 400,
            body: {
              statusCode: 400,
              error: 'Bad Request',
              message: 'The billing profile Research requires a PO number: give one to place the order',
              code: 'po_required',
              params: { profile: 'Research' },
            },
          },
          seen,
        ),
        endUserHandlers.quote(),
        endUserHandlers.billingProfiles([buildBillingProfile({ name: 'Research', poNumber: null, poRequired: true })]),
      ],
    });
    expect(
      await screen.findByText('Your billing profile asks for a purchase order reference on each order.'),
    ).toBeInTheDocument();
    const poNumber = screen.getByRole('textbox', { name: 'PO number' });
    expect(poNumber).toBeRequired();
    const place = screen.getByRole('button', { name: 'Place the order' });
    await waitFor(() => expect(place).toBeDisabled());
    await userEvent.type(poNumber, '   ');
    expect(await screen.findByText('The billing profile Research requires a PO number.')).toBeInTheDocument();
    expect(place).toBeDisabled();
    await userEvent.clear(poNumber);
    await userEvent.type(poNumber, 'PO-77');
    await waitFor(() => expect(place).toBeEnabled());
    // Were the profile to change meanwhile, the server's refusal is said beside the field too.
    await userEvent.click(place);
    expect(
      await screen.findByText('The billing profile Research requires a PO number: give one to place the order.'),
    ).toBeInTheDocument();
    expect(screen.getByText('The billing profile Research requires a PO number.')).toBeInTheDocument();
    expect(seen[0]!.body).toMatchObject({ poNumber: 'PO-77', billingProfileId: 5 });
  });

  it('says why the order failed, and a retry sends the same key', async () => {
    store('RaStore.cart.3', [buildLine()]);
    const seen: SeenRequest[] = [];
    let calls = 0;
    openForCompany('/cart/checkout', [
      endUserHandlers.placeOrder(
        () => (++calls === 1 ? failureAnswer(400, 'This offer is no longer in your catalog') : buildOrderDetail()),
        seen,
      ),
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Place the order' }));
    expect(await screen.findByText('This offer is no longer in your catalog')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Place the order' }));
    expect(await screen.findByText('Order ORD-2026-0021 is placed')).toBeInTheDocument();
    expect((seen[1]!.body as { idempotencyKey: string }).idempotencyKey).toBe(
      (seen[0]!.body as { idempotencyKey: string }).idempotencyKey,
    );
  });

  it('reviews at the prices the server gives the company now, saying what each line will do', async () => {
    store('RaStore.cart.3', [buildLine({ unitPrice: 16.2 })]);
    openForCompany('/cart/review', [endUserHandlers.quote(() => 17.25)]);
    expect(await screen.findByText('Monthly: €34.50')).toBeInTheDocument();
    expect(screen.getByText('Becomes a new subscription')).toBeInTheDocument();
    expect(screen.queryByText('€16.20')).not.toBeInTheDocument();
  });

  it('points out a price that changed since the line was put in the cart', async () => {
    store('RaStore.cart.3', [buildLine({ unitPrice: 16.2 })]);
    openForCompany('/cart', [endUserHandlers.quote(() => 17.25)]);
    expect(await screen.findByText('The price went up since you added it: €17.25, was €16.20.')).toBeInTheDocument();
  });

  it('prices seats that join a subscription at its term’s locked price, and says the catalog’s applies from renewal', async () => {
    store('RaStore.cart.3', [buildLine({ unitPrice: 36 })]);
    openForCompany('/cart/review', [
      endUserHandlers.quote(
        () => 41.48,
        undefined,
        () => ({ id: 11, quantity: 5, unitPrice: 36 }),
      ),
    ]);
    expect(
      await screen.findByText(
        'At your current term’s price, €36.00 a seat; the catalog’s €41.48 applies from its renewal.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Monthly: €72.00')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Adds 2 seats to your subscription (7 in all)' })).toHaveAttribute(
      'href',
      '/subscriptions/11/show',
    );
    expect(screen.queryByText(/since you added it/)).not.toBeInTheDocument();
  });

  it('says nothing changed for seats added at the catalog’s price that join a subscription at its term’s', async () => {
    // "Order again": the line is added at the catalog's €5.40, and the company holds the product at €5.75.
    store('RaStore.cart.3', [buildLine({ unitPrice: 5.4 })]);
    openForCompany('/cart', [
      endUserHandlers.quote(
        () => 5.4,
        undefined,
        () => ({ id: 11, quantity: 5, unitPrice: 5.75 }),
      ),
    ]);
    expect(
      await screen.findByText(
        'At your current term’s price, €5.75 a seat; the catalog’s €5.40 applies from its renewal.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/since you added it/)).not.toBeInTheDocument();
  });

  it('shows the new prices when checkout is refused because they changed since the review', async () => {
    store('RaStore.cart.3', [buildLine()]);
    let price = 36;
    const seen: SeenRequest[] = [];
    openForCompany('/cart/checkout', [
      endUserHandlers.quote(() => price),
      endUserHandlers.placeOrder(() => {
        price = 40;
        return {
          status: 409,
          body: { statusCode: 409, error: 'Conflict', message: 'The prices changed', code: 'prices_changed' },
        };
      }, seen),
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Place the order' }));
    expect(await screen.findByText(/The prices changed since you reviewed them/)).toBeInTheDocument();
    expect(await screen.findByText('Monthly: €80.00')).toBeInTheDocument();
    expect((seen[0]!.body as { lines: { unitPrice: number }[] }).lines[0]!.unitPrice).toBe(36);
  });

  it('says which quantity is out of bounds, prices no such line, and why the review waits', async () => {
    store('RaStore.cart.3', [buildLine()]);
    openForCompany('/cart');
    const input = await screen.findByRole('spinbutton', { name: 'Quantity Microsoft 365 E3' });
    await userEvent.clear(input);
    await userEvent.type(input, '600');
    expect(await screen.findByText('Between 1 and 300.')).toBeInTheDocument();
    expect(screen.getByText('Correct the lines marked above to go on.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Review the order' })).toBeDisabled();
    expect(screen.queryByText(/Monthly:/)).not.toBeInTheDocument();
  });

  it('names every step of ordering in words on a phone', async () => {
    stubWindowWidth(390);
    store('RaStore.cart.3', [buildLine()]);
    openForCompany('/cart');
    // No column heads a line's quantity on a phone: its field says what it holds.
    const quantity = await screen.findByRole('spinbutton', { name: /^Quantity / });
    expect(document.querySelector(`label[for="${quantity.id}"]`)).toHaveTextContent('Quantity');
    await userEvent.click(await screen.findByRole('button', { name: 'Review the order' }));
    expect(await screen.findByRole('button', { name: 'Go to checkout' })).toHaveTextContent('Go to checkout');
    await userEvent.click(await screen.findByRole('button', { name: 'Go to checkout' }));
    expect(await screen.findByRole('button', { name: 'Place the order' })).toHaveTextContent('Place the order');
  });

  it('says a refusal in its own words: a company deactivated meanwhile is not “the prices changed”', async () => {
    store('RaStore.cart.3', [buildLine()]);
    openForCompany('/cart/checkout', [
      endUserHandlers.placeOrder({
        status: 409,
        body: { statusCode: 409, error: 'Conflict', message: 'deactivated', code: 'company_deactivated' },
      }),
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Place the order' }));
    expect(await screen.findByText(/This company is deactivated/)).toBeInTheDocument();
    expect(screen.queryByText(/The prices changed since you reviewed them/)).not.toBeInTheDocument();
  });

  it('says the company is deactivated in place of the checkout', async () => {
    store('RaStore.cart.3', [buildLine()]);
    openForCompany('/cart/checkout', [], 'member', false);
    expect(await screen.findByText(/This company is deactivated/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Place the order' })).not.toBeInTheDocument();
  });

  it('says above every screen, in the portal’s own layout, that the company is deactivated', async () => {
    openSignedIn('/subscriptions', {
      companies: [buildMyCompany({ isActive: false })],
      handlers: [endUserHandlers.subscriptions([])],
    });
    expect(await screen.findByText(/This company is deactivated/)).toBeInTheDocument();
  });

  it('offers a viewer no checkout', async () => {
    store('RaStore.cart.3', [buildLine()]);
    openForCompany('/cart/checkout', [], 'viewer');
    expect(await screen.findByText('You can view this company but not order for it.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Place the order' })).not.toBeInTheDocument();
  });
});
