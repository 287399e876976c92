import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { CatalogTemplate } from '../../../common/api';
import { buildCatalog, buildProduct, partnerHandlers, type PartnerRequest } from '../../../mocks/partner-handlers';
import { partnerAdmin, resetPortal } from '../support/admin';
import { openScreen } from '../support/screen';

const buildTemplate = (overrides: Partial<CatalogTemplate> = {}): CatalogTemplate => ({
  id: 1,
  name: 'Modern workplace essentials',
  description: 'Microsoft 365 and friends',
  defaultMarkupPercent: 12,
  itemCount: 24,
  isActive: true,
  ...overrides,
});

describe('catalog templates at /partner-admin/templates', () => {
  afterEach(resetPortal);

  it('lists the templates, changes one in place and retires it after saying what that means', async () => {
    const updates: PartnerRequest[] = [];
    let templates = [buildTemplate(), buildTemplate({ id: 2, name: 'Old school', isActive: false })];
    openScreen('/partner-admin/templates', {
      user: partnerAdmin,
      handlers: [
        partnerHandlers.templates(() => templates),
        partnerHandlers.updateTemplate(({ url, body }) => {
          const id = Number(url.pathname.split('/').pop());
          templates = templates.map((template) =>
            template.id === id ? { ...template, ...(body as Partial<CatalogTemplate>) } : template,
          );
          return templates.find((template) => template.id === id)!;
        }, updates),
      ],
    });
    const first = (await screen.findByRole('heading', { name: 'Modern workplace essentials' })).closest(
      '.MuiCard-root',
    ) as HTMLElement;
    expect(within(first).getByText('24 items · default markup 12%')).toBeInTheDocument();
    const retired = screen.getByRole('heading', { name: 'Old school' }).closest('.MuiCard-root') as HTMLElement;
    expect(within(retired).getByText('Retired')).toBeInTheDocument();
    expect(within(retired).getByRole('button', { name: 'Restore' })).toBeInTheDocument();

    await userEvent.click(within(first).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change the template Modern workplace essentials' });
    const markup = within(dialog).getByLabelText('Default markup %');
    await userEvent.clear(markup);
    await userEvent.type(markup, '2000');
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
    await userEvent.clear(markup);
    await userEvent.type(markup, '15');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(updates[0]?.body).toEqual({
        name: 'Modern workplace essentials',
        description: 'Microsoft 365 and friends',
        defaultMarkupPercent: 15,
      }),
    );
    expect(await within(first).findByText('24 items · default markup 15%')).toBeInTheDocument();

    await userEvent.click(within(first).getByRole('button', { name: 'Retire' }));
    const question = await screen.findByRole('dialog', { name: 'Retire the template Modern workplace essentials?' });
    expect(question).toHaveTextContent('No new catalog will start from it.');
    await userEvent.click(within(question).getByRole('button', { name: 'Retire' }));
    await waitFor(() => expect(updates[1]?.body).toEqual({ isActive: false }));
    expect(await screen.findByText('Modern workplace essentials is retired')).toBeInTheDocument();
  });

  const line = (overrides: object = {}) => ({
    priceSheetId: 500,
    productName: 'Microsoft 365 E3',
    publisher: 'Microsoft',
    term: 'P1M',
    billingFrequency: 'monthly',
    basePrice: 36,
    currency: 'USD',
    markupPercent: null,
    priceOverride: null,
    ...overrides,
  });

  it('changes a template’s lines: a markup or a fixed price, not both, and removes one', async () => {
    const updates: PartnerRequest[] = [];
    openScreen('/partner-admin/templates', {
      user: partnerAdmin,
      handlers: [
        partnerHandlers.templates([buildTemplate({ itemCount: 2 })]),
        partnerHandlers.template({
          ...buildTemplate({ itemCount: 2 }),
          items: [line(), line({ priceSheetId: 501, productName: 'Visio Plan 2', markupPercent: 5 })],
        }),
        partnerHandlers.updateTemplate(buildTemplate({ itemCount: 1 }), updates),
      ],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Lines' }));
    const dialog = await screen.findByRole('dialog', { name: 'The lines of Modern workplace essentials' });
    const markup = await within(dialog).findByLabelText('Markup % Microsoft 365 E3 (1 month · Monthly)');
    expect(markup).toHaveAttribute('placeholder', 'default, 12');
    await userEvent.type(markup, '10');
    await userEvent.type(within(dialog).getByLabelText('Fixed price Microsoft 365 E3 (1 month · Monthly)'), '40');
    expect(within(dialog).getByText('A markup or a fixed price, not both')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
    await userEvent.clear(markup);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove Visio Plan 2 (1 month · Monthly)' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(updates[0]?.body).toEqual({ items: [{ priceSheetId: 500, markupPercent: null, priceOverride: 40 }] }),
    );
    expect(await screen.findByText('The lines of Modern workplace essentials are saved')).toBeInTheDocument();
  });

  it('adds price sheets to a template, keeping its lines as they were', async () => {
    const updates: PartnerRequest[] = [];
    openScreen('/partner-admin/templates', {
      user: partnerAdmin,
      handlers: [
        partnerHandlers.templates([buildTemplate({ itemCount: 1 })]),
        partnerHandlers.template({ ...buildTemplate({ itemCount: 1 }), items: [line({ markupPercent: 8 })] }),
        partnerHandlers.products([buildProduct()]),
        partnerHandlers.updateTemplate(buildTemplate({ itemCount: 2 }), updates),
      ],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Add price sheets' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add price sheets to Modern workplace essentials' });
    await userEvent.click(await within(dialog).findByLabelText('Microsoft 365 E3 1 year · Annual'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add 1 price sheet' }));
    await waitFor(() =>
      expect(updates[0]?.body).toEqual({
        items: [
          { priceSheetId: 500, markupPercent: 8, priceOverride: null },
          { priceSheetId: 501, markupPercent: null, priceOverride: null },
        ],
      }),
    );
    expect(await screen.findByText('1 price sheet added to Modern workplace essentials')).toBeInTheDocument();
  });

  it('saves a catalog as a template from the catalog’s page', async () => {
    const created: PartnerRequest[] = [];
    openScreen('/partner-admin/catalogs/1', {
      user: partnerAdmin,
      handlers: [
        partnerHandlers.catalog(buildCatalog()),
        partnerHandlers.items([]),
        partnerHandlers.createTemplate(buildTemplate({ id: 3, name: 'Enterprise template' }), created),
      ],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Save as template' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save Enterprise as a template' });
    const name = within(dialog).getByRole('textbox', { name: /^Name/ });
    expect(name).toHaveValue('Enterprise');
    await userEvent.clear(name);
    await userEvent.type(name, 'Enterprise template');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(created[0]?.body).toEqual({
        catalogId: 1,
        name: 'Enterprise template',
        description: 'Everything for large customers',
      }),
    );
    expect(await screen.findByText('Template Enterprise template saved')).toBeInTheDocument();
  });

  it('shows the server’s refusal of the template’s name beside it, saving nothing of the catalog', async () => {
    const catalogSaves: PartnerRequest[] = [];
    openScreen('/partner-admin/catalogs/1', {
      user: partnerAdmin,
      handlers: [
        partnerHandlers.catalog(buildCatalog()),
        partnerHandlers.items([]),
        partnerHandlers.updateCatalog(buildCatalog(), catalogSaves),
        partnerHandlers.createTemplate({
          status: 400,
          body: {
            statusCode: 400,
            error: 'Bad Request',
            message: 'Invalid request body: name: Too big: expected string to have <=200 characters',
            code: 'invalid_request',
            fields: [{ field: 'name', code: 'too_big_string', message: 'Too big', maximum: 200 }],
          },
        }),
      ],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Save as template' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save Enterprise as a template' });
    const name = within(dialog).getByRole('textbox', { name: /^Name/ });
    await userEvent.clear(name);
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
    await userEvent.type(name, 'Enterprise template');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(name).toHaveAccessibleDescription('must have at most 200 characters'));
    expect(dialog).toBeInTheDocument();
    expect(catalogSaves).toHaveLength(0);
  });
});
