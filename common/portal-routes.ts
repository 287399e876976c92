// The portal's routes (spec §2), read by the portal's router and by the server, which answers
// index.html with 200 for these and 404 for any other path.
export type RouteAccess = 'open' | 'signed-in' | 'partner-admin' | 'unguarded';

export type PortalRoute = {
  path: string;
  access: RouteAccess;
  /** A resource's screens live below its path (`/subscriptions/12/show`). */
  hasChildren?: boolean;
};

export const portalRoutes = {
  home: { path: '/', access: 'open' },
  login: { path: '/login', access: 'open' },
  authCallback: { path: '/auth-callback', access: 'open' },
  dashboard: { path: '/dashboard', access: 'signed-in' },
  admin: { path: '/admin', access: 'signed-in', hasChildren: true },
  subscriptions: { path: '/subscriptions', access: 'signed-in', hasChildren: true },
  catalog: { path: '/catalog', access: 'signed-in', hasChildren: true },
  orders: { path: '/orders', access: 'signed-in', hasChildren: true },
  userGuide: { path: '/user-guide', access: 'signed-in' },
  cart: { path: '/cart', access: 'unguarded' },
  cartReview: { path: '/cart/review', access: 'unguarded' },
  cartCheckout: { path: '/cart/checkout', access: 'unguarded' },
  partnerAdmin: { path: '/partner-admin', access: 'partner-admin', hasChildren: true },
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
  return Object.values(portalRoutes).some(
    (route: PortalRoute) => route.path === path || (route.hasChildren === true && path.startsWith(`${route.path}/`)),
  );
}
