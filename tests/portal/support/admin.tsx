// Opens the whole portal, signed in, at an /admin address: the App with its real providers over MSW.
import type { RequestHandler } from 'msw';
import type { MyCompany, SessionUser } from '../../../common/api';
import { adminHandlers, buildMyCompany } from '../../../mocks/admin-handlers';
import { authHandlers, buildSessionUser } from '../../../mocks/auth-handlers';
import { server } from '../../../mocks/server';
import { App } from '../../../src/App';
import { i18nProvider } from '../../../src/i18n/i18nProvider';
import { endUserHandlers } from '../../../mocks/end-user-handlers';
import { partnerHandlers } from '../../../mocks/partner-handlers';
import { renderPortal } from './render';

export const endUser = buildSessionUser({ id: 8, name: 'Sam Taylor', email: 'sam@northwind.example' });
export const supportUser = buildSessionUser({
  id: 2,
  name: 'Sasha Support',
  email: 'support@contoso.example',
  globalRole: 'support',
  currentCompanyId: null,
  currentTenantId: null,
});
export const partnerAdmin = buildSessionUser({
  id: 1,
  name: 'Pat Partner',
  email: 'partner.admin@contoso.example',
  globalRole: 'partner_admin',
  currentCompanyId: null,
  currentTenantId: null,
});

let sessions = 0;

export type OpenOptions = { user?: SessionUser; companies?: MyCompany[]; handlers?: RequestHandler[] };

/** Signs `user` in (a stored token the API verifies) and opens the portal at `path`; `handlers` come first. */
export function openSignedIn(path: string, options: OpenOptions = {}) {
  signIn(path, options);
  return renderPortal(<App />);
}

/** Stores a session the API verifies for `user`, answers the calls every signed-in page makes, and goes to `path`. */
export function signIn(path: string, { user = endUser, companies, handlers = [] }: OpenOptions = {}) {
  localStorage.setItem('auth_token', `admin-test-session-${++sessions}`);
  // A sign-in keeps the person's current company beside the token, as a page load finds them.
  if (user.currentCompanyId !== null) localStorage.setItem('current_company_id', String(user.currentCompanyId));
  server.use(
    ...handlers,
    authHandlers.verify({ valid: true, user }),
    adminHandlers.profile(user),
    adminHandlers.myCompanies(companies ?? (user.globalRole === 'none' ? [buildMyCompany()] : [])),
    adminHandlers.myHistory([]),
    endUserHandlers.heldProducts([]),
    endUserHandlers.inbox({ unread: 0, notices: [] }),
    // The end user's dashboard, the page after sign-in, shows the announcements.
    endUserHandlers.announcements([]),
    // The partner menu counts the orders waiting for a decision.
    partnerHandlers.orders([]),
  );
  window.history.pushState({}, '', path);
}

/** After each test: back to '/', and to English (the i18n provider is a module singleton). */
export async function resetPortal() {
  window.history.pushState({}, '', '/');
  await i18nProvider.changeLocale('en');
}
