import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http } from 'msw';
import type { RequestHandler } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failureAnswer } from '../../../mocks/auth-handlers';
import { buildProduct, endUserHandlers, type SeenRequest } from '../../../mocks/end-user-handlers';
import { resetPortal } from '../support/admin';
import { openScreen } from '../support/screen';
import { stubWindowWidth } from '../support/media';
import { buildMyCompany } from '../../../mocks/admin-handlers';
import { i18nProvider } from '../../../src/i18n/i18nProvider';

const products = [
  buildProduct(),
  buildProduct({ id: 2, name: 'Adobe Acrobat Pro', publisher: 'Adobe', category: 'Documents', fromPrice: 18 }),
];

const open = (path: string, handlers: RequestHandler[] = []) => {
  localStorage.setItem('current_company_id', '3');
  return openScreen(path, { handlers: [...handlers, endUserHandlers.facets()] });
};

describe('the catalog at /catalog', () => {
  afterEach(resetPortal);

  it('shows the products as cards with their lowest price', async () => {
    open('/catalog', [endUserHandlers.catalog(products)]);
    expect(await screen.findByRole('heading', { name: 'Adobe Acrobat Pro' })).toBeInTheDocument();
    expect(screen.getByText('From €36.00')).toBeInTheDocument();
  });

  it('searches as one types, waiting for a pause and showing the last answer', async () => {
    const seen: SeenRequest[] = [];
    open('/catalog', [endUserHandlers.search(products, seen), endUserHandlers.catalog(products)]);
    await screen.findByRole('heading', { name: 'Microsoft 365 E3' });
    await userEvent.type(screen.getByRole('textbox', { name: 'Search products' }), 'acro');
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Microsoft 365 E3' })).not.toBeInTheDocument());
    expect(await screen.findByRole('heading', { name: 'Adobe Acrobat Pro' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Microsoft 365 E3' })).not.toBeInTheDocument();
    expect(seen.length).toBeLessThanOrEqual(2);
    expect(seen.at(-1)!.url.searchParams.get('q')).toBe('acro');
  });

  it('filters by publisher through the list dialect', async () => {
    const seen: SeenRequest[] = [];
    open('/catalog', [endUserHandlers.catalog(products, seen)]);
    await screen.findByRole('heading', { name: 'Microsoft 365 E3' });
    await userEvent.click(screen.getByRole('combobox', { name: 'Publisher' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Adobe' }));
    await waitFor(() => expect(seen.at(-1)!.list.filter).toEqual({ publisher: 'Adobe' }));
  });

  it('folds the filters behind a button on a phone, which counts those chosen', async () => {
    stubWindowWidth(390);
    try {
      const seen: SeenRequest[] = [];
      open('/catalog', [endUserHandlers.catalog(products, seen)]);
      await screen.findByRole('heading', { name: 'Microsoft 365 E3' });
      const button = screen.getByRole('button', { name: 'Filters' });
      expect(button).toHaveAttribute('aria-expanded', 'false');
      expect(screen.queryByRole('combobox', { name: 'Publisher' })).not.toBeInTheDocument();
      await userEvent.click(button);
      expect(button).toHaveAttribute('aria-expanded', 'true');
      await userEvent.click(await screen.findByRole('combobox', { name: 'Publisher' }));
      await userEvent.click(await screen.findByRole('option', { name: 'Adobe' }));
      await waitFor(() => expect(seen.at(-1)!.list.filter).toEqual({ publisher: 'Adobe' }));
      expect(await screen.findByRole('button', { name: 'Filters (1)' })).toBeInTheDocument();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('names the categories in French, and filters on the name the API gives them', async () => {
    await i18nProvider.changeLocale('fr');
    const seen: SeenRequest[] = [];
    open('/catalog', [endUserHandlers.catalog(products, seen)]);
    expect(await screen.findByText('Microsoft · Productivité')).toBeInTheDocument();
    // A category the portal has no word for shows as the API names it.
    expect(screen.getByText('Adobe · Documents')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox', { name: 'Catégorie' }));
    const listbox = await screen.findByRole('listbox');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Tous', 'Productivité', 'Sécurité']);
    await userEvent.click(within(listbox).getByRole('option', { name: 'Sécurité' }));
    await waitFor(() => expect(seen.at(-1)!.list.filter).toEqual({ category: 'Security' }));
  });

  it('shows a neutral icon when a product icon has not loaded within 1500 ms', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    open('/catalog', [endUserHandlers.catalog([buildProduct()])]);
    await screen.findByRole('heading', { name: 'Microsoft 365 E3' });
    await vi.advanceTimersByTimeAsync(1_500);
    expect(await screen.findByTestId('neutral-icon')).toBeInTheDocument();
  });

  it('says so when nothing matches a search', async () => {
    open('/catalog', [endUserHandlers.search([]), endUserHandlers.catalog(products)]);
    await screen.findByRole('heading', { name: 'Microsoft 365 E3' });
    await userEvent.type(screen.getByRole('textbox', { name: 'Search products' }), 'zzz');
    expect(await screen.findByText('No product matches your search or filters.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear search and filters' }));
    expect(await screen.findByRole('heading', { name: 'Microsoft 365 E3' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Search products' })).toHaveValue('');
  });

  it('says the company’s catalog offers nothing, not that a search missed, when nothing is offered at all', async () => {
    open('/catalog', [endUserHandlers.catalog([])]);
    expect(await screen.findByText(/Your company’s catalog offers nothing at the moment/)).toBeInTheDocument();
    expect(screen.queryByText('No product matches your search or filters.')).not.toBeInTheDocument();
  });

  it('shows progress while the catalog loads', async () => {
    let isAsked = false;
    open('/catalog', [
      http.get('/api/v1/catalog', async () => {
        isAsked = true;
        await delay('infinite');
      }),
    ]);
    // The catalog's own wait, not the sign-in's before it (whose "Loading" came first, and the test ended before the
    // catalog was asked for).
    await waitFor(() => expect(isAsked).toBe(true));
    expect(await screen.findByText('Loading')).toBeInTheDocument();
  });

  it('says why the catalog could not load', async () => {
    open('/catalog', [endUserHandlers.catalog(failureAnswer(403, 'Forbidden'))]);
    expect(await screen.findByText('Access forbidden')).toBeInTheDocument();
  });
});

describe('a product at /catalog/:id', () => {
  afterEach(resetPortal);

  it('shows the offers and adds the chosen one to the company’s cart', async () => {
    open('/catalog/1', [endUserHandlers.product(buildProduct())]);
    expect(await screen.findByRole('heading', { name: 'Microsoft 365 E3', level: 1 })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: /1 year · Annual · €420.00 per seat/ }));
    const quantity = screen.getByRole('spinbutton', { name: 'Quantity' });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '3');
    // A double click: the browser's second click counts 2 in its `detail`.
    const add = screen.getByRole('button', { name: 'Add to cart' });
    fireEvent.click(add, { detail: 1 });
    fireEvent.click(add, { detail: 2 });
    expect(await screen.findByText('Microsoft 365 E3 is in your cart')).toBeInTheDocument();
    const cart = JSON.parse(localStorage.getItem('RaStore.cart.3')!);
    expect(cart.lines).toEqual([expect.objectContaining({ priceSheetId: 102, quantity: 3, unitPrice: 420 })]);
  });

  it('offers no “Add to cart” for a deactivated company, and says why', async () => {
    localStorage.setItem('current_company_id', '3');
    openScreen('/catalog/1', {
      companies: [buildMyCompany({ isActive: false })],
      handlers: [endUserHandlers.product(buildProduct()), endUserHandlers.facets()],
    });
    expect(await screen.findByRole('heading', { name: 'Microsoft 365 E3', level: 1 })).toBeInTheDocument();
    expect(await screen.findByText(/This company is deactivated/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add to cart' })).not.toBeInTheDocument();
  });

  it('says why the product could not load', async () => {
    open('/catalog/9', [endUserHandlers.product(failureAnswer(404, 'Not Found'))]);
    expect(await screen.findByText('Resource not found')).toBeInTheDocument();
  });

  it('names its category in French, and its bounds with the language’s separators', async () => {
    await i18nProvider.changeLocale('fr');
    open('/catalog/1', [endUserHandlers.product(buildProduct({ maxQuantity: 10000 }))]);
    expect(await screen.findByText('Microsoft · Productivité')).toBeInTheDocument();
    expect(screen.getByText(/^Entre 1 et 10\s000\.$/)).toBeInTheDocument();
  });

  it('refuses a quantity outside the product’s bounds', async () => {
    open('/catalog/1', [endUserHandlers.product(buildProduct({ minQuantity: 5 }))]);
    const quantity = await screen.findByRole('spinbutton', { name: 'Quantity' });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '2');
    expect(within(document.body).getByRole('button', { name: 'Add to cart' })).toBeDisabled();
  });
});
