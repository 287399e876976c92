// Granting and revoking a person's access to a company, in the caller's transaction: the access, its activity entry,
// and the person told (a notice in their bell, an email in their language).
import { and, eq } from 'drizzle-orm';
import type { CompanyRole } from '../../common/domain';
import type { Db } from '../db/client';
import { companies, companyAccess, users } from '../db/schema';
import { HttpError } from '../http/errors';
import { peopleWithIds, tell } from '../messages/notify';
import { logActivity } from '../activity/log';

export type Grant = {
  companyId: number;
  userId: number;
  role: CompanyRole;
  expiresAt: Date | null;
  reason: string | null;
};

/** Who acts, when, and the portal's address for the links of what the person is told. */
export type Acting = { actorId: number; now: Date; publicUrl: string };

const iso = (date: Date | null) => date?.toISOString() ?? null;
const dayOf = (date: Date | null) => date?.toISOString().slice(0, 10) ?? null;

/**
 * Grants an access, or updates the one the person holds (role, expiry, reason); a new access is told to the
 * person, with a link to the company's dashboard.
 */
export async function writeGrant(tx: Db, grant: Grant, acting: Acting) {
  const { companyId, userId, role, expiresAt, reason } = grant;
  const [existing] = await tx
    .select()
    .from(companyAccess)
    .where(and(eq(companyAccess.userId, userId), eq(companyAccess.companyId, companyId)))
    .for('update');
  const [row] = existing
    ? await tx
        .update(companyAccess)
        .set({ role, expiresAt, reason, grantedBy: acting.actorId })
        .where(eq(companyAccess.id, existing.id))
        .returning()
    : await tx
        .insert(companyAccess)
        .values({ userId, companyId, role, expiresAt, reason, grantedBy: acting.actorId })
        .returning();
  await logActivity(tx, {
    actorId: acting.actorId,
    companyId,
    action: existing ? 'access.updated' : 'access.granted',
    objectType: 'user',
    objectId: String(userId),
    details: { role, expiresAt: iso(expiresAt), reason, ...(existing ? { previousRole: existing.role } : {}) },
  });
  if (!existing) {
    await tellThePerson(tx, acting, {
      kind: 'access_granted',
      companyId,
      userId,
      params: { role, expiresOn: dayOf(expiresAt), reason },
      // The bell and the email's link switch to the company first (messages/notify.ts, withItsCompany).
      link: '/dashboard',
      dedupeKey: `access:${row!.id}:granted`,
    });
  }
  return { row: row!, isNew: !existing };
}

/** Ends an access (404 when there is none) and tells the person, with a link to the companies they keep. */
export async function writeRevoke(
  tx: Db,
  { companyId, userId, reason }: { companyId: number; userId: number; reason: string | null },
  acting: Acting,
) {
  const [removed] = await tx
    .delete(companyAccess)
    .where(and(eq(companyAccess.userId, userId), eq(companyAccess.companyId, companyId)))
    .returning();
  if (!removed) throw new HttpError(404, 'This person has no access to this company');
  await logActivity(tx, {
    actorId: acting.actorId,
    companyId,
    action: 'access.revoked',
    objectType: 'user',
    objectId: String(userId),
    details: { role: removed.role, reason },
  });
  await tellThePerson(tx, acting, {
    kind: 'access_revoked',
    companyId,
    userId,
    params: { role: removed.role, reason },
    link: '/admin',
    dedupeKey: `access:${removed.id}:revoked`,
  });
}

type AccessTidings = {
  kind: 'access_granted' | 'access_revoked';
  companyId: number;
  userId: number;
  params: Record<string, string | null>;
  link: string;
  dedupeKey: string;
};

/** The person hears what changed, who changed it and for which company; a disabled person is not told. */
async function tellThePerson(tx: Db, acting: Acting, { userId, ...tidings }: AccessTidings) {
  const [company] = await tx
    .select({ name: companies.name })
    .from(companies)
    .where(eq(companies.id, tidings.companyId));
  const [actor] = await tx
    .select({ name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, acting.actorId));
  const person = await peopleWithIds(tx, [userId]);
  await tell(
    tx,
    { ...tidings, params: { ...tidings.params, company: company?.name ?? '', by: actor?.name ?? actor?.email ?? '' } },
    person,
    { publicUrl: acting.publicUrl, causedBy: { userId: acting.actorId, at: acting.now } },
  );
}
