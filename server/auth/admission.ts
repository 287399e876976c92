// Who may enter: only people the portal knows. The first sign-in binds the record (found by email) to the
// provider's immutable subject; from then on the subject, never the email, identifies the person.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { companies, users, type User } from '../db/schema';
import { HttpError } from '../http/errors';

export type VerifiedIdentity = {
  issuer: string;
  subject: string;
  email?: string;
  name?: string;
  /** The directory (tenant) the account belongs to, when the provider says. */
  tenantId?: string;
};

export const admissionMessages = {
  // Spec §8's sentence: "Use another account" shows the server's own text (spec §5), the code exchange this one.
  unknownAccount:
    'We couldn’t find your account in our system. Please contact your administrator to ensure you have been granted access to this portal.',
  disabled: 'This account is disabled',
  foreignTenant: 'This directory is not one of the portal’s customers',
};

export async function admit(db: Db, identity: VerifiedIdentity, now: Date): Promise<User> {
  return db.transaction(async (tx) => {
    let [user] = await tx
      .select()
      .from(users)
      .where(and(eq(users.issuer, identity.issuer), eq(users.subject, identity.subject)));
    if (!user && identity.email) {
      [user] = await tx
        .update(users)
        .set({ issuer: identity.issuer, subject: identity.subject })
        .where(and(sql`lower(${users.email}) = ${identity.email.toLowerCase()}`, isNull(users.subject)))
        .returning();
    }
    // The same answer whether or not the email belongs to someone else: a refusal reveals nothing.
    if (!user) throw new HttpError(404, admissionMessages.unknownAccount);
    if (user.isDisabled) throw new HttpError(403, admissionMessages.disabled);
    if (identity.tenantId) {
      const [company] = await tx
        .select({ id: companies.id })
        .from(companies)
        .where(eq(companies.tenantId, identity.tenantId));
      if (!company) throw new HttpError(403, admissionMessages.foreignTenant);
    }
    const [signedIn] = await tx
      .update(users)
      .set({ lastSignInAt: now, name: user.name ?? identity.name ?? null })
      .where(eq(users.id, user.id))
      .returning();
    return signedIn!;
  });
}
