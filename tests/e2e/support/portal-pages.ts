// Every screen of the portal, per demo role, for the suites that must visit them all (accessibility, keyboard).
// The top-level pages come from `portalRoutes`: a route added there without a plan here does not typecheck.
import type { Page } from 'playwright-core';
import { portalRoutes } from '../../../common/portal-routes';
import { pickAccount } from './sign-in';

export type RouteName = keyof typeof portalRoutes;

/** Who visits: a demo account (or nobody), and what the portal lets them do. */
export type Persona = {
  role: string;
  email: string | null;
  greeting: string | null;
  isStaff: boolean;
  isPartnerAdmin: boolean;
  /** May order and change subscriptions in the current company. */
  canChange: boolean;
  /** Has several companies: the switcher opens a menu. */
  hasSeveralCompanies: boolean;
  /** The company the screens are visited in (where `canChange` holds), for a person with several. */
  company?: string;
};

export const personas: Persona[] = [
  {
    role: 'signed out',
    email: null,
    greeting: null,
    isStaff: false,
    isPartnerAdmin: false,
    canChange: false,
    hasSeveralCompanies: false,
  },
  {
    role: 'partner admin',
    email: 'partner.admin@contoso.example',
    greeting: 'Welcome, Pat',
    isStaff: true,
    isPartnerAdmin: true,
    canChange: true,
    hasSeveralCompanies: false,
  },
  {
    role: 'support',
    email: 'support@contoso.example',
    greeting: 'Welcome, Sasha',
    isStaff: true,
    isPartnerAdmin: false,
    canChange: true,
    hasSeveralCompanies: false,
  },
  {
    role: 'member of several companies',
    email: 'alex@fabrikam.example',
    greeting: 'Welcome, Alex',
    isStaff: false,
    isPartnerAdmin: false,
    canChange: true,
    hasSeveralCompanies: true,
    company: 'Fabrikam, Inc.',
  },
  {
    role: 'viewer',
    email: 'megan@fabrikam.example',
    greeting: 'Welcome, Megan',
    isStaff: false,
    isPartnerAdmin: false,
    canChange: false,
    hasSeveralCompanies: false,
  },
  {
    role: 'member',
    email: 'sam@northwind.example',
    greeting: 'Welcome, Sam',
    isStaff: false,
    isPartnerAdmin: false,
    canChange: true,
    hasSeveralCompanies: false,
  },
];

/** Something to look at on a screen once it is shown: a dialog or a menu opened from it. */
export type Overlay = {
  name: string;
  /** Opens it; the page is on the screen's address. */
  open: (page: Page) => Promise<void>;
};

/** One screen: where it is (found at run time for record pages), and what it opens. */
export type Screen = {
  name: string;
  /** The address to open, or null when the data has none to show (the screen is then reported as skipped). */
  path: (page: Page) => Promise<string | null>;
  /** Waits for what shows that the screen is there (beyond the generic settling). */
  ready?: (page: Page) => Promise<void>;
  overlays?: Overlay[];
};

const fixed = (path: string) => async () => path;

/** Whether a route is shown to this persona (others would only redirect to /login or refuse). */
const signedIn = (persona: Persona) => persona.email !== null;

/** For each route of the portal, the screens below it each persona can reach. */
export const routePlans: Record<RouteName, (persona: Persona) => Screen[]> = {
  home: () => [
    { name: 'home', path: fixed(portalRoutes.home.path), ready: heading('Your software subscriptions, in one place') },
  ],
  login: (persona) =>
    signedIn(persona) ? [] : [{ name: 'login', path: fixed(portalRoutes.login.path), ready: signInButton }],
  authCallback: (persona) =>
    // Without a code the callback ends on its error, with a way back to /login.
    signedIn(persona)
      ? []
      : [
          {
            name: 'sign-in callback without a code',
            path: fixed(portalRoutes.authCallback.path),
            ready: async (page) => {
              await page.getByRole('alert').first().waitFor();
            },
          },
        ],
  dashboard: (persona) =>
    signedIn(persona)
      ? [{ name: 'dashboard', path: fixed(portalRoutes.dashboard.path), ready: heading(persona.greeting!) }]
      : [],
  admin: (persona) => {
    if (!signedIn(persona)) return [];
    const screens: Screen[] = [{ name: 'profile', path: fixed(portalRoutes.admin.path) }];
    if (!persona.isStaff) return screens;
    return [
      ...screens,
      { name: 'admin companies', path: fixed(`${portalRoutes.admin.path}/companies`), ready: firstRow },
      {
        name: 'admin company',
        path: async (page) => {
          const companies = await api<{ id: number }[]>(page, `/api/v1/partner/companies?${listQuery()}`);
          return companies[0] ? `${portalRoutes.admin.path}/companies/${companies[0].id}` : null;
        },
        ready: heading('People with access'),
        overlays: [{ name: 'grant access dialog', open: openDialog('Grant access') }],
      },
      {
        name: 'admin people',
        path: fixed(`${portalRoutes.admin.path}/people`),
        overlays: [{ name: 'register a person dialog', open: openDialog('Register a person') }],
      },
      { name: 'admin access history', path: fixed(`${portalRoutes.admin.path}/history`), ready: firstRow },
    ];
  },
  subscriptions: (persona) =>
    signedIn(persona)
      ? [
          {
            name: 'subscriptions',
            path: fixed(portalRoutes.subscriptions.path),
            ready: firstRowOr('No subscription yet. Browse the catalog to buy one.'),
          },
          {
            name: 'subscription',
            path: async (page) => {
              const [active] = await api<{ id: number }[]>(
                page,
                `/api/v1/subscriptions?${listQuery({ status: 'active' }, ['termEnd', 'DESC'])}`,
              );
              return active ? `${portalRoutes.subscriptions.path}/${active.id}/show` : null;
            },
            ready: async (page) => {
              await page.getByRole('heading', { level: 1 }).first().waitFor();
            },
            overlays: persona.canChange
              ? [
                  { name: 'quantity dialog', open: openDialog('Change quantity') },
                  { name: 'cancel confirmation', open: openDialog('Cancel subscription') },
                ]
              : [],
          },
        ]
      : [],
  catalog: (persona) =>
    signedIn(persona)
      ? [
          {
            name: 'catalog',
            path: fixed(portalRoutes.catalog.path),
            ready: async (page) => {
              // A company whose catalog offers nothing (the partner's own) says so instead.
              await page
                .getByRole('heading', { level: 2 })
                .first()
                .or(page.getByText(/^No product matches your search or filters\.$|offers nothing at the moment/))
                .waitFor();
            },
          },
          {
            name: 'catalog item',
            path: async (page) => {
              const [product] = await api<{ id: number }[]>(page, `/api/v1/catalog?${listQuery()}`);
              return product ? `${portalRoutes.catalog.path}/${product.id}` : null;
            },
            ready: async (page) => {
              await page.getByRole('heading', { level: 1 }).first().waitFor();
            },
          },
        ]
      : [],
  orders: (persona) =>
    signedIn(persona)
      ? [
          { name: 'orders', path: fixed(portalRoutes.orders.path) },
          {
            name: 'order',
            path: async (page) => {
              const [order] = await api<{ id: number }[]>(page, `/api/v1/orders?${listQuery()}`);
              return order ? `${portalRoutes.orders.path}/${order.id}/show` : null;
            },
            ready: async (page) => {
              await page.getByRole('heading', { level: 1 }).first().waitFor();
            },
          },
        ]
      : [],
  invoices: (persona) =>
    signedIn(persona)
      ? [
          {
            name: 'invoices',
            path: fixed(portalRoutes.invoices.path),
            ready: firstRowOr('No invoice yet: your first one comes after the month of your first order.'),
          },
          {
            name: 'invoice',
            path: async (page) => {
              const [invoice] = await api<{ id: number }[]>(page, `/api/v1/invoices?${listQuery()}`);
              return invoice ? `${portalRoutes.invoices.path}/${invoice.id}/show` : null;
            },
            ready: async (page) => {
              await page
                .getByText(/^Total incl\. tax$/)
                .first()
                .waitFor();
            },
          },
        ]
      : [],
  userGuide: (persona) =>
    signedIn(persona)
      ? [
          {
            name: 'user guide',
            path: fixed(portalRoutes.userGuide.path),
            ready: async (page) => {
              await page.getByRole('heading', { level: 1 }).first().waitFor();
            },
          },
        ]
      : [],
  // The cart screens are shown with a line in the cart when the persona may order (see fillCart).
  cart: () => [{ name: 'cart', path: fixed(portalRoutes.cart.path) }],
  cartReview: () => [{ name: 'cart review', path: fixed(portalRoutes.cartReview.path) }],
  cartCheckout: () => [{ name: 'cart checkout', path: fixed(portalRoutes.cartCheckout.path) }],
  partnerAdmin: (persona) => {
    if (!signedIn(persona)) return [];
    const root = portalRoutes.partnerAdmin.path;
    if (!persona.isPartnerAdmin)
      return [
        {
          name: 'partner admin, refused',
          path: fixed(root),
          ready: async (page) => {
            await page.getByText('Access forbidden').first().waitFor();
          },
        },
      ];
    const firstId = (resource: string) => async (page: Page) => {
      const [record] = await api<{ id: number }[]>(page, `/api/v1/${resource}?${listQuery()}`);
      return record?.id ?? null;
    };
    const catalogId = firstId('catalog/partner/catalogs');
    return [
      { name: 'partner catalogs', path: fixed(`${root}/catalogs`), ready: firstRow },
      { name: 'partner new catalog', path: fixed(`${root}/catalogs/create`) },
      {
        name: 'partner catalog and its items',
        path: async (page) => {
          const id = await catalogId(page);
          return id ? `${root}/catalogs/${id}` : null;
        },
        ready: async (page) => {
          await page.locator('main tbody tr').first().waitFor();
        },
        overlays: [
          // The catalog's red Delete (contained, in the form's toolbar) and its confirmation, whose Delete is orange.
          { name: 'delete confirmation', open: openDialog('Delete') },
          { name: 'add items dialog', open: openDialog('Add items') },
          {
            name: 'bulk edit dialog',
            open: async (page) => {
              const rows = page.locator('main tbody tr');
              for (let index = 0; index < 2; index++) await rows.nth(index).getByRole('checkbox').check();
              await page.getByRole('button', { name: 'Change the selected items' }).click();
              await page.getByRole('dialog').waitFor();
            },
          },
          {
            name: 'item edit dialog',
            open: async (page) => {
              // On a phone a row's actions are in its menu.
              const row = page.locator('main tbody tr').first();
              const menu = row.getByRole('button', { name: 'Actions' });
              if (await menu.isVisible()) {
                await menu.click();
                await page.getByRole('menuitem', { name: 'Edit' }).click();
              } else await row.getByRole('button', { name: 'Edit' }).click();
              await page.getByRole('dialog').waitFor();
            },
          },
        ],
      },
      {
        name: 'catalog builder with a template',
        path: fixed(`${root}/catalog-builder`),
        ready: async (page) => {
          await page.getByRole('combobox', { name: 'Template' }).click();
          await page.getByRole('option').first().click();
          await page.getByRole('listitem').first().waitFor();
        },
      },
      {
        name: 'catalog builder, products and prices',
        path: async (page) => {
          const id = await catalogId(page);
          return id ? `${root}/catalog-builder?catalogId=${id}&step=1` : null;
        },
        ready: async (page) => {
          await page.locator('main tbody tr').first().waitFor();
        },
      },
      {
        name: 'catalog builder, companies',
        path: async (page) => {
          const id = await catalogId(page);
          return id ? `${root}/catalog-builder?catalogId=${id}&step=2` : null;
        },
        overlays: [{ name: 'assign dialog', open: openDialog('Assign a catalog') }],
      },
      {
        name: 'catalog assignments',
        path: fixed(`${root}/catalog-assignments`),
        ready: firstRow,
        overlays: [{ name: 'assign dialog', open: openDialog('Assign a catalog') }],
      },
      { name: 'customer companies', path: fixed(`${root}/companies`), ready: firstRow },
      {
        name: 'customer company',
        path: async (page) => {
          const id = await firstId('partner/companies')(page);
          return id ? `${root}/companies/${id}` : null;
        },
      },
      {
        name: 'customer company edit',
        path: async (page) => {
          const id = await firstId('partner/companies')(page);
          return id ? `${root}/companies/${id}/edit` : null;
        },
        ready: async (page) => {
          await page.getByRole('button', { name: 'Save' }).waitFor();
        },
      },
      { name: 'customer orders', path: fixed(`${root}/orders`), ready: firstRow },
      {
        name: 'customer order',
        path: async (page) => {
          const id = await firstId('partner/orders')(page);
          return id ? `${root}/orders/${id}` : null;
        },
      },
      {
        name: 'notifications',
        path: fixed(`${root}/notifications`),
        overlays: [{ name: 'new notification dialog', open: openDialog('New notification') }],
      },
      { name: 'sent messages', path: fixed(`${root}/messages`) },
      {
        name: 'billing runs',
        path: fixed(`${root}/billing`),
        ready: firstRowOr('No billing run yet: make the first one for last month.'),
        overlays: [{ name: 'new billing run dialog', open: openDialog('New billing run') }],
      },
      {
        name: 'billing run',
        path: async (page) => {
          const id = await firstId('partner/billing-runs')(page);
          return id ? `${root}/billing/${id}` : null;
        },
        ready: async (page) => {
          await page.getByRole('heading', { level: 1 }).first().waitFor();
          await firstRow(page);
        },
      },
      {
        name: 'seller',
        path: fixed(`${root}/billing/seller`),
        ready: async (page) => {
          await page.getByRole('button', { name: 'Save' }).waitFor();
        },
      },
      { name: 'partner invoices', path: fixed(`${root}/invoices`), ready: firstRow },
      {
        name: 'partner invoice',
        path: async (page) => {
          const id = await firstId('partner/invoices')(page);
          return id ? `${root}/invoices/${id}` : null;
        },
        ready: async (page) => {
          await page
            .getByText(/^Total incl\. tax$/)
            .first()
            .waitFor();
        },
        overlays: [{ name: 'credit note dialog', open: openDialog('Issue a credit note') }],
      },
      {
        name: 'catalog templates',
        path: fixed(`${root}/templates`),
        // A template's lines, each with its Delete (Remove) button.
        overlays: [{ name: 'template lines dialog', open: openDialog('Lines') }],
      },
    ];
  },
};

/** What the app bar offers on every signed-in screen, checked once per persona on the dashboard. */
export function appBarOverlays(persona: Persona): Overlay[] {
  const overlays: Overlay[] = [
    {
      name: 'user menu',
      open: async (page) => {
        await page.getByRole('button', { name: 'Profile' }).click();
        await page.getByRole('menu').waitFor();
      },
    },
  ];
  if (persona.hasSeveralCompanies)
    overlays.push({
      name: 'company switcher menu',
      open: async (page) => {
        await page.getByRole('button', { name: /^Company: / }).click();
        await page.getByRole('menu').waitFor();
      },
    });
  return overlays;
}

/** Every screen this persona can reach, route by route, in `portalRoutes` order. */
export function screensFor(persona: Persona): { route: RouteName; screen: Screen }[] {
  return (Object.keys(portalRoutes) as RouteName[]).flatMap((route) =>
    routePlans[route](persona).map((screen) => ({ route, screen })),
  );
}

/** Signs in through the built-in provider and waits for the dashboard's greeting. */
export async function signIn(page: Page, baseUrl: string, persona: Persona) {
  if (!persona.email) return;
  await page.goto(`${baseUrl}/login`);
  await page.getByRole('button', { name: 'Sign in with Microsoft' }).click();
  await pickAccount(page, persona.email);
  await page.getByRole('heading', { name: persona.greeting! }).waitFor();
  if (!persona.company) return;
  // The server remembers the last company; an earlier suite (a revoke, a switch) may have left another one.
  const switcher = page.getByRole('button', { name: /^Company: / });
  if ((await switcher.getAttribute('aria-label')) === `Company: ${persona.company}`) return;
  await switcher.click();
  await page.getByRole('menuitem', { name: persona.company }).click();
  await page.getByRole('button', { name: `Company: ${persona.company}` }).waitFor();
}

/** Puts one product in the cart through the product page, so the cart screens have something to show. */
export async function fillCart(page: Page, baseUrl: string) {
  const [product] = await api<{ id: number }[]>(page, `/api/v1/catalog?${listQuery()}`);
  if (!product) return;
  await page.goto(`${baseUrl}${portalRoutes.catalog.path}/${product.id}`);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await page.getByText(/is in your cart$/).waitFor();
}

/** Waits for the page to stop loading: no request in flight, no progress indicator, transitions done. */
export async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page
    .locator('[role="progressbar"]:visible')
    .first()
    .waitFor({ state: 'detached', timeout: 10_000 })
    .catch(() => undefined);
  // MUI fades (dialogs, menus, cards) run for up to 225 ms; colour checks want the end state.
  await page.waitForTimeout(400);
}

/** A JSON call from inside the page, with the session the portal stored (token and company). */
export function api<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(async (path) => {
    const headers: Record<string, string> = { Authorization: `Bearer ${localStorage.getItem('auth_token')}` };
    const companyId = localStorage.getItem('current_company_id');
    const tenantId = localStorage.getItem('current_tenant_id');
    if (companyId) headers['X-Company-Id'] = companyId;
    if (tenantId) headers['X-Tenant-Id'] = tenantId;
    const response = await fetch(path, { headers });
    if (!response.ok) throw new Error(`${response.status} from ${path}`);
    return response.json();
  }, path) as Promise<T>;
}

export const listQuery = (filter: Record<string, unknown> = {}, sort?: [string, 'ASC' | 'DESC']) =>
  `range=${encodeURIComponent('[0,0]')}&filter=${encodeURIComponent(JSON.stringify(filter))}${
    sort ? `&sort=${encodeURIComponent(JSON.stringify(sort))}` : ''
  }`;

const heading = (name: string) => async (page: Page) => {
  await page.getByRole('heading', { name }).first().waitFor();
};
const signInButton = async (page: Page) => {
  await page.getByRole('button', { name: 'Sign in with Microsoft' }).waitFor();
};
// A table's row on a desk, a SimpleList's line on a phone; in the page, not the menu (whose group titles are lines).
const rows = (page: Page) => page.locator('#main-content tbody tr, #main-content .MuiList-root > li');
const firstRow = async (page: Page) => {
  await rows(page).first().waitFor();
};
const firstRowOr = (empty: string) => async (page: Page) => {
  // Whichever shows first: a list's empty state may hold lines of its own.
  await rows(page).first().or(page.getByText(empty)).first().waitFor();
};
const openDialog = (button: string) => async (page: Page) => {
  await page.getByRole('button', { name: button, exact: true }).first().click();
  await page.getByRole('dialog').waitFor();
};
