// Who may call what. Every API route declares its policy where it is registered (`config: { access }`);
// a route without one stops the server from starting. The checks read the database, through a cache that
// forgets everything as soon as access changes anywhere (access-cache.ts), so a logout, a revoke, an expiry
// or a disable holds on the very next request.
import { and, eq, gt, isNull, or } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { maxId } from '../../common/api';
import { accountDisabledMessage, deactivatedCompanyMessage, type CompanyRole } from '../../common/domain';
import { companies, companyAccess, sessions, users, type User } from '../db/schema';
import { conflict, forbidden, unauthorized } from '../http/errors';
import type { AccessCache, CompanyContext } from './access-cache';
import type { SessionTokens } from './session-token';

export type AccessPolicy = 'open' | 'signed-in' | 'support' | 'partner-admin' | { company: CompanyRole };

export type { CompanyContext };
export type AuthContext = { user: User; sessionId: string; company: CompanyContext | null };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: AccessPolicy;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
  }
  interface FastifyInstance {
    sessionTokens: SessionTokens;
    /** Every API route with its policy, as registered (for the authorization matrix and the reference). */
    routePolicies: { method: string; url: string; access: AccessPolicy; hasBody: boolean }[];
    /** The signed-in person behind a request's Bearer token, or null. */
    authenticate: (request: FastifyRequest) => Promise<Omit<AuthContext, 'company'> | null>;
    /** Why a request's Bearer token signs nobody in, when that is worth telling: its account is disabled. */
    signInRefusal: (request: FastifyRequest) => Promise<'account_disabled' | null>;
  }
}

const roleRank: Record<CompanyRole, number> = { viewer: 1, member: 2 };
const companyIdPattern = /^[1-9][0-9]{0,9}$/;

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  const match = /^Bearer ([A-Za-z0-9._~+/-]+=*)$/.exec(header);
  return match?.[1] ?? null;
}

/** The routes under /api that must declare a policy (the reference pages are the plugin's own). */
const needsPolicy = (url: string) => url.startsWith('/api/') && !url.startsWith('/api/docs');

export function registerAccessControl(app: FastifyInstance, sessionTokens: SessionTokens, accessCache: AccessCache) {
  app.decorate('sessionTokens', sessionTokens);
  app.decorateRequest('auth', null);

  const routePolicies: FastifyInstance['routePolicies'] = [];
  app.decorate('routePolicies', routePolicies);
  app.addHook('onRoute', (route) => {
    if (!needsPolicy(route.url)) return;
    if (!route.config?.access)
      throw new Error(`${String(route.method)} ${route.url} declares no access policy (config.access)`);
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      const hasBody = Boolean(route.schema?.body);
      routePolicies.push({ method: String(method), url: route.url, access: route.config.access, hasBody });
    }
  });

  app.decorate('authenticate', async (request: FastifyRequest) => {
    const token = bearerToken(request);
    if (!token) return null;
    // Keyed by the token itself: a token verified once is not verified again while its session holds.
    const session = await accessCache.session(token, async () => {
      const claims = await sessionTokens.verify(token);
      if (!claims) return null;
      const [row] = await app.database.db
        .select({ user: users, expiresAt: sessions.expiresAt })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(
          and(
            eq(sessions.id, claims.sessionId),
            eq(sessions.userId, claims.userId),
            isNull(sessions.revokedAt),
            gt(sessions.expiresAt, app.clock.now()),
            eq(users.isDisabled, false),
          ),
        );
      if (!row) return null;
      const until = row.expiresAt < claims.expiresAt ? row.expiresAt : claims.expiresAt;
      return { user: row.user, sessionId: claims.sessionId, until };
    });
    return session ? { user: session.user, sessionId: session.sessionId } : null;
  });

  // Asked only once a token has failed, so it costs nothing on the way of a signed-in call.
  app.decorate('signInRefusal', async (request: FastifyRequest) => {
    const token = bearerToken(request);
    const claims = token ? await sessionTokens.verify(token) : null;
    if (!claims) return null;
    const [user] = await app.database.db
      .select({ isDisabled: users.isDisabled })
      .from(users)
      .where(eq(users.id, claims.userId));
    return user?.isDisabled ? 'account_disabled' : null;
  });

  /** The person's access to a company; a partner administrator acts inside any customer company as a member. */
  async function loadCompany(user: User, companyId: number) {
    const [access] = await app.database.db
      .select({
        id: companies.id,
        tenantId: companies.tenantId,
        isActive: companies.isActive,
        role: companyAccess.role,
        until: companyAccess.expiresAt,
      })
      .from(companyAccess)
      .innerJoin(companies, eq(companies.id, companyAccess.companyId))
      .where(
        and(
          eq(companyAccess.userId, user.id),
          eq(companyAccess.companyId, companyId),
          or(isNull(companyAccess.expiresAt), gt(companyAccess.expiresAt, app.clock.now())),
        ),
      );
    if (access)
      return {
        context: { id: access.id, tenantId: access.tenantId, isActive: access.isActive, role: access.role },
        until: access.until,
      };
    if (user.globalRole !== 'partner_admin') return { context: null, until: null };
    const [company] = await app.database.db
      .select({ id: companies.id, tenantId: companies.tenantId, isActive: companies.isActive })
      .from(companies)
      .where(eq(companies.id, companyId));
    return { context: company ? { ...company, role: 'member' as const } : null, until: null };
  }

  async function companyFor(request: FastifyRequest, user: User): Promise<CompanyContext> {
    const header = request.headers['x-company-id'];
    const requested = header === undefined ? user.currentCompanyId?.toString() : header;
    if (typeof requested !== 'string' || !companyIdPattern.test(requested)) throw forbidden();
    const companyId = Number(requested);
    if (companyId > maxId) throw forbidden();
    const company = await accessCache.company(bearerToken(request)!, companyId, () => loadCompany(user, companyId));
    if (!company) throw forbidden();
    const tenantHeader = request.headers['x-tenant-id'];
    if (tenantHeader !== undefined && tenantHeader !== company.tenantId) throw forbidden();
    return company;
  }

  // What a signed-in call answers is that person's: no browser or proxy keeps it (a shared computer's Back, a cache).
  app.addHook('onSend', async (request, reply) => {
    const policy = request.routeOptions.config?.access;
    if ((policy && policy !== 'open') || request.headers.authorization) reply.header('Cache-Control', 'no-store');
  });

  app.addHook('onRequest', async (request) => {
    const policy = request.routeOptions.config?.access;
    if (!policy || policy === 'open') return;
    const signedIn = await app.authenticate(request);
    if (!signedIn) {
      throw unauthorized((await app.signInRefusal(request)) ? accountDisabledMessage : undefined);
    }
    const { user } = signedIn;
    let company: CompanyContext | null = null;
    if (policy === 'partner-admin' && user.globalRole !== 'partner_admin') throw forbidden();
    if (policy === 'support' && user.globalRole !== 'support' && user.globalRole !== 'partner_admin') throw forbidden();
    if (typeof policy === 'object') {
      company = await companyFor(request, user);
      if (roleRank[company.role] < roleRank[policy.company]) throw forbidden();
      // What a member may do and a viewer may not (order, change a subscription) waits while the company is deactivated.
      if (policy.company === 'member' && !company.isActive)
        throw conflict(deactivatedCompanyMessage, { code: 'company_deactivated' });
    }
    request.auth = { ...signedIn, company };
  });
}

/** The signed-in context of a guarded route (the guard has run). */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthorized();
  return request.auth;
}
