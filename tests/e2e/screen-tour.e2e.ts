import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { portalRoutes, type PortalRoute } from '../../common/portal-routes';
import { launchBrowser } from './support/browser';
import { fillCart, personas, signIn, type Persona } from './support/portal-pages';
import { openTour, toFrench, tourDialogs, tourRows } from './support/tour';

// The end user's screens as a person meets them: through the menu, then the first row of each list, then each
// dialog a record page opens, then the cart's steps; on a phone and on a desk, in English and in French. Every screen
// is checked for what people met and no assertion named (support/screen-checks.ts). With SCREENS_DIR set
// (`npm run screens`), each screen is also pictured. Data: puts one product in each member's cart; nothing else is
// written. The partner administrator's and support's screens have their own tour (staff-tour.e2e.ts).

const tourists = personas.filter((persona) =>
  ['member of several companies', 'viewer', 'member'].includes(persona.role),
);

// Screens reached otherwise than by the menu: the cart's steps (by its buttons) and the partner's area (its own tour).
const notInMenu = new Set<keyof typeof portalRoutes>(['home', 'login', 'authCallback', 'cartReview', 'cartCheckout']);
const endUserRoutes = (Object.entries(portalRoutes) as [keyof typeof portalRoutes, PortalRoute][]).filter(
  ([name, route]) => !notInMenu.has(name) && route.access !== 'partner-admin',
);

describe('the end user’s screens, toured as a person goes through them', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it.each(tourRows(tourists))(
    'shows the %s every screen whole, on a %s, in %s',
    async (_role, viewport, language, persona: Persona) => {
      const { page, look, problems, toured, menuEntries, follow, close } = await openTour(
        browser,
        persona,
        viewport,
        language,
      );
      try {
        await signIn(page, baseUrl, persona);
        if (persona.canChange) await fillCart(page, baseUrl);
        await page.goto(`${baseUrl}${portalRoutes.dashboard.path}`);
        if (language === 'fr') await toFrench(page);

        const entries = await menuEntries();
        for (const [name, route] of endUserRoutes) {
          const entry = entries.some(({ href }) => href === route.path || href.startsWith(`${route.path}/`));
          expect(entry, `the menu has no entry for ${name} (${route.path})`).toBe(true);
        }

        for (const entry of entries) {
          await follow(entry);
          await look(entry.name);

          // The first row of a list, by a click on it, as a person opens a record: an active one where the list
          // has some (its page offers the changes and their dialogs).
          const rows = page
            .locator('#main-content')
            .locator('a[href*="/show"], tr[data-path], a[href^="/catalog/"]:not([href="/catalog"])');
          const active = rows.filter({ hasText: /Active|Actif/ });
          const row = (await active.count()) > 0 ? active.first() : rows.first();
          if (entry.href !== portalRoutes.cart.path && (await row.count()) > 0) {
            await row.click();
            await page.waitForURL((url) => url.pathname !== entry.href);
            await look(`${entry.name}, first row`);
            // A table's column titles sort; the other buttons of a record page open what they do.
            if (new URL(page.url()).pathname.endsWith('/show'))
              await tourDialogs(
                page,
                page.locator('#main-content button:not([disabled]):not(thead button)'),
                `${entry.name}, first row`,
                look,
              );
          }
        }

        // The cart's steps, by its buttons (a member's cart has a line; a viewer's is empty).
        await page.goto(`${baseUrl}${portalRoutes.cart.path}`);
        const review = page.getByRole('button', { name: /^(Review the order|Vérifier la commande)$/ });
        await review.or(page.getByText(/^(Your cart is empty\.|Votre panier est vide\.)$/)).waitFor();
        expect(await review.isVisible(), 'a member’s cart has the line put in it').toBe(persona.canChange);
        if (persona.canChange) {
          await review.click();
          await page.waitForURL((url) => url.pathname === portalRoutes.cartReview.path);
          await look('review');
          await page.getByRole('button', { name: /^(Go to checkout|Finaliser la commande)$/ }).click();
          await page.waitForURL((url) => url.pathname === portalRoutes.cartCheckout.path);
          await look('checkout');
        }
      } finally {
        await close();
      }
      expect(toured.length).toBeGreaterThan(5);
      expect(problems).toEqual([]);
    },
    240_000,
  );
});
