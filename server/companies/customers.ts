// A customer company added or changed by the partner, with its billing profiles and contacts, in one transaction.
import { eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { CustomerUpdate, customerUpdateSchema, newCustomerSchema } from '../../common/api';
import { logActivity } from '../activity/log';
import type { Db } from '../db/client';
import { billingProfiles, catalogAssignments, companies, companyContacts, orders } from '../db/schema';
import { badRequest, conflict, notFound } from '../http/errors';

/** A tenant is one company's: asked before Microsoft is, and again in the transaction that adds it. */
export async function refuseTakenTenant(db: Db, tenantId: string) {
  const [taken] = await db.select({ name: companies.name }).from(companies).where(eq(companies.tenantId, tenantId));
  if (taken)
    throw conflict(`The tenant ${tenantId} is already ${taken.name}’s.`, {
      code: 'tenant_taken',
      params: { tenant: tenantId, name: taken.name },
    });
}

/** Two customers of one name cannot be told apart in a picker: the second is refused, naming the first. */
async function refuseTakenName(tx: Db, name: string) {
  const [taken] = await tx
    .select({ name: companies.name })
    .from(companies)
    .where(sql`lower(${companies.name}) = lower(${name})`)
    .limit(1);
  if (taken)
    throw conflict(`A customer named ${taken.name} already exists.`, {
      code: 'customer_name_taken',
      params: { name: taken.name },
    });
}

type ProfileInput = NonNullable<CustomerUpdate['billingProfiles']>[number] & { currency: string };

/**
 * Writes the company's billing profiles as listed: those with an id are changed, those without are added, and
 * those left out are removed, unless an order or a catalog assignment names them (refused, naming it).
 */
async function replaceBillingProfiles(tx: Db, companyId: number, profiles: ProfileInput[]) {
  const existing = await tx
    .select({ id: billingProfiles.id, name: billingProfiles.name })
    .from(billingProfiles)
    .where(eq(billingProfiles.companyId, companyId));
  const existingIds = new Set(existing.map((profile) => profile.id));
  const foreign = profiles.find((profile) => profile.id !== undefined && !existingIds.has(profile.id));
  if (foreign) throw badRequest(`Billing profile ${foreign.id} is not this company’s.`);
  const keptIds = new Set(profiles.map((profile) => profile.id));
  const removed = existing.filter((profile) => !keptIds.has(profile.id));
  for (const profile of removed) {
    const [orderCount, assignmentCount] = await Promise.all([
      tx.$count(orders, eq(orders.billingProfileId, profile.id)),
      tx.$count(catalogAssignments, eq(catalogAssignments.billingProfileId, profile.id)),
    ]);
    if (orderCount > 0 || assignmentCount > 0)
      throw conflict(
        `The billing profile ${profile.name} cannot be removed: ${orderCount} orders and ${assignmentCount} catalog assignments use it.`,
        {
          code: 'billing_profile_in_use',
          params: { name: profile.name, orders: orderCount, assignments: assignmentCount },
        },
      );
  }
  if (removed.length)
    await tx.delete(billingProfiles).where(
      inArray(
        billingProfiles.id,
        removed.map((profile) => profile.id),
      ),
    );
  for (const { id, ...profile } of profiles) {
    if (id === undefined) await tx.insert(billingProfiles).values({ ...profile, companyId });
    else await tx.update(billingProfiles).set(profile).where(eq(billingProfiles.id, id));
  }
}

const companyActivity = (actorId: number, companyId: number, action: string, details: Record<string, unknown>) => ({
  actorId,
  companyId,
  action,
  objectType: 'company',
  objectId: companyId,
  details,
});

type NewCompany = Omit<z.output<typeof newCustomerSchema>, 'atMicrosoft'>;

/** Adds the company, its billing profiles and contacts (its tenant confirmed at Microsoft already); answers its id. */
export async function addCustomer(db: Db, actorId: number, customer: NewCompany) {
  const { billingProfiles: profiles, contacts, ...fields } = customer;
  return db.transaction(async (tx) => {
    await refuseTakenName(tx, fields.name);
    await refuseTakenTenant(tx, fields.tenantId);
    const [created] = await tx.insert(companies).values(fields).returning({ id: companies.id });
    const companyId = created!.id;
    await tx.insert(billingProfiles).values(profiles.map(({ id: _id, ...profile }) => ({ ...profile, companyId })));
    if (contacts.length)
      await tx.insert(companyContacts).values(contacts.map((contact) => ({ ...contact, companyId })));
    await logActivity(tx, companyActivity(actorId, companyId, 'partner.created_company', { name: fields.name }));
    return companyId;
  });
}

/** Changes the company's fields, and replaces its billing profiles and its contacts when they are sent. */
export async function changeCustomer(
  db: Db,
  actorId: number,
  companyId: number,
  update: z.output<typeof customerUpdateSchema>,
) {
  const { billingProfiles: profiles, contacts, ...fields } = update;
  await db.transaction(async (tx) => {
    const [company] = await tx.select().from(companies).where(eq(companies.id, companyId)).for('update');
    if (!company) throw notFound();
    if (fields.name !== undefined && fields.name.toLowerCase() !== company.name.toLowerCase())
      await refuseTakenName(tx, fields.name);
    if (Object.keys(fields).length) await tx.update(companies).set(fields).where(eq(companies.id, companyId));
    if (profiles) await replaceBillingProfiles(tx, companyId, profiles);
    if (contacts) {
      await tx.delete(companyContacts).where(eq(companyContacts.companyId, companyId));
      if (contacts.length)
        await tx.insert(companyContacts).values(contacts.map((contact) => ({ ...contact, companyId })));
    }
    const action =
      fields.isActive === false && company.isActive
        ? 'partner.deactivated_company'
        : fields.isActive === true && !company.isActive
          ? 'partner.reactivated_company'
          : 'partner.updated_company';
    await logActivity(tx, companyActivity(actorId, companyId, action, { name: fields.name ?? company.name }));
  });
}
