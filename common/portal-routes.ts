// The portal's routes (spec §2), read by the portal's router and by the server, which answers
// index.html with 200 for these and 404 for any other path.
export type RouteAccess = 'open' | 'signed-in' | 'partner-admin' | 'unguarded';

export type PortalRoute = {
  path: string;
  access: RouteAccess;
  /**
   * What may come right below its path: a screen's name (`people` in `/admin/people`, which holds its own screens
   * below) or `:id`, a record's number (`/subscriptions/12/show`). Anything else is no page of the portal (404).
   */
  children?: readonly string[];
};

export const portalRoutes = {
  home: { path: '/', access: 'open' },
  login: { path: '/login', access: 'open' },
  authCallback: { path: '/auth-callback', access: 'open' },
  dashboard: { path: '/dashboard', access: 'signed-in' },
  admin: { path: '/admin', access: 'signed-in', children: ['companies', 'people', 'history'] },
  subscriptions: { path: '/subscriptions', access: 'signed-in', children: [':id'] },
  catalog: { path: '/catalog', access: 'signed-in', children: [':id'] },
  orders: { path: '/orders', access: 'signed-in', children: [':id'] },
  invoices: { path: '/invoices', access: 'signed-in', children: [':id'] },
  userGuide: { path: '/user-guide', access: 'signed-in' },
  cart: { path: '/cart', access: 'unguarded' },
  cartReview: { path: '/cart/review', access: 'unguarded' },
  cartCheckout: { path: '/cart/checkout', access: 'unguarded' },
  partnerAdmin: {
    path: '/partner-admin',
    access: 'partner-admin',
    children: [
      'companies',
      'orders',
      'notifications',
      'messages',
      'provisioning',
      'drift',
      'billing',
      'invoices',
      'reconciliation',
      'catalogs',
      'catalog-builder',
      'templates',
      'catalog-assignments',
    ],
  },
} as const satisfies Record<string, PortalRoute>;

/** `/orders//` as `/orders`, in one pass (a pattern anchored at the end retries from every slash of `/////x`). */
function withoutTrailingSlashes(pathname: string): string {
  let end = pathname.length;
  while (end > 0 && pathname.charCodeAt(end - 1) === 0x2f) end--;
  return pathname.slice(0, end);
}

/** Whether the portal has a screen at this path. */
export function isPortalPath(pathname: string): boolean {
  const path = pathname.length > 1 ? withoutTrailingSlashes(pathname) : pathname;
  return Object.values(portalRoutes).some((route: PortalRoute) => {
    if (route.path === path) return true;
    if (!route.children || !path.startsWith(`${route.path}/`)) return false;
    const child = path.slice(route.path.length + 1).split('/', 1)[0]!;
    return route.children.some((name) => (name === ':id' ? /^\d{1,10}$/.test(child) : name === child));
  });
}
