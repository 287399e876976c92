import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { expectNoCspViolations, launchBrowser, watchConsole } from './support/browser';
import { signInAs } from './support/sign-in';

// The server is shared with the other files: this journey changes only Fabrikam's subscriptions and orders.

const companyButton = (page: Page) => page.getByRole('button', { name: /^Company: / });

async function actFor(page: Page, company: string) {
  await companyButton(page).waitFor();
  if ((await companyButton(page).textContent())?.includes(company)) return;
  await companyButton(page).click();
  await page.getByRole('menuitem', { name: new RegExp(company) }).click();
  await page.getByRole('button', { name: `Company: ${company}` }).waitFor();
}

/** Opens Fabrikam's newest active subscription (the one still inside its refund and cancellation window). */
async function openNewestActive(page: Page, baseUrl: string) {
  const filter = encodeURIComponent(JSON.stringify({ status: 'active' }));
  await page.goto(`${baseUrl}/subscriptions?filter=${filter}&sort=termEnd&order=DESC&page=1&perPage=25`);
  await page.getByRole('row').nth(1).getByRole('cell').first().click();
  await page.waitForURL(/\/subscriptions\/\d+\/show$/);
}

async function changeQuantity(page: Page, quantity: number, { schedule = false } = {}) {
  await page.getByRole('button', { name: 'Change quantity' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('spinbutton').fill(String(quantity));
  if (schedule) await dialog.getByRole('switch', { name: 'Schedule for the next term' }).check();
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await dialog.waitFor({ state: 'detached' });
}

async function confirmAction(page: Page, name: string, message: string) {
  await page.getByRole('button', { name, exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name, exact: true }).click();
  await page.getByText(message).first().waitFor();
  await page.getByRole('dialog').waitFor({ state: 'detached' });
}

describe('the end user’s subscriptions, catalog, cart and orders, in Chromium', () => {
  afterEach(expectNoCspViolations);
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  let context: BrowserContext;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());
  beforeEach(async () => {
    context = await browser.newContext();
  });
  afterEach(() => context.close());

  it('changes and cancels a subscription, buys through the cart, and a viewer gets no action', async () => {
    const page = await context.newPage();
    const errors = watchConsole(page);
    await signInAs(page, baseUrl, 'alex@fabrikam.example');
    await page.getByRole('heading', { name: 'Welcome, Alex' }).waitFor();
    await actFor(page, 'Fabrikam, Inc.');

    // Quantity: a raise now, then a decrease scheduled for the next term.
    await openNewestActive(page, baseUrl);
    await page.getByRole('button', { name: 'Change quantity' }).click();
    const current = Number(await page.getByRole('dialog').getByRole('spinbutton').inputValue());
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    await changeQuantity(page, current + 1);
    await page
      .getByText(`Now ${current + 1} seats`)
      .first()
      .waitFor();
    await changeQuantity(page, current - 2, { schedule: true });
    await page
      .getByText(`${current - 2} seats from the next term`)
      .first()
      .waitFor();

    // Auto-renew off and on, then cancel: Microsoft holds the subscription, so the dialog says it ends for good, and
    // the page offers to order it again rather than a reactivation Microsoft would refuse.
    await confirmAction(page, 'Turn auto-renew off', 'The subscription ends with its term');
    await confirmAction(page, 'Turn auto-renew on', 'The subscription renews at the end of its term');
    await page.getByRole('button', { name: 'Cancel subscription', exact: true }).click();
    await page
      .getByRole('dialog')
      .getByText(/^The subscription stops for good/)
      .waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel subscription', exact: true }).click();
    await page.getByText('The subscription is cancelled').first().waitFor();
    await page.getByRole('link', { name: 'Order again' }).waitFor();
    expect(await page.getByRole('button', { name: 'Reactivate' }).count()).toBe(0);

    // Find a product by search, and buy it through the cart.
    await page.goto(`${baseUrl}/catalog`);
    const firstCard = page.getByRole('heading', { level: 2 }).first();
    await firstCard.waitFor();
    const product = (await firstCard.textContent())!;
    await page.getByRole('textbox', { name: 'Search products' }).fill(product);
    await page
      .getByRole('link', { name: new RegExp(product) })
      .first()
      .click();
    await page.waitForURL(/\/catalog\/\d+$/);
    await page.getByRole('spinbutton', { name: 'Quantity' }).fill('2');
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await page.getByText(`${product} is in your cart`).waitFor();

    await page.goto(`${baseUrl}/cart`);
    await page.getByRole('cell', { name: new RegExp(`^${product}`) }).waitFor();
    await page.getByRole('button', { name: 'Review the order' }).click();
    await page.getByRole('heading', { name: 'Review your order', level: 1 }).waitFor();
    await page.getByText(/^Company:/).waitFor();
    await page.getByRole('button', { name: 'Go to checkout' }).click();
    await page.getByRole('button', { name: 'Place the order' }).click();
    const placed = page.getByText(/^Order .+ is placed$/);
    await placed.waitFor();
    const number = (await placed.textContent())!.replace(/^Order (.+) is placed$/, '$1');

    // The order, and the subscription it made.
    await page.getByRole('link', { name: 'See the order' }).click();
    await page.getByRole('heading', { name: number, level: 1 }).waitFor();
    await page.getByRole('cell', { name: new RegExp(`^${product}`) }).waitFor();
    await page.goto(`${baseUrl}/orders`);
    await page.getByRole('cell', { name: number }).waitFor();
    // The list as it was left had "Active" chosen: the new subscription waits for Microsoft first, then is active.
    await page.goto(`${baseUrl}/subscriptions?filter=${encodeURIComponent('{}')}`);
    await page.getByPlaceholder('Search subscriptions').fill(product);
    await page
      .getByRole('row')
      .filter({ hasText: 'Waiting for Microsoft' })
      .filter({ has: page.getByRole('cell', { name: new RegExp(`^${product}`) }) })
      .or(
        page
          .getByRole('row')
          .filter({ hasText: 'Active' })
          .filter({ has: page.getByRole('cell', { name: new RegExp(`^${product}`) }) }),
      )
      .first()
      .waitFor();
    // Microsoft (the sandbox) provisions it within seconds, and the list follows without a reload.
    await page
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name: new RegExp(`^${product}`) }) })
      .filter({ hasText: 'Active' })
      .first()
      .waitFor({ timeout: 30_000 });

    // In Northwind alex is a viewer: no action is offered.
    await actFor(page, 'Northwind Traders');
    await page.goto(`${baseUrl}/subscriptions?filter=${encodeURIComponent('{}')}`);
    await page.getByRole('row').nth(1).getByRole('cell').first().click();
    await page.getByText('You can view this company’s subscriptions but not change them.').waitFor();
    expect(await page.getByRole('button', { name: 'Change quantity' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Cancel subscription' }).count()).toBe(0);

    // Back to Fabrikam, as the other files expect.
    await actFor(page, 'Fabrikam, Inc.');
    expect(errors).toEqual([]);
  });
});
