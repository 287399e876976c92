import { and, asc, eq, gt, isNull, or } from 'drizzle-orm';
import type { SessionUser } from '../../common/api';
import type { Db } from '../db/client';
import { companies, companyAccess, sessions, users, type User } from '../db/schema';

/** The companies a person may act for now (expired access excluded), oldest grant first. */
export function accessibleCompanies(db: Db, userId: number, now: Date) {
  return db
    .select({
      id: companies.id,
      name: companies.name,
      tenantId: companies.tenantId,
      isActive: companies.isActive,
      role: companyAccess.role,
      grantedAt: companyAccess.grantedAt,
      expiresAt: companyAccess.expiresAt,
    })
    .from(companyAccess)
    .innerJoin(companies, eq(companies.id, companyAccess.companyId))
    .where(and(eq(companyAccess.userId, userId), or(isNull(companyAccess.expiresAt), gt(companyAccess.expiresAt, now))))
    .orderBy(asc(companyAccess.grantedAt), asc(companies.id));
}

/**
 * The companies a person may act for: their access, and for a partner administrator also the customer company
 * they entered (POST /partner/switch-company), as a member.
 */
export async function companiesFor(db: Db, user: User, now: Date) {
  const available = await accessibleCompanies(db, user.id, now);
  if (user.globalRole !== 'partner_admin' || !user.currentCompanyId) return available;
  if (available.some((company) => company.id === user.currentCompanyId)) return available;
  const [entered] = await db.select().from(companies).where(eq(companies.id, user.currentCompanyId));
  if (!entered) return available;
  return [
    ...available,
    {
      id: entered.id,
      name: entered.name,
      tenantId: entered.tenantId,
      isActive: entered.isActive,
      role: 'member' as const,
      grantedAt: entered.createdAt,
      expiresAt: null,
    },
  ];
}

/**
 * The person as the portal sees them, with their current company: the one they chose if they still have it,
 * else the first they have (remembered), else none.
 */
export async function sessionUserOf(db: Db, user: User, now: Date): Promise<SessionUser> {
  const available = await companiesFor(db, user, now);
  const current = available.find((company) => company.id === user.currentCompanyId) ?? available[0] ?? null;
  if ((current?.id ?? null) !== user.currentCompanyId) {
    await db
      .update(users)
      .set({ currentCompanyId: current?.id ?? null })
      .where(eq(users.id, user.id));
  }
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    globalRole: user.globalRole,
    currentCompanyId: current?.id ?? null,
    currentTenantId: current?.tenantId ?? null,
    preferences: user.preferences,
  };
}

/** Opens a session row and signs its token. */
export async function openSession(
  db: Db,
  tokens: {
    newSessionId: () => string;
    sign: (claims: { userId: number; sessionId: string }) => Promise<string>;
    ttlMinutes: number;
  },
  userId: number,
  idToken: string | null = null,
) {
  const sessionId = tokens.newSessionId();
  await db
    .insert(sessions)
    .values({ id: sessionId, userId, idToken, expiresAt: new Date(Date.now() + tokens.ttlMinutes * 60_000) });
  return tokens.sign({ userId, sessionId });
}
