import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { portalRoutes } from '../../common/portal-routes';
import { launchBrowser } from './support/browser';
import { api, listQuery, personas, screensFor, settle, signIn, type Persona } from './support/portal-pages';
import { openTour, toFrench, tourDialogs, tourRows } from './support/tour';

// The partner administrator's and support's screens as they meet them: every /partner-admin and /admin entry of the
// menu, the dialogs its buttons open, then the first row of its list by a click and that page's dialogs; on a phone
// and on a desk, in English and in French, checked as the end user's tour checks its screens. Writes nothing: every
// dialog is closed with Escape, and buttons that act at once (enter a customer, export) are left alone.

const staff = personas.filter((persona) => persona.isStaff);

const staffArea = (href: string) =>
  href === portalRoutes.dashboard.path ||
  href.startsWith(`${portalRoutes.partnerAdmin.path}/`) ||
  href.startsWith(`${portalRoutes.admin.path}/`);

// What acts at once rather than asking: entering a customer, leaving it, exports and downloads, signing out.
// A drift's two answers act at once too: pressed by the tour, a second press (its row's page) was refused, 409.
const actsAtOnce =
  /^(Enter|Entrer|Act|Agir|Leave|Quitter|Export|Exporter|Download|Télécharger|Refresh|Actualiser|Take Microsoft|Prendre la valeur|Send ours|Envoyer la nôtre)/i;

// The buttons of a field (open a picker, clear it) are the field's, not the screen's.
const inInput = '.MuiInputBase-root button';

describe('the partner administrator’s and support’s screens, toured as they go through them', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it.each(tourRows(staff))(
    'shows the %s every screen whole, on a %s, in %s',
    async (_role, viewport, language, persona: Persona) => {
      const { page, look, problems, toured, menuEntries, follow, close, expectRefusal } = await openTour(
        browser,
        persona,
        viewport,
        language,
      );
      try {
        await signIn(page, baseUrl, persona);
        if (language === 'fr') await toFrench(page);

        const entries = (await menuEntries()).filter(({ href }) => staffArea(href));
        const hrefs = entries.map(({ href }) => href);
        if (persona.isPartnerAdmin)
          for (const child of ['orders', 'catalogs', 'notifications', 'catalog-builder', 'catalog-assignments'])
            expect(hrefs, `the menu offers ${child}`).toContain(`${portalRoutes.partnerAdmin.path}/${child}`);
        // One list of companies each: the customers for a partner administrator, the companies for support.
        expect(hrefs).toContain(
          persona.isPartnerAdmin
            ? `${portalRoutes.partnerAdmin.path}/companies`
            : `${portalRoutes.admin.path}/companies`,
        );
        expect(hrefs.filter((href) => href.endsWith('/companies'))).toHaveLength(1);

        for (const entry of entries) {
          await follow(entry);
          await look(entry.name);
          const content = page.locator('#main-content');
          // The list's own buttons (New, Assign, Grant…), not the rows' nor the column titles.
          const ownButtons = `button:not([disabled]):not(thead button):not(tbody button):not(${inInput}):not([role="tab"])`;
          await tourDialogs(page, content.locator(ownButtons), entry.name, look, actsAtOnce);
          // A screen in tabs (a list and a matrix): each tab, with what its buttons open.
          const tabs = content.getByRole('tab');
          for (let index = 1; index < (await tabs.count()); index++) {
            const name = (await tabs.nth(index).innerText()).trim();
            await tabs.nth(index).click();
            await look(`${entry.name}, ${name}`);
            await tourDialogs(page, content.locator(ownButtons), `${entry.name}, ${name}`, look, actsAtOnce);
          }

          // The dashboard's rows are the company's own (the end user's tour opens them).
          if (entry.href === portalRoutes.dashboard.path) continue;
          const row = content.locator('tbody tr, a.MuiListItemButton-root[href]').filter({ visible: true });
          // A list that is still drawing its rows is not an empty one.
          await row
            .first()
            .waitFor({ timeout: 5_000 })
            .catch(() => undefined);
          if ((await row.count()) === 0) continue;
          await row.first().click();
          const moved = await page
            .waitForURL((url) => url.pathname !== entry.href, { timeout: 10_000 })
            .then(() => true)
            .catch(() => false);
          if (!moved) continue;
          await settle(page);
          await look(`${entry.name}, first row`);
          await tourDialogs(
            page,
            content.locator(
              `button:not([disabled]):not(thead button):not(tbody tr:not(:first-child) button):not(${inInput})`,
            ),
            `${entry.name}, first row`,
            look,
            actsAtOnce,
          );
        }
        if (persona.isPartnerAdmin) {
          await tourCatalogItems(page, baseUrl, look, viewport === 'phone');
          await tourRefusals(page, baseUrl, look, expectRefusal);
        }

        // The screens the other suites plan for these roles (the builder's steps…), by address; their steps find
        // buttons by their English names.
        for (const { route, screen } of screensFor(persona)) {
          if (language !== 'en' || (route !== 'partnerAdmin' && route !== 'admin')) continue;
          const path = await screen.path(page);
          if (!path) continue;
          await page.goto(`${baseUrl}${path}`);
          await screen.ready?.(page);
          await look(screen.name);
          for (const overlay of screen.overlays ?? []) {
            await overlay.open(page);
            await look(`${screen.name}, ${overlay.name}`);
            await page.keyboard.press('Escape');
            await page.getByRole('dialog').waitFor({ state: 'detached' });
          }
        }
      } finally {
        await close();
      }
      // Both at once: a screen the tour could not reach often shows why among the problems of the one before.
      expect({ toured: toured.length > 5 ? 'more than 5' : toured, problems }).toEqual({
        toured: 'more than 5',
        problems: [],
      });
    },
    360_000,
  );
});

/** A catalog's items: the bulk change of two rows, and one item's edit, each looked at and closed. */
async function tourCatalogItems(
  page: Page,
  baseUrl: string,
  look: (screen: string) => Promise<void>,
  isPhone: boolean,
) {
  const [catalog] = await api<{ id: number }[]>(page, `/api/v1/catalog/partner/catalogs?${listQuery()}`);
  if (!catalog) return;
  await page.goto(`${baseUrl}${portalRoutes.partnerAdmin.path}/catalogs/${catalog.id}`);
  const rows = page.locator('main tbody tr');
  await rows.first().waitFor();
  for (let index = 0; index < 2; index++) await rows.nth(index).getByRole('checkbox').check();
  await page.getByRole('button', { name: /^(Change the selected items|Modifier les articles sélectionnés)$/ }).click();
  await page.getByRole('dialog').waitFor();
  await page.getByRole('dialog').getByRole('spinbutton').fill('-100');
  await look('catalog items, bulk change at zero');
  await page.keyboard.press('Escape');
  await page.getByRole('dialog').waitFor({ state: 'detached' });
  if (isPhone) {
    await rows.first().getByRole('button', { name: 'Actions' }).click();
    await page.getByRole('menuitem', { name: /^(Edit|Modifier)$/ }).click();
  } else {
    await rows
      .first()
      .getByRole('button', { name: /^(Edit|Modifier)$/ })
      .click();
  }
  await page.getByRole('dialog').waitFor();
  await look('catalog item edit');
  await page.keyboard.press('Escape');
}

/**
 * What a refusal looks like, in the tour's language, with nothing written: a new customer saved half filled (the
 * form's words), and the delete of a catalog companies use (the server's 409, then Close instead of Delete).
 */
async function tourRefusals(
  page: Page,
  baseUrl: string,
  look: (screen: string) => Promise<void>,
  expectRefusal: () => void,
) {
  await page.goto(`${baseUrl}${portalRoutes.partnerAdmin.path}/companies`);
  await page.getByRole('link', { name: /^(New customer|Nouveau client)$/ }).click();
  await page.waitForURL((url) => url.pathname.endsWith('/companies/create'));
  await look('new customer');
  await page.getByRole('textbox', { name: /^(Name|Nom)\b(?! du)/ }).fill('Half a customer');
  await page.getByRole('button', { name: /^(Save|Enregistrer)$/ }).click();
  await look('new customer, saved half filled');

  const catalogs = await api<{ id: number; assignedCompanyCount: number }[]>(
    page,
    `/api/v1/catalog/partner/catalogs?range=${encodeURIComponent('[0,99]')}`,
  );
  const used = catalogs.find((catalog) => catalog.assignedCompanyCount > 0);
  if (!used) return;
  await page.goto(`${baseUrl}${portalRoutes.partnerAdmin.path}/catalogs/${used.id}`);
  await page.getByRole('button', { name: /^(Delete|Supprimer)$/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: /^(Delete|Supprimer)$/ }).click();
  await dialog.getByRole('alert').waitFor();
  expectRefusal();
  await look('catalog delete, refused');
  await dialog.getByRole('button', { name: /^(Close|Fermer)$/ }).click();
  await dialog.waitFor({ state: 'detached' });
}
